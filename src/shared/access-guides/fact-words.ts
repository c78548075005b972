// How a guide says each fact: in the field's own words, with the value the business gave
// ("Door clear width: 850 mm"), on its page, its large-print page and the copy for the business's
// own website. Nothing is written here that the business did not say; a blank field gives nothing.
import {
  fieldsOf,
  GUIDE_FIELDS,
  GUIDE_SECTIONS,
  type GuideFieldPath,
  type GuideSectionId,
  valueAt,
} from "./fields.ts";

const UNIT_TEXT = { mm: " mm", m: " metres", "%": "%" } as const;

/** The value as the page shows it, or null when the business left it blank. */
export function factValue(path: GuideFieldPath, value: unknown): string | null {
  if (value === undefined || value === null || value === "") return null;
  const field = GUIDE_FIELDS[path];
  switch (field.kind) {
    case "yes-no":
      return value === true ? "Yes" : "No";
    case "measure":
      return `${Number(value).toLocaleString("en-GB")}${UNIT_TEXT[field.unit]}`;
    case "choice":
      return field.options.find((option) => option.value === value)?.label ?? null;
    default:
      return String(value);
  }
}

export interface Fact {
  path: GuideFieldPath;
  label: string;
  value: string;
}

/** The sections the business said something about, each with its facts. */
export function factSections(
  details: object,
): { id: GuideSectionId; title: string; facts: Fact[] }[] {
  return GUIDE_SECTIONS.map(({ id, title }) => ({
    id,
    title,
    facts: fieldsOf(id).flatMap((path) => {
      const value = factValue(path, valueAt(details, path));
      return value === null ? [] : [{ path, label: GUIDE_FIELDS[path].label, value }];
    }),
  })).filter((section) => section.facts.length > 0);
}
