import { useEffect, useId, useState } from "react";
import type { contrastLabel } from "../../../shared/accessibility-settings/contrast.ts";
import { HEX_COLOR_PATTERN } from "../../../shared/accessibility-settings/settings-rules.ts";
import { SettingsSection } from "./settings-section.tsx";

const isHex = (value: string) => new RegExp(HEX_COLOR_PATTERN).test(value);

interface ColorFieldProps {
  label: string;
  value: string;
  onChange: (hex: string) => void;
}

/** A native colour picker with a hex text field for people who know the code they want. */
function ColorField({ label, value, onChange }: ColorFieldProps) {
  const pickerId = useId();
  const hexId = useId();
  const errorId = useId();
  const [text, setText] = useState(value);
  // Said once the visitor leaves the field, not while a code is still being typed.
  const [left, setLeft] = useState(false);
  useEffect(() => setText(value), [value]);
  const invalid = !isHex(text);
  const showError = invalid && left;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={pickerId} className="font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={pickerId}
          type="color"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          className="h-11 w-14 shrink-0 cursor-pointer rounded-md border-2 border-line bg-page p-1"
        />
        <label htmlFor={hexId} className="sr-only">
          {`${label} hex code`}
        </label>
        <input
          id={hexId}
          value={text}
          spellCheck={false}
          autoComplete="off"
          aria-invalid={showError || undefined}
          aria-describedby={showError ? `${errorId} settings-hex-hint` : "settings-hex-hint"}
          onChange={(event) => {
            const next = event.target.value.trim();
            setText(next);
            setLeft(false);
            if (isHex(next)) onChange(next);
          }}
          // What was typed stays, with the reason, so it can be corrected rather than retyped.
          onBlur={() => setLeft(true)}
          className="min-h-11 w-28 rounded-md border-2 border-line bg-page px-2 font-mono aria-[invalid]:border-danger"
        />
      </div>
      {showError && (
        <p id={errorId} className="font-semibold text-danger text-sm">
          {`"${text}" is not a colour code. Type # and six digits or letters a to f, such as #1a2b3c. ${label} stays ${value} until then.`}
        </p>
      )}
    </div>
  );
}

interface CustomColorsSectionProps {
  background: string;
  text: string;
  /** The pair's contrast badge while the custom theme is on, else null. */
  contrast: ReturnType<typeof contrastLabel> | null;
  onChange: (which: "background" | "text", hex: string) => void;
}

/** Two pickers; the contrast badge shows while the custom theme is on. */
export function CustomColorsSection({
  background,
  text,
  contrast,
  onChange,
}: CustomColorsSectionProps) {
  return (
    <SettingsSection id="settings-custom-colors" title="Custom Colours">
      <p id="settings-hex-hint" className="mb-3 text-muted text-sm">
        Use a picker or type a six-digit hex code such as #1a2b3c. Choosing a colour switches to
        your custom theme.
      </p>
      <div className="flex flex-wrap gap-4">
        <ColorField
          label="Background Colour"
          value={background}
          onChange={(hex) => onChange("background", hex)}
        />
        <ColorField label="Text Colour" value={text} onChange={(hex) => onChange("text", hex)} />
      </div>
      {/* The badge keeps fixed, legible colours, so the warning stays readable whatever pair was
          chosen. The live region exists before it fills, so changes are announced. */}
      <div aria-live="polite" className="mt-3">
        {contrast && (
          <p
            data-low-contrast={contrast.isLow || undefined}
            className="inline-block rounded-full border-2 border-[#000000] bg-[#ffffff] px-3 py-1 font-bold text-[#000000] data-[low-contrast]:border-[#a4161a] data-[low-contrast]:bg-[#a4161a] data-[low-contrast]:text-[#ffffff]"
          >
            {contrast.text}
          </p>
        )}
      </div>
    </SettingsSection>
  );
}
