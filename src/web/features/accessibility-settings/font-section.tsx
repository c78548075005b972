import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Radio,
  RadioGroup,
  Select,
  SelectValue,
} from "react-aria-components";
import type {
  FontId,
  LineSpacingId,
} from "../../../shared/accessibility-settings/settings-rules.ts";
import {
  FONT_OPTIONS,
  LINE_SPACING_OPTIONS,
} from "../../../shared/accessibility-settings/theme-options.ts";
import { SettingsSection } from "./settings-section.tsx";

export function FontFamilySection({
  value,
  onChange,
}: {
  value: FontId;
  onChange: (font: FontId) => void;
}) {
  return (
    <SettingsSection
      id="settings-font-family"
      title="Font Family"
      tooltip="OpenDyslexic is a typeface designed for dyslexia: heavier letter bottoms help keep letters from flipping or swapping."
    >
      <Select
        selectedKey={value}
        onSelectionChange={(key) => key !== null && onChange(key as FontId)}
        className="flex max-w-xs flex-col gap-1"
      >
        <Label className="font-semibold">Font</Label>
        <Button
          className={`flex min-h-11 items-center justify-between gap-2 rounded-md border-2 border-line bg-page px-3 text-left`}
        >
          <SelectValue />
          <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4">
            <path d="m3 6 5 5 5-5" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </Button>
        <Popover className="w-(--trigger-width) rounded-md border-2 border-line bg-page text-ink shadow-lg">
          <ListBox className="p-1 outline-none">
            {FONT_OPTIONS.map((font) => (
              <ListBoxItem
                key={font.id}
                id={font.id}
                className="flex min-h-11 cursor-default items-center rounded px-3 outline-none data-[focused]:bg-accent data-[focused]:text-on-accent data-[selected]:font-bold"
              >
                {font.label}
              </ListBoxItem>
            ))}
          </ListBox>
        </Popover>
      </Select>
    </SettingsSection>
  );
}

export function LineSpacingSection({
  value,
  onChange,
}: {
  value: LineSpacingId;
  onChange: (spacing: LineSpacingId) => void;
}) {
  return (
    <SettingsSection id="settings-line-spacing" title="Line Spacing">
      <RadioGroup
        value={value}
        onChange={(spacing) => onChange(spacing as LineSpacingId)}
        aria-labelledby="settings-line-spacing"
        orientation="horizontal"
        className="flex flex-wrap gap-2"
      >
        {LINE_SPACING_OPTIONS.map((option) => (
          <Radio
            key={option.id}
            value={option.id}
            className={`relative grid min-h-11 min-w-16 place-items-center rounded-md border-2 border-line px-3 font-semibold data-[selected]:border-accent data-[selected]:bg-accent data-[selected]:text-on-accent`}
          >
            {option.label}
          </Radio>
        ))}
      </RadioGroup>
    </SettingsSection>
  );
}
