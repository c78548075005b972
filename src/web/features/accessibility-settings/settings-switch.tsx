import { useId } from "react";
import { Switch } from "react-aria-components";

interface SettingsSwitchProps {
  label: string;
  /** What the switch does, shown under it and read as its description. */
  description: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}

export function SettingsSwitch({ label, description, isSelected, onChange }: SettingsSwitchProps) {
  const descriptionId = useId();
  return (
    <div className="flex flex-col gap-1">
      <Switch
        isSelected={isSelected}
        onChange={onChange}
        aria-describedby={descriptionId}
        className="group relative flex min-h-11 items-center justify-between gap-4 font-semibold"
      >
        {label}
        <span
          aria-hidden="true"
          className="flex h-7 w-12 shrink-0 items-center rounded-full border-2 border-line bg-page px-0.5 group-data-[selected]:border-accent group-data-[selected]:bg-accent forced-colors:group-data-[selected]:bg-[Highlight]"
        >
          <span className="size-5 rounded-full bg-line transition-transform group-data-[selected]:translate-x-5 group-data-[selected]:bg-on-accent forced-colors:bg-[CanvasText] forced-colors:group-data-[selected]:bg-[HighlightText]" />
        </span>
      </Switch>
      <p id={descriptionId} className="text-muted text-sm">
        {description}
      </p>
    </div>
  );
}
