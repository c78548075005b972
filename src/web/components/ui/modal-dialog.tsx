// A centred modal dialog (React Aria): traps focus, closes on Escape, returns focus on close.
import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";

interface ModalDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** alertdialog for confirmations. */
  role?: "dialog" | "alertdialog";
}

export function ModalDialog({ title, isOpen, onOpenChange, children, role }: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={role !== "alertdialog"}
      className="fixed inset-0 z-40 flex overflow-y-auto bg-black/50 p-4"
    >
      <Modal className="m-auto w-full max-w-2xl rounded-2xl border-2 border-line bg-page text-ink shadow-2xl">
        <Dialog role={role} className="flex flex-col gap-4 p-6 outline-none">
          <div className="flex items-start justify-between gap-4">
            <Heading slot="title" className="font-bold text-2xl">
              {title}
            </Heading>
            <Button
              slot="close"
              aria-label="Close"
              className="grid size-11 shrink-0 place-items-center rounded-md border-2 border-line"
            >
              <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4">
                <path stroke="currentColor" strokeWidth="2" d="m3 3 10 10M13 3 3 13" />
              </svg>
            </Button>
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
