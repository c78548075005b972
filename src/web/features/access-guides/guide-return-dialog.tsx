// Admin › send an access guide back to its business with a reason: shown on its manage page and
// e-mailed when the business gave an address. The reason is required, so no business is told
// "not yet" without being told why.
import {
  type AdminAccessGuide,
  GUIDE_LIMITS,
  guideRejection,
} from "../../../shared/contracts/access-guides.ts";
import { ReasonDialog } from "../../components/ui/reason-dialog.tsx";
import { useReturnGuide } from "./use-guide-review.ts";

/** How the business will read the team's reason: on its guide's page, and by e-mail if it gave one. */
export const whereTheReasonGoes = (guide: AdminAccessGuide | null) =>
  guide?.contactEmail
    ? `We will show your reason on the guide's page for the business and e-mail it to ${guide.contactEmail}.`
    : "We will show your reason on the guide's page for the business; it gave no e-mail address.";

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
  const returning = useReturnGuide(onReturned);
  return (
    <ReasonDialog
      title={guide && `Send back the guide for ${guide.name}`}
      onClose={onClose}
      schema={guideRejection}
      idPrefix="return-guide"
      intro={<p>{whereTheReasonGoes(guide)}</p>}
      label="What should the business change?"
      description="Say kindly and plainly what to check or measure again. They see exactly what you write."
      maxLength={GUIDE_LIMITS.reason}
      action={{ label: "Send back with this reason", busyLabel: "Sending…" }}
      isBusy={returning.isPending}
      onReason={(reason) => {
        if (!guide) return;
        onReturning();
        returning.mutate({ id: guide.id, reason, name: guide.name });
      }}
    />
  );
}
