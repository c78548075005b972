// Sending a piece in review back to its author: the editor says, in a note the author will read in
// their editor, what to change before it can be published. The piece becomes a draft again.
import { useId, useState } from "react";
import { REVIEW_NOTE_MAX, sendBackInput } from "../../../shared/contracts/publishing.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton } from "../../components/ui/button-styles.ts";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { TextInput } from "./text-input.tsx";

interface SendBackDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** "article", "news item". */
  noun: string;
  isSending: boolean;
  onSend: (note: string) => void;
}

export function SendBackDialog({
  isOpen,
  onOpenChange,
  noun,
  isSending,
  onSend,
}: SendBackDialogProps) {
  const [note, setNote] = useState("");
  const [problem, setProblem] = useState<string | undefined>();
  const id = useId();

  const send = () => {
    const parsed = sendBackInput.safeParse({ note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      document.getElementById(id)?.focus();
      return;
    }
    setProblem(undefined);
    onSend(parsed.data.note);
  };

  return (
    <ModalDialog
      title={`Send the ${noun} back`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={false}
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <TextInput
          id={id}
          label="Note for the author"
          description={`Say what to change before it can be published. The ${noun} goes back to them as a draft, with your note above it.`}
          value={note}
          onChange={setNote}
          maxLength={REVIEW_NOTE_MAX}
          invalid={problem}
          rows={5}
        />
        <BusyButton type="submit" className={`${primaryButton} self-start`} isBusy={isSending}>
          Send back
        </BusyButton>
      </form>
    </ModalDialog>
  );
}
