// The error summary of a guide form posted to the server: each problem links to its field, in the
// form's order, and is announced as an alert. It takes focus as the page opens, with JavaScript
// or without (autofocus), so the first thing read and seen is what went wrong (GOV.UK's pattern).
import { useEffect, useRef } from "react";
import { fieldId } from "../../../shared/access-guides/form-values.ts";
import { ErrorSummary, type SummaryItem } from "../../components/ui/error-summary.tsx";

export const GUIDE_ERRORS_ID = "guide-errors";

export function PostedErrors({
  errors,
  order,
  refusal,
  refusalTitle = "We could not save your guide",
  extra = [],
  subject = "your guide",
}: {
  errors: Record<string, string>;
  /** Every field name, in the order the form shows them. */
  order: readonly string[];
  refusal: string | null;
  refusalTitle?: string;
  /** Problems from another form on the page (a photo's), already linked to their fields. */
  extra?: SummaryItem<string>[];
  subject?: string;
}) {
  // Named by the field's element id, so a link can move focus to it (onSelect below).
  const items = [
    ...order.flatMap((name) =>
      errors[name] ? [{ name: fieldId(name), id: fieldId(name), message: errors[name] }] : [],
    ),
    ...extra.map((item) => ({ ...item, name: item.id })),
  ];
  const shown = items.length > 0 || refusal !== null;
  const summary = useRef<HTMLDivElement>(null);
  // Autofocus has done it before the script ran, unless the visitor has moved on since.
  useEffect(() => {
    if (shown && document.activeElement === document.body) summary.current?.focus();
  }, [shown]);
  if (!shown) return null;
  return (
    <div
      ref={summary}
      id={GUIDE_ERRORS_ID}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: a refused form's summary is where the visitor must start, as GOV.UK's takes focus.
      autoFocus
      className="rounded-xl focus:outline-3 focus:outline-[var(--ra-focus)] focus:outline-offset-2"
    >
      <ErrorSummary
        id="guide-errors-title"
        items={items}
        subject={subject}
        headingLevel="h2"
        onSelect={(id) => document.getElementById(id)?.focus()}
        refusal={refusal ? { title: refusalTitle, message: refusal } : null}
      />
    </div>
  );
}
