// The error summary shown above a form after a failed submit: each problem links to its field,
// in the order the fields appear, and is announced as an alert.
import type { FieldErrors, FieldValues } from "react-hook-form";

export interface SummaryField<Name extends string> {
  name: Name;
  /** The element id of the field's input. */
  id: string;
}

export interface SummaryItem<Name extends string> extends SummaryField<Name> {
  message: string;
}

/** The messages of the invalid fields, in the page's field order. */
export function summaryItems<Name extends string, Values extends FieldValues>(
  fields: readonly SummaryField<Name>[],
  errors: FieldErrors<Values>,
): SummaryItem<Name>[] {
  return fields.flatMap(({ name, id }) => {
    const message = errors[name]?.message;
    return typeof message === "string" && message ? [{ name, id, message }] : [];
  });
}

interface ErrorSummaryProps<Name extends string> {
  id: string;
  items: SummaryItem<Name>[];
  /** Ends the heading: 'There is a problem with …'. */
  subject: string;
  headingLevel?: "h2" | "h3" | "h4" | "h5";
  /**
   * Moves focus to the field (react-hook-form's setFocus); without it, as on a page posted
   * without JavaScript, each link simply goes to the field.
   */
  onSelect?: (name: Name) => void;
  /** A refusal of the whole form instead of field problems: its heading and its words. */
  refusal?: { title: string; message: string } | null;
}

export function ErrorSummary<Name extends string>({
  id,
  items,
  subject,
  headingLevel: Heading = "h3",
  onSelect,
  refusal,
}: ErrorSummaryProps<Name>) {
  if (items.length === 0 && !refusal) return null;
  return (
    <div role="alert" aria-labelledby={id} className="rounded-xl border-4 border-danger p-5">
      <Heading id={id} className="font-bold text-lg">
        {refusal
          ? refusal.title
          : `There ${items.length === 1 ? "is a problem" : `are ${items.length} problems`} with ${subject}`}
      </Heading>
      {refusal ? <p className="mt-2">{refusal.message}</p> : null}
      <ul className="mt-3 flex list-disc flex-col gap-1 pl-6">
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                if (!onSelect) return;
                event.preventDefault();
                onSelect(item.name);
              }}
              className="font-semibold text-danger underline underline-offset-4"
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
