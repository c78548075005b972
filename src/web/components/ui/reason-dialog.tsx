// A dialog that asks the team for a reason before an action someone outside it will be told
// about (a guide sent back or taken down, a story returned): the reason is required, the person
// sees exactly what is written, and the action's button says what will happen.
import type { ReactNode } from "react";
import { Button } from "react-aria-components";
import type { ZodType } from "zod";
import { BusyButton } from "./busy-button.tsx";
import { dangerButton, primaryButton, secondaryButton } from "./button-styles.ts";
import { ErrorSummary, type SummaryField } from "./error-summary.tsx";
import { FormTextField } from "./form-text-field.tsx";
import { ModalDialog } from "./modal-dialog.tsx";
import { useAccessibleForm } from "./use-accessible-form.ts";

export interface ReasonDialogProps {
  /** The dialog's heading; null while it is closed. */
  title: string | null;
  onClose: () => void;
  /** The reason's contract: an object with `reason`, as the API checks it. */
  schema: ZodType<{ reason: string }, { reason: string }>;
  /** Starts the field's and the error summary's ids: "return-guide" → "return-guide-reason". */
  idPrefix: string;
  /** What will happen, and who will be told how. */
  intro: ReactNode;
  label: string;
  description: string;
  maxLength: number;
  rows?: number;
  action: { label: string; busyLabel: string; danger?: boolean };
  isBusy: boolean;
  /** With a valid reason; not called again while the action is under way. */
  onReason: (reason: string) => void;
}

function ReasonForm({
  schema,
  idPrefix,
  intro,
  label,
  description,
  maxLength,
  rows = 5,
  action,
  isBusy,
  onReason,
}: Omit<ReasonDialogProps, "title" | "onClose">) {
  const fieldId = `${idPrefix}-reason`;
  const fields: SummaryField<"reason">[] = [{ name: "reason", id: fieldId }];
  const { form, submitWith, summary } = useAccessibleForm({
    schema,
    defaultValues: { reason: "" },
    fields,
  });
  return (
    <form
      noValidate
      onSubmit={submitWith(({ reason }) => {
        if (!isBusy) onReason(reason);
      })}
      className="flex flex-col gap-5"
    >
      {intro}
      <ErrorSummary id={`${idPrefix}-error-summary`} subject="the reason" {...summary} />
      <FormTextField
        control={form.control}
        name="reason"
        id={fieldId}
        label={label}
        description={description}
        isRequired
        multiline
        rows={rows}
        maxLength={maxLength}
      />
      {/* Left-aligned, the action first: toasts sit at the bottom right and must not cover them. */}
      <div className="flex flex-wrap gap-3">
        <BusyButton
          type="submit"
          isBusy={isBusy}
          className={action.danger ? dangerButton : primaryButton}
        >
          {isBusy ? action.busyLabel : action.label}
        </BusyButton>
        <Button slot="close" className={secondaryButton}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function ReasonDialog({ title, onClose, ...form }: ReasonDialogProps) {
  return (
    <ModalDialog
      title={title ?? ""}
      isOpen={title !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      {title !== null && <ReasonForm key={title} {...form} />}
    </ModalDialog>
  );
}
