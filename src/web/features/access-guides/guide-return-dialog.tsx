// Admin › send an access guide back to its business with a reason: shown on its manage page and
// e-mailed when the business gave an address. The reason is required, so no business is told
// "not yet" without being told why.
import { Button } from "react-aria-components";
import {
  type AdminAccessGuide,
  GUIDE_LIMITS,
  guideRejection,
} from "../../../shared/contracts/access-guides.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../components/ui/error-summary.tsx";
import { FormTextField } from "../../components/ui/form-text-field.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { useAccessibleForm } from "../../components/ui/use-accessible-form.ts";
import { useReturnGuide } from "./use-guide-review.ts";

const FIELDS: SummaryField<"reason">[] = [{ name: "reason", id: "return-guide-reason" }];

function ReturnGuideForm({
  guide,
  onReturning,
  onDone,
}: {
  guide: AdminAccessGuide;
  onReturning: () => void;
  onDone: () => void;
}) {
  const { form, submitWith, summary } = useAccessibleForm({
    schema: guideRejection,
    defaultValues: { reason: "" },
    fields: FIELDS,
  });
  const returning = useReturnGuide(onDone);
  return (
    <form
      noValidate
      onSubmit={submitWith(({ reason }) => {
        if (returning.isPending) return;
        onReturning();
        returning.mutate({ id: guide.id, reason, name: guide.name });
      })}
      className="flex flex-col gap-5"
    >
      <p>
        {guide.contactEmail
          ? `We will show your reason on the guide's page for the business and e-mail it to ${guide.contactEmail}.`
          : "We will show your reason on the guide's page for the business; it gave no e-mail address."}
      </p>
      <ErrorSummary id="return-guide-error-summary" subject="the reason" {...summary} />
      <FormTextField
        control={form.control}
        name="reason"
        id="return-guide-reason"
        label="What should the business change?"
        description="Say kindly and plainly what to check or measure again. They see exactly what you write."
        isRequired
        multiline
        rows={5}
        maxLength={GUIDE_LIMITS.reason}
      />
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" isBusy={returning.isPending} className={primaryButton}>
          {returning.isPending ? "Sending…" : "Send back with this reason"}
        </BusyButton>
        <Button slot="close" className={secondaryButton}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function GuideReturnDialog({
  guide,
  onClose,
  onReturning = () => {},
  onReturned = onClose,
}: {
  guide: AdminAccessGuide | null;
  onClose: () => void;
  /** Just before the guide is sent back: the queue picks where focus will go. */
  onReturning?: () => void;
  /** Once it has been sent back and the queue fetched again (closes the dialog). */
  onReturned?: () => void;
}) {
  return (
    <ModalDialog
      title={guide ? `Send back the guide for ${guide.name}` : "Send back a guide"}
      isOpen={guide !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      {guide && (
        <ReturnGuideForm
          key={guide.id}
          guide={guide}
          onReturning={onReturning}
          onDone={onReturned}
        />
      )}
    </ModalDialog>
  );
}
