// A tooltip on a focusable info button, so keyboard users reach it too (SPEC §2 tooltips,
// §9 delay 700 ms). While open, its text describes the button for screen readers.
import { Button, OverlayArrow, Tooltip, TooltipTrigger } from "react-aria-components";

interface InfoTooltipProps {
  /** What the tooltip is about, for the button's name: 'About Color Themes'. */
  topic: string;
  children: string;
}

export function InfoTooltip({ topic, children }: InfoTooltipProps) {
  return (
    <TooltipTrigger delay={700} closeDelay={300}>
      <Button
        aria-label={`About ${topic}`}
        className="grid size-8 shrink-0 place-items-center rounded-full border-2 border-line font-bold text-sm"
      >
        <span aria-hidden="true">i</span>
      </Button>
      <Tooltip
        offset={8}
        className="z-50 max-w-72 rounded-md border-2 border-line bg-page px-3 py-2 text-ink shadow-lg"
      >
        <OverlayArrow>
          <svg aria-hidden="true" width={12} height={12} viewBox="0 0 12 12" className="fill-line">
            <path d="M0 0 L6 6 L12 0" />
          </svg>
        </OverlayArrow>
        {children}
      </Tooltip>
    </TooltipTrigger>
  );
}
