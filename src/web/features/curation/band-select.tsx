// The admin's choice of a quick solution's cost or effort band, "Not yet rated" first
// (the honest answer until someone has looked).
import type { FieldPath, FieldValues, UseFormReturn } from "react-hook-form";
import { NOT_YET_RATED } from "../../../shared/quick-solution-bands.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";

interface BandSelectProps<T extends FieldValues> {
  form: UseFormReturn<T, unknown, unknown>;
  name: FieldPath<T>;
  id: string;
  label: string;
  description: string;
  options: readonly { id: string; label: string }[];
}

export function BandSelect<T extends FieldValues>({
  form,
  name,
  id,
  label,
  description,
  options,
}: BandSelectProps<T>) {
  const error = form.formState.errors[name]?.message;
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label} <span className="font-normal text-muted">(optional)</span>
      </label>
      <p id={`${id}-description`} className="text-muted">
        {description}
      </p>
      {typeof error === "string" && (
        <p id={errorId} className="font-semibold text-danger">
          <span aria-hidden="true">⚠ </span>
          {error}
        </p>
      )}
      <select
        id={id}
        {...form.register(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-description${error ? ` ${errorId}` : ""}`}
        className={`${fieldClass} sm:max-w-md`}
      >
        <option value="">{NOT_YET_RATED}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
