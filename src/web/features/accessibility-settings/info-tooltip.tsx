// A tooltip on a focusable info button, so keyboard users reach it too (SPEC §2 tooltips,
// §9 delay 700 ms). While open, its text describes the button for screen readers. A press (a tap,
// a click, Enter) toggles it as well: touch screens have no hover, and the help is for everyone.
import { useRef, useState } from "react";
import { Button, OverlayArrow, Tooltip, TooltipTrigger } from "react-aria-components";

interface InfoTooltipProps {
  /** What the tooltip is about, for the button's name: 'About Color Themes'. */
  topic: string;
  children: string;
}

export function InfoTooltip({ topic, children }: InfoTooltipProps) {
  const [isOpen, setOpen] = useState(false);
  // React Aria closes a tooltip when its trigger is pressed; remember whether it was open first.
  const wasOpen = useRef(false);
  return (
    <TooltipTrigger delay={700} closeDelay={300} isOpen={isOpen} onOpenChange={setOpen}>
      <Button
        aria-label={`About ${topic}`}
        onPressStart={() => {
          wasOpen.current = isOpen;
        }}
        onPress={() => setOpen(!wasOpen.current)}
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
