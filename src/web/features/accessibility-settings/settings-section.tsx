import type { ReactNode } from "react";
import { InfoTooltip } from "./info-tooltip.tsx";

interface SettingsSectionProps {
  id: string;
  title: string;
  tooltip?: string;
  children: ReactNode;
}

/** One titled group of the settings panel, with an optional info tooltip beside its heading. */
export function SettingsSection({ id, title, tooltip, children }: SettingsSectionProps) {
  return (
    <div className="border-line border-t pt-5">
      <div className="mb-3 flex items-center gap-2">
        <h3 id={id} className="font-bold text-lg">
          {title}
        </h3>
        {tooltip && <InfoTooltip topic={title}>{tooltip}</InfoTooltip>}
      </div>
      {children}
    </div>
  );
}
