// The error summary of a guide form posted without JavaScript: each problem links to its field,
// in the form's order, and is announced as an alert when the page opens.
import { fieldId } from "../../../shared/access-guides/form-values.ts";

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
  const items = order.flatMap((name) => (errors[name] ? [{ name, message: errors[name] }] : []));
  if (items.length === 0 && !refusal) return null;
  return (
    <div
      role="alert"
      aria-labelledby="guide-errors-title"
      className="rounded-xl border-4 border-danger p-5"
    >
      <h2 id="guide-errors-title" className="font-bold text-lg">
        {refusal
          ? "We could not save your guide"
          : `There ${items.length === 1 ? "is a problem" : `are ${items.length} problems`} with your guide`}
      </h2>
      {refusal ? <p className="mt-2">{refusal}</p> : null}
      <ul className="mt-3 flex list-disc flex-col gap-1 pl-6">
        {items.map((item) => (
          <li key={item.name}>
            <a
              href={`#${fieldId(item.name)}`}
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
