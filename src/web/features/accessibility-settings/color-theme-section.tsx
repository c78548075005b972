import { Radio, RadioGroup } from "react-aria-components";
import type { ThemeId } from "../../../shared/accessibility-settings/settings-rules.ts";
import { PRESET_THEMES } from "../../../shared/accessibility-settings/theme-options.ts";
import { SettingsSection } from "./settings-section.tsx";

interface ColorThemeSectionProps {
  value: ThemeId;
  customColors: { background: string; text: string };
  onChange: (theme: ThemeId) => void;
}

const choices = [
  ...PRESET_THEMES,
  { id: "custom" as const, label: "Custom Colours", background: "", text: "" },
];

/** The five preset themes plus the visitor's custom pair (docs/product.md#colour-themes). */
export function ColorThemeSection({ value, customColors, onChange }: ColorThemeSectionProps) {
  return (
    <SettingsSection
      id="settings-color-themes"
      title="Colour Themes"
      tooltip="Some colour pairs are easier to read for people with dyslexia, visual stress or Irlen syndrome. Choose the one that feels most comfortable."
    >
      <RadioGroup
        value={value}
        onChange={(theme) => onChange(theme as ThemeId)}
        aria-labelledby="settings-color-themes"
        className="grid grid-cols-1 gap-2 sm:grid-cols-2"
      >
        {choices.map((theme) => {
          const background = theme.background || customColors.background;
          const text = theme.text || customColors.text;
          return (
            <Radio
              key={theme.id}
              value={theme.id}
              className="relative flex min-h-11 items-center gap-3 rounded-md border-2 border-line p-2 font-semibold data-[selected]:border-accent data-[selected]:bg-surface"
            >
              {({ isSelected }) => (
                <>
                  {/* A sample of the pair, drawn rather than written: it shows a custom pair
                      as it is, however weak, and is decoration, not text to be read. */}
                  <svg
                    aria-hidden="true"
                    focusable="false"
                    viewBox="0 0 36 36"
                    style={{ background }}
                    className="size-9 shrink-0 rounded border border-line"
                  >
                    <text
                      x="18"
                      y="24"
                      textAnchor="middle"
                      fill={text}
                      fontWeight="700"
                      fontSize="16"
                    >
                      Aa
                    </text>
                  </svg>
                  <span className="flex-1">{theme.label}</span>
                  <span
                    aria-hidden="true"
                    className="grid size-5 place-items-center rounded-full border-2 border-line"
                  >
                    {isSelected && <span className="size-2.5 rounded-full bg-accent" />}
                  </span>
                </>
              )}
            </Radio>
          );
        })}
      </RadioGroup>
    </SettingsSection>
  );
}
