// Admin › take a published guide off the site, with a reason the business is shown on its manage
// page and e-mailed when it gave an address. The reason is required, so no business loses its
// guide without being told why.
import { guideTakeDown } from "../../../shared/contracts/access-guide-moderation.ts";
import { type AdminAccessGuide, GUIDE_LIMITS } from "../../../shared/contracts/access-guides.ts";
import { ReasonDialog } from "../../components/ui/reason-dialog.tsx";
import { whereTheReasonGoes } from "./guide-return-dialog.tsx";
import { useTakeDownGuide } from "./use-guide-take-down.ts";

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
  const takeDown = useTakeDownGuide(onTakenDown);
  return (
    <ReasonDialog
      title={guide && `Take down the guide for ${guide.name}`}
      onClose={onClose}
      schema={guideTakeDown}
      idPrefix="take-down-guide"
      intro={
        <p>
          The guide comes off the site at once: its page, the directory and the open data. It is not
          deleted, and the business can put it right and send it to us again.{" "}
          {whereTheReasonGoes(guide)}
        </p>
      }
      label="Why is it coming off the site?"
      description="Say kindly and plainly what is wrong and what would put it right. The business sees exactly what you write."
      maxLength={GUIDE_LIMITS.reason}
      action={{ label: "Take down with this reason", busyLabel: "Taking down…", danger: true }}
      isBusy={takeDown.isPending}
      onReason={(reason) => {
        if (!guide) return;
        onTakingDown();
        takeDown.mutate({ id: guide.id, reason, name: guide.name });
      }}
    />
  );
}
