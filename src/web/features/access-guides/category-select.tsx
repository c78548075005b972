// What kind of place the guide is about, from the short list in shared/access-guides/categories.ts:
// a plain select, so it posts without JavaScript. With a hint (the start form), it may be left
// "Not chosen yet" and the self-assessment's business type decides; the manage form always has one.
import { GUIDE_CATEGORIES } from "../../../shared/access-guides/categories.ts";
import { fieldId } from "../../../shared/access-guides/form-values.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";

export function CategorySelect({
  value,
  error,
  hint,
}: {
  value: string;
  error?: string;
  hint?: string;
}) {
  const id = fieldId("category");
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        What kind of place is it?
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-muted text-sm">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      <select
        id={id}
        name="category"
        defaultValue={value}
        aria-describedby={described.join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        className={fieldClass}
      >
        {hint ? <option value="">Not chosen yet</option> : null}
        {GUIDE_CATEGORIES.map((category) => (
          <option key={category.id} value={category.id}>
            {category.label}
          </option>
        ))}
      </select>
    </div>
  );
}
