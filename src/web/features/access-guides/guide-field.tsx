// One field of the guide form, as plain HTML so it posts without JavaScript: its label (with the
// unit for a measurement), a hint, the problem found with it, and the input a fact needs.
import {
  GUIDE_FIELDS,
  type GuideField,
  type GuideFieldPath,
} from "../../../shared/access-guides/fields.ts";
import { fieldId } from "../../../shared/access-guides/form-values.ts";
import { fieldClass } from "../../components/ui/field-styles.ts";

const UNIT_LABEL = { mm: "millimetres", m: "metres", "%": "per cent" } as const;

export const fieldLabel = (field: GuideField) =>
  field.kind === "measure" ? `${field.label}, in ${UNIT_LABEL[field.unit]}` : field.label;

export function TextInput({
  name,
  label,
  hint,
  value,
  error,
  autoComplete,
  type = "text",
}: {
  name: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  autoComplete?: string;
  type?: "text" | "email";
}) {
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
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
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={value}
        autoComplete={autoComplete}
        aria-describedby={described.join(" ") || undefined}
        aria-invalid={error ? true : undefined}
        className={fieldClass}
      />
    </div>
  );
}

export function GuideFieldInput({
  path,
  value,
  error,
  confirm,
}: {
  path: GuideFieldPath;
  value: string;
  error?: string;
  /** An unusual measurement's "Yes, that is right" box, and whether it is ticked. */
  confirm?: { name: string; label: string; checked: boolean };
}) {
  const field: GuideField = GUIDE_FIELDS[path];
  const id = fieldId(path);
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const common = {
    id,
    name: path,
    defaultValue: value,
    "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
    "aria-invalid": error ? true : undefined,
    className: fieldClass,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {fieldLabel(field)}
      </label>
      {field.hint ? (
        <p id={hintId} className="text-muted text-sm">
          {field.hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="font-semibold text-danger">
          {error}
        </p>
      ) : null}
      {field.kind === "yes-no" ? (
        <select {...common}>
          <option value="">Not said</option>
          <option value="yes">Yes</option>
          <option value="no">No</option>
        </select>
      ) : field.kind === "choice" ? (
        <select {...common}>
          <option value="">Not said</option>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : field.kind === "notes" ? (
        <textarea {...common} rows={3} maxLength={field.max} />
      ) : field.kind === "text" ? (
        <input {...common} type="text" maxLength={field.max} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={field.kind === "measure" && field.step ? "decimal" : "numeric"}
          className={`${fieldClass} max-w-40`}
        />
      )}
      {confirm ? (
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            name={confirm.name}
            value="yes"
            defaultChecked={confirm.checked}
            className="size-6"
          />
          {confirm.label}
        </label>
      ) : null}
    </div>
  );
}
