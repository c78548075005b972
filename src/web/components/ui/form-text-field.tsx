// A React Aria text field bound to react-hook-form: the label is tied to the input, the hint and
// the error are tied to it by aria-describedby, and the error shows beside the field.

import { FieldError, Input, Label, Text, TextArea, TextField } from "react-aria-components";
import { type Control, Controller, type FieldPath, type FieldValues } from "react-hook-form";

import { fieldClass } from "./field-styles.ts";

export { fieldClass };

interface FormTextFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The element id of the input, for the error summary's links. */
  id: string;
  label: string;
  description?: string;
  isRequired?: boolean;
  multiline?: boolean;
  /** Visible rows of a multiline field. */
  rows?: number;
  type?: "text" | "email" | "url" | "password";
  autoComplete?: string;
  maxLength?: number;
}

export function FormTextField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  description,
  isRequired = false,
  multiline = false,
  rows = 8,
  type = "text",
  autoComplete,
  maxLength,
}: FormTextFieldProps<T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          id={id}
          name={field.name}
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          isRequired={isRequired}
          isInvalid={fieldState.invalid}
          validationBehavior="aria"
          type={type}
          {...(autoComplete ? { autoComplete } : {})}
          {...(maxLength ? { maxLength } : {})}
          className="flex flex-col gap-1"
        >
          <Label className="font-semibold">
            {label}
            {/* The space outside the span, so no reader runs the words together. */}
            {!isRequired && (
              <>
                {" "}
                <span className="font-normal text-muted">(optional)</span>
              </>
            )}
          </Label>
          {description && (
            <Text slot="description" className="text-muted">
              {description}
            </Text>
          )}
          <FieldError className="flex items-start gap-2 font-semibold text-danger">
            <span aria-hidden="true">⚠</span>
            {fieldState.error?.message}
          </FieldError>
          {multiline ? (
            <TextArea ref={field.ref} rows={rows} className={`${fieldClass} resize-y`} />
          ) : (
            <Input ref={field.ref} className={fieldClass} />
          )}
        </TextField>
      )}
    />
  );
}
