// The cross used by every close control, and the 44 px bordered close button of dialogs.
import { Button } from "react-aria-components";

export function CloseIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4">
      <path stroke="currentColor" strokeWidth="2" d="m3 3 10 10M13 3 3 13" />
    </svg>
  );
}

/** Closes the surrounding React Aria dialog (its `close` slot); the label names what closes. */
export function DialogCloseButton({ label }: { label: string }) {
  return (
    <Button
      slot="close"
      aria-label={label}
      className="grid size-11 shrink-0 place-items-center rounded-md border-2 border-line"
    >
      <CloseIcon />
    </Button>
  );
}
