// The 44 px bordered close button of dialogs.
import { Button } from "react-aria-components";
import { CloseIcon } from "./close-icon.tsx";

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
