// Admin › take a published guide off the site, with a reason the business is shown on its manage
// page and e-mailed when it gave an address. The reason is required, so no business loses its
// guide without being told why.
import { Button } from "react-aria-components";
import { guideTakeDown } from "../../../shared/contracts/access-guide-moderation.ts";
import { type AdminAccessGuide, GUIDE_LIMITS } from "../../../shared/contracts/access-guides.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { dangerButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { useTakeDownGuide } from "./use-guide-take-down.ts";

const FIELDS: SummaryField<"reason">[] = [{ name: "reason", id: "take-down-guide-reason" }];

function TakeDownForm({
  guide,
  onTakingDown,
  onDone,
}: {
  guide: AdminAccessGuide;
  onTakingDown: () => void;
  onDone: () => void;
}) {
  const { form, submitWith, summary } = useAccessibleForm({
    schema: guideTakeDown,
    defaultValues: { reason: "" },
    fields: FIELDS,
  });
  const takeDown = useTakeDownGuide(onDone);
  return (
    <form
      noValidate
      onSubmit={submitWith(({ reason }) => {
        if (takeDown.isPending) return;
        onTakingDown();
        takeDown.mutate({ id: guide.id, reason, name: guide.name });
      })}
      className="flex flex-col gap-5"
    >
      <p>
        The guide comes off the site at once: its page, the directory and the open data. It is not
        deleted, and the business can put it right and send it to us again.{" "}
        {guide.contactEmail
          ? `We will show your reason on the guide's page for the business and e-mail it to ${guide.contactEmail}.`
          : "We will show your reason on the guide's page for the business; it gave no e-mail address."}
      </p>
      <ErrorSummary id="take-down-guide-error-summary" subject="the reason" {...summary} />
      <FormTextField
        control={form.control}
        name="reason"
        id="take-down-guide-reason"
        label="Why is it coming off the site?"
        description="Say kindly and plainly what is wrong and what would put it right. The business sees exactly what you write."
        isRequired
        multiline
        rows={5}
        maxLength={GUIDE_LIMITS.reason}
      />
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" isBusy={takeDown.isPending} className={dangerButton}>
          {takeDown.isPending ? "Taking down…" : "Take down with this reason"}
        </BusyButton>
        <Button slot="close" className={secondaryButton}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function GuideTakeDownDialog({
  guide,
  onClose,
  onTakingDown,
  onTakenDown,
}: {
  guide: AdminAccessGuide | null;
  onClose: () => void;
  /** Just before the take-down: the list picks where focus will go. */
  onTakingDown: () => void;
  /** Once it is down and the list fetched again (closes the dialog). */
  onTakenDown: () => void;
}) {
  return (
    <ModalDialog
      title={guide ? `Take down the guide for ${guide.name}` : "Take down a guide"}
      isOpen={guide !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      {guide && (
        <TakeDownForm
          key={guide.id}
          guide={guide}
          onTakingDown={onTakingDown}
          onDone={onTakenDown}
        />
      )}
    </ModalDialog>
  );
}
