// SPEC §2 accessibility-settings dialog. Loaded on first open (settings-trigger.tsx). React Aria's
// modal traps focus, closes on Escape and returns focus to the trigger.
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import {
  chooseCustomColor,
  stepFontSize,
} from "../../../shared/accessibility-settings/settings-changes.ts";
import { DEFAULT_SETTINGS } from "../../../shared/accessibility-settings/settings-rules.ts";
import { AdditionalOptionsSection, MotionSection } from "./behaviour-sections.tsx";
import { ColorThemeSection } from "./color-theme-section.tsx";
import { CustomColorsSection } from "./custom-colors-section.tsx";
import { FontFamilySection, LineSpacingSection } from "./font-section.tsx";
import { KeyboardHelp } from "./keyboard-help.tsx";
import { SettingsFileActions } from "./settings-file-actions.tsx";
import { TextSizeSection } from "./text-size-section.tsx";
import { useDisplaySettings } from "./use-display-settings.ts";

interface SettingsPanelProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

export default function SettingsPanel({ isOpen, onOpenChange }: SettingsPanelProps) {
  const { settings, commit, update, reset } = useDisplaySettings();
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-40 flex items-center justify-center bg-black/50 p-2 sm:p-4"
    >
      <Modal className="max-h-full w-full max-w-2xl overflow-y-auto rounded-xl border-2 border-line bg-page text-ink shadow-2xl">
        <Dialog
          aria-labelledby="settings-title"
          className="flex flex-col gap-5 p-4 outline-none sm:p-6"
        >
          <div className="flex items-center justify-between gap-4">
            <Heading id="settings-title" slot="title" className="font-bold text-2xl">
              Accessibility Settings
            </Heading>
            <Button
              slot="close"
              aria-label="Close accessibility settings"
              className="grid size-11 shrink-0 place-items-center rounded-md border-2 border-line"
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4">
                <path stroke="currentColor" strokeWidth="2" d="m3 3 10 10M13 3 3 13" />
              </svg>
            </Button>
          </div>
          <p className="text-muted">
            Changes apply straight away and are remembered in this browser.
          </p>
          <ColorThemeSection
            value={settings.colorTheme}
            customColors={{
              background: settings.customBackgroundColor,
              text: settings.customTextColor,
            }}
            onChange={(colorTheme) => update({ colorTheme })}
          />
          <CustomColorsSection
            background={settings.customBackgroundColor}
            text={settings.customTextColor}
            isCustomTheme={settings.colorTheme === "custom"}
            onChange={(which, hex) => commit(chooseCustomColor(settings, which, hex))}
          />
          <FontFamilySection
            value={settings.fontFamily}
            onChange={(fontFamily) => update({ fontFamily })}
          />
          <LineSpacingSection
            value={settings.lineSpacing}
            onChange={(lineSpacing) => update({ lineSpacing })}
          />
          <TextSizeSection
            value={settings.fontSize}
            onStep={(direction) => update({ fontSize: stepFontSize(settings.fontSize, direction) })}
            onReset={() => update({ fontSize: DEFAULT_SETTINGS.fontSize })}
          />
          <MotionSection settings={settings} onChange={update} />
          <AdditionalOptionsSection settings={settings} onChange={update} />
          <SettingsFileActions settings={settings} onReset={reset} onLoad={commit} />
          <KeyboardHelp />
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
