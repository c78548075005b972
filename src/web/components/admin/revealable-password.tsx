// A password field with a "Show password" toggle (WCAG 3.3.8: paste allowed, and it can be
// shown), for the forms that hold their own state: the sign-in gate and an accepted invitation.
import type { Ref } from "react";
import { useState } from "react";
import { FieldError, Input, Label, Text, TextField, ToggleButton } from "react-aria-components";
import { fieldClass } from "../ui/field-styles.ts";

interface RevealablePasswordProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  autoComplete: "current-password" | "new-password";
  inputRef: Ref<HTMLInputElement>;
  /** The input's id, for an error summary's link to it. */
  id?: string;
}

export function RevealablePassword({
  label,
  description,
  value,
  onChange,
  error,
  autoComplete,
  inputRef,
  id,
}: RevealablePasswordProps) {
  const [show, setShow] = useState(false);
  return (
    <TextField
      value={value}
      onChange={onChange}
      isInvalid={error !== null}
      isRequired
      className="flex flex-col gap-1"
    >
      <Label className="font-semibold">{label}</Label>
      {description && (
        <Text slot="description" className="text-muted">
          {description}
        </Text>
      )}
      {/* Wraps at 320 px with large text: the field may shrink, the button drops below. */}
      <div className="flex flex-wrap gap-2">
        <Input
          ref={inputRef}
          id={id}
          name="password"
          type={show ? "text" : "password"}
          autoComplete={autoComplete}
          className={`${fieldClass} min-w-0 flex-[1_1_10rem]`}
        />
        <ToggleButton
          isSelected={show}
          onChange={setShow}
          className="min-h-11 rounded-md border-2 border-line px-3 font-semibold data-[selected]:bg-accent data-[selected]:text-on-accent"
        >
          Show password
        </ToggleButton>
      </div>
      <FieldError className="font-semibold text-danger">{error}</FieldError>
    </TextField>
  );
}
