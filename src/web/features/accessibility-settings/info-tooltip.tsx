// A tooltip on a focusable info button, so keyboard users reach it too (opening after
// 700 ms). While open, its text describes the button for screen readers. A press (a tap,
// a click, Enter) opens it as well: touch screens have no hover, and the help is for everyone. A
// second press closes what a press opened; a press never closes help that hovering just opened.
import { useRef, useState } from "react";
import { Button, OverlayArrow, Tooltip, TooltipTrigger } from "react-aria-components";

interface InfoTooltipProps {
  /** What the tooltip is about, for the button's name: 'About Colour Themes'. */
  topic: string;
  children: string;
}

export function InfoTooltip({ topic, children }: InfoTooltipProps) {
  const [isOpen, setOpen] = useState(false);
  // Whether the open tooltip was opened by a press (hover and focus open it through onOpenChange).
  const openedByPress = useRef(false);
  // React Aria closes a tooltip when its trigger is pressed, before onPress runs: decide at the
  // start of the press, from what was on screen.
  const pressToClose = useRef(false);
  return (
    <TooltipTrigger
      delay={700}
      closeDelay={300}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) openedByPress.current = false;
        setOpen(open);
      }}
    >
      <Button
        aria-label={`About ${topic}`}
        onPressStart={() => {
          pressToClose.current = isOpen && openedByPress.current;
        }}
        onPress={() => {
          openedByPress.current = !pressToClose.current;
          setOpen(openedByPress.current);
        }}
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
