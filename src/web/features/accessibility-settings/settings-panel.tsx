// The accessibility-settings dialog (docs/product.md#accessibility-settings). Loaded on first open
// (settings-trigger.tsx). React Aria's modal traps focus, closes on Escape and returns focus to the
// trigger.
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { contrastLabel, contrastRatio } from "../../../shared/accessibility-settings/contrast.ts";
import {
  chooseCustomColor,
  stepFontSize,
} from "../../../shared/accessibility-settings/settings-changes.ts";
import { DEFAULT_SETTINGS } from "../../../shared/accessibility-settings/settings-rules.ts";
import { DialogCloseButton } from "../../components/ui/close-button.tsx";
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
  const isCustomTheme = settings.colorTheme === "custom";
  const contrast = contrastLabel(
    contrastRatio(settings.customBackgroundColor, settings.customTextColor),
  );
  // A custom pair too weak to read would make the panel itself unreadable (styles.css).
  const unreadable = isCustomTheme && contrast.isLow;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="dialog-backdrop fixed inset-0 z-40 flex items-center justify-center bg-black/50 p-2 sm:p-4"
    >
      <Modal
        data-readable-colours={unreadable || undefined}
        className="dialog-surface max-h-full w-full max-w-2xl overflow-y-auto rounded-xl border-2 border-line bg-page text-ink shadow-2xl"
      >
        <Dialog
          aria-labelledby="settings-title"
          className="flex flex-col gap-5 p-4 outline-none sm:p-6"
        >
          <div className="flex items-center justify-between gap-4">
            <Heading id="settings-title" slot="title" className="font-bold text-2xl">
              Accessibility Settings
            </Heading>
            <DialogCloseButton label="Close accessibility settings" />
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
            contrast={isCustomTheme ? contrast : null}
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
