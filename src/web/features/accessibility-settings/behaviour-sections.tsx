import type { AccessibilitySettings } from "../../../shared/accessibility-settings/settings-rules.ts";
import { SettingsSection } from "./settings-section.tsx";
import { SettingsSwitch } from "./settings-switch.tsx";

interface SectionProps {
  settings: AccessibilitySettings;
  onChange: (patch: Partial<AccessibilitySettings>) => void;
}

/** The Motion & Animations toggle. */
export function MotionSection({ settings, onChange }: SectionProps) {
  return (
    <SettingsSection
      id="settings-motion"
      title="Motion & Animations"
      tooltip="Stopping movement on the page can help prevent sensory overload and migraines."
    >
      <SettingsSwitch
        label="Disable Animations"
        description="Stops animations, transitions and smooth scrolling across the site."
        isSelected={settings.animationsDisabled}
        onChange={(animationsDisabled) => onChange({ animationsDisabled })}
      />
    </SettingsSection>
  );
}

// Named by what each does; the descriptions say exactly what changes.
const OPTIONS = [
  {
    key: "highContrast",
    label: "High Contrast",
    description:
      "Uses only the theme's text and background colours, with solid borders and underlined links.",
  },
  {
    key: "reduceMotion",
    label: "Reduce Motion",
    description: "Turns off animations and transitions, like Disable Animations.",
  },
  {
    key: "largerCursor",
    label: "Larger Cursor",
    description: "Shows a bigger mouse pointer with a light outline.",
  },
  {
    key: "focusOutlines",
    label: "Enhanced Focus Outlines",
    description:
      "Draws a thick outline with a halo around whatever has keyboard focus. Off, a thinner outline remains.",
  },
  {
    key: "screenReaderMode",
    label: "Screen Reader Mode",
    description:
      "Shows text that is normally shortened in full, underlines every link and stops everything that moves. It never changes what screen readers announce.",
  },
] as const;

/** The additional display switches (docs/product.md#switches). */
export function AdditionalOptionsSection({ settings, onChange }: SectionProps) {
  return (
    <SettingsSection id="settings-additional" title="Additional Options">
      <div className="flex flex-col gap-3">
        {OPTIONS.map((option) => (
          <SettingsSwitch
            key={option.key}
            label={option.label}
            description={option.description}
            isSelected={settings[option.key]}
            onChange={(value) => onChange({ [option.key]: value })}
          />
        ))}
      </div>
    </SettingsSection>
  );
}
