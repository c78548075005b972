import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import { BusyButton } from "./busy-button.tsx";
import { dangerButton, secondaryButton } from "./button-styles.ts";
import { ModalDialog } from "./modal-dialog.tsx";

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  isOpen: boolean;
  isPending?: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onConfirm: () => void;
  /** A choice to make with the confirmation, such as a checkbox, shown below the message. */
  children?: ReactNode;
}

/** An alert dialog asking before something that cannot be undone. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <ModalDialog
      title={props.title}
      isOpen={props.isOpen}
      onOpenChange={props.onOpenChange}
      role="alertdialog"
    >
      <p className="text-lg">{props.message}</p>
      {props.children}
      <div className="flex flex-wrap justify-end gap-3">
        <Button className={secondaryButton} onPress={() => props.onOpenChange(false)}>
          Cancel
        </Button>
        <BusyButton
          className={dangerButton}
          onPress={props.onConfirm}
          isBusy={props.isPending ?? false}
        >
          {props.confirmLabel}
        </BusyButton>
      </div>
    </ModalDialog>
  );
}
