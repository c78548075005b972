// A labelled one-line field or text area for the authoring forms, with its hint and its error
// tied to it (aria-describedby), the error shown in words and a symbol, not by colour alone.
import type { RefObject } from "react";
import { fieldClass } from "../../components/ui/field-styles.ts";

interface TextInputProps {
  id: string;
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  invalid?: string | undefined;
  /** A text area of this many rows, rather than a one-line input. */
  rows?: number;
  textArea?: RefObject<HTMLTextAreaElement | null>;
  type?: "text" | "url";
}

export function TextInput({
  id,
  label,
  description,
  value,
  onChange,
  maxLength,
  invalid,
  rows,
  textArea,
  type = "text",
}: TextInputProps) {
  const describedBy = [description ? `${id}-description` : "", invalid ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  const shared = {
    id,
    value,
    maxLength,
    "aria-invalid": invalid ? true : undefined,
    "aria-describedby": describedBy || undefined,
    className: fieldClass,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {description && (
        <p id={`${id}-description`} className="text-muted">
          {description}
        </p>
      )}
      {invalid && (
        <p id={`${id}-error`} className="font-semibold text-danger">
          <span aria-hidden="true">⚠ </span>
          {invalid}
        </p>
      )}
      {rows ? (
        <textarea
          {...shared}
          ref={textArea}
          rows={rows}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input {...shared} type={type} onChange={(event) => onChange(event.target.value)} />
      )}
    </div>
  );
}
