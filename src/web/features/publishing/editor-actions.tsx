// The row under a piece's fields: save, ask for a review, publish, send back, take down, preview,
// and whether there are unsaved changes. Publishing, sending back and taking down are an editor's
// (publish-content); a contributor asks for a review instead, and waits while it is in review.
import { Button } from "react-aria-components";
import type { PublicationStatus } from "../../../shared/publication.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ExternalLink } from "../../components/ui/external-link.tsx";
import { useCan } from "../../lib/use-admin-session.ts";

interface EditorActionsProps {
  /** As last saved; undefined until the first save. */
  saved: { status: PublicationStatus } | undefined;
  previewHref: string | undefined;
  dirty: boolean;
  isSaving: boolean;
  isTakingDown: boolean;
  isSubmitting: boolean;
  onPublish: () => void;
  onTakeDown: () => void;
  onSubmitForReview: () => void;
  onSendBack: () => void;
}

export function EditorActions({
  saved,
  previewHref,
  dirty,
  isSaving,
  isTakingDown,
  isSubmitting,
  onPublish,
  onTakeDown,
  onSubmitForReview,
  onSendBack,
}: EditorActionsProps) {
  const mayPublish = useCan("publish-content");
  const status = saved?.status;
  const isPublic = status === "published" || status === "scheduled";
  // While it waits for review a contributor's piece is the editors' to change.
  const waiting = !mayPublish && status === "in_review";
  return (
    <div className="flex flex-wrap gap-3">
      {!waiting && (
        <BusyButton type="submit" className={primaryButton} isBusy={isSaving}>
          {status === "published" ? "Save and update the page" : "Save draft"}
        </BusyButton>
      )}
      {!mayPublish && status === "draft" && (
        <BusyButton className={secondaryButton} isBusy={isSubmitting} onPress={onSubmitForReview}>
          Submit for review
        </BusyButton>
      )}
      {mayPublish && saved && status !== "published" && (
        <Button className={secondaryButton} onPress={onPublish}>
          Publish…
        </Button>
      )}
      {mayPublish && status === "in_review" && (
        <Button className={secondaryButton} onPress={onSendBack}>
          Send back…
        </Button>
      )}
      {mayPublish && isPublic && (
        <BusyButton className={secondaryButton} isBusy={isTakingDown} onPress={onTakeDown}>
          {status === "scheduled" ? "Cancel the schedule" : "Take off the site"}
        </BusyButton>
      )}
      {previewHref && (
        <ExternalLink
          href={previewHref}
          className="inline-flex min-h-11 items-center self-center font-semibold underline underline-offset-4"
        >
          Preview its page{dirty ? " (as last saved)" : ""}
        </ExternalLink>
      )}
      {dirty && <p className="self-center text-muted">Unsaved changes</p>}
    </div>
  );
}
