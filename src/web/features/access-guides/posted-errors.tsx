// The error summary of a guide form posted without JavaScript: each problem links to its field,
// in the form's order, and is announced as an alert when the page opens.
import { fieldId } from "../../../shared/access-guides/form-values.ts";
import { ErrorSummary } from "../../components/ui/error-summary.tsx";

export function PostedErrors({
  errors,
  order,
  refusal,
}: {
  errors: Record<string, string>;
  /** Every field name, in the order the form shows them. */
  order: readonly string[];
  refusal: string | null;
}) {
  const items = order.flatMap((name) =>
    errors[name] ? [{ name, id: fieldId(name), message: errors[name] }] : [],
  );
  return (
    <ErrorSummary
      id="guide-errors-title"
      items={items}
      subject="your guide"
      headingLevel="h2"
      refusal={refusal ? { title: "We could not save your guide", message: refusal } : null}
    />
  );
}
