// The manage form's fields (decision 036), named by each fact's path ("entrance.doorClearWidthMm"),
// to and from a guide's `details`: what the page fills the form with, and what the server reads
// from a plain post before the contract checks it. A blank field is left out, so it stays blank.
// Free of zod and of React.
import { GUIDE_FIELDS, type GuideFieldPath, setAt, valueAt } from "./fields.ts";
import type { GuideLocation } from "./location.ts";
import { readLocationText } from "./location-text.ts";

export {
  GUIDE_FROM_PARAM,
  GUIDE_PLACED_PARAM,
  GUIDE_SAVED_PARAM,
  GUIDE_SENT_PARAM,
  GUIDE_WITHDRAWN_PARAM,
  POSTCODE_CENTRE_ACTION,
  POSTED_GUIDE_KEY,
  POSTED_NEW_GUIDE_KEY,
} from "./addresses.ts";

/** The fields about the business itself, beside its facts. */
export const BUSINESS_FIELDS = [
  "name",
  "category",
  "town",
  "postcode",
  "location",
  "contactEmail",
] as const;
/** Where the place is, as typed or pasted (location-text.ts reads it). */
export const LOCATION_FIELD = "location";
export const PUBLISH_EMAIL_FIELD = "publishContactEmail";

export const FACT_PATHS = Object.keys(GUIDE_FIELDS) as GuideFieldPath[];

/** A fact's value as its form field holds it: "yes"/"no" for a yes-or-no, digits for a number. */
export function formValueOf(path: GuideFieldPath, details: object): string {
  const value = valueAt(details, path);
  if (value === undefined || value === null) return "";
  if (GUIDE_FIELDS[path].kind === "yes-no") return value ? "yes" : "no";
  return String(value);
}

/** Each field's value for a guide's details, by field name. */
export const formValuesOf = (details: object): Record<string, string> =>
  Object.fromEntries(FACT_PATHS.map((path) => [path, formValueOf(path, details)]));

/**
 * The details a form's fields say: yes and no as true and false, numbers as numbers (anything
 * else kept as typed, for the contract to say what is wrong), blanks left out.
 */
export function detailsFromForm(
  values: Record<string, string | undefined>,
): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const path of FACT_PATHS) {
    const raw = values[path]?.trim();
    if (!raw) continue;
    const field = GUIDE_FIELDS[path];
    let value: unknown = raw;
    if (field.kind === "yes-no") value = raw === "yes" ? true : raw === "no" ? false : raw;
    if (field.kind === "measure" || field.kind === "count") {
      const number = Number(raw.replace(/,/g, ""));
      value = Number.isFinite(number) ? number : raw;
    }
    setAt(details, path, value);
  }
  return details;
}

/** A contract's error path as the form's field name: ["details", "entrance", "steps"] → "entrance.steps". */
export const fieldNameOf = (path: readonly PropertyKey[]) =>
  (path[0] === "details" ? path.slice(1) : path).map(String).join(".");

/** The id of a field's input on the page, for the error summary's links. */
export const fieldId = (name: string) => `guide-${name.replace(/\./g, "-")}`;

/**
 * The location field as the body's `location`: the point it says, nothing when blank (the guide
 * keeps the point it has), or the problem with what was typed, in the reader's words (a
 * what3words address, a link to a mapped thing), which say more than the contract can.
 */
export function locationFromForm(text: string | undefined): {
  location?: GuideLocation;
  problem?: string;
} {
  const reading = readLocationText(text ?? "");
  if (!reading) return {};
  return reading.ok ? { location: reading.location } : { problem: reading.message };
}

/** "Use the middle of <postcode>" when the site does not know where that is. */
export const noPostcodeCentre = (postcode: string) =>
  `We do not know where the middle of ${postcode} is. Paste a link from a map, or type the latitude and longitude, instead`;
