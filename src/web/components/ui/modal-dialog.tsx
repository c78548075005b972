// A centred modal dialog (React Aria): traps focus, closes on Escape, returns focus on close.
import type { ReactNode } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { DialogCloseButton } from "./close-button.tsx";

interface ModalDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  /** alertdialog for confirmations. */
  role?: "dialog" | "alertdialog";
  /** Whether a click outside closes it; forms say no, so a stray click loses no typing. */
  isDismissable?: boolean;
}

export function ModalDialog({
  title,
  isOpen,
  onOpenChange,
  children,
  role,
  isDismissable = role !== "alertdialog",
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      className="dialog-backdrop fixed inset-0 z-40 flex overflow-y-auto bg-black/50 p-4"
    >
      <Modal className="dialog-surface m-auto w-full max-w-2xl rounded-2xl border-2 border-line bg-page text-ink shadow-2xl">
        <Dialog role={role} className="flex flex-col gap-4 p-6 outline-none">
          <div className="flex items-start justify-between gap-4">
            <Heading slot="title" className="font-bold text-2xl">
              {title}
            </Heading>
            <DialogCloseButton label="Close" />
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
