import {
  canDecreaseFontSize,
  canIncreaseFontSize,
} from "../../../shared/accessibility-settings/settings-changes.ts";
import { FONT_SIZE } from "../../../shared/accessibility-settings/settings-rules.ts";
import { SettingsSection } from "./settings-section.tsx";

interface TextSizeSectionProps {
  value: number;
  onStep: (direction: "increase" | "decrease") => void;
  onReset: () => void;
}

const buttonClass =
  "min-h-11 rounded-md border-2 border-line px-4 font-semibold aria-disabled:cursor-not-allowed aria-disabled:border-dashed aria-disabled:text-muted";

/**
 * Steps of 10 from 80 to 150; the ends disable their button. aria-disabled (not
 * disabled) keeps keyboard focus on the button that just reached the end.
 */
export function TextSizeSection({ value, onStep, onReset }: TextSizeSectionProps) {
  const canDecrease = canDecreaseFontSize(value);
  const canIncrease = canIncreaseFontSize(value);
  return (
    <SettingsSection id="settings-text-size" title="Text Size">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-disabled={!canDecrease || undefined}
          onClick={() => canDecrease && onStep("decrease")}
          className={buttonClass}
        >
          Decrease
        </button>
        <output aria-live="polite" className="min-w-16 text-center font-bold text-xl">
          {`${value}%`}
        </output>
        <button
          type="button"
          aria-disabled={!canIncrease || undefined}
          onClick={() => canIncrease && onStep("increase")}
          className={buttonClass}
        >
          Increase
        </button>
        {/* Named apart from the panel's "Reset to Default", which resets everything. */}
        <button
          type="button"
          aria-label="Reset text size"
          onClick={onReset}
          className={buttonClass}
        >
          Reset
        </button>
      </div>
      {value > FONT_SIZE.appliedMax && (
        <p className="mt-2 text-muted text-sm">
          {`Text grows up to ${FONT_SIZE.appliedMax}% here; your browser's zoom can enlarge it further.`}
        </p>
      )}
    </SettingsSection>
  );
}
