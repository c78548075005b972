// Admin › return a story to its author with a reason: the reason is e-mailed to them (through the
// outbox), then the story is deleted, as Delete does. The reason is required, so no author is told
// "no" without being told why.
import {
  type AdminStory,
  REJECTION_REASON_MAX,
  storyRejection,
} from "../../../../shared/contracts/stories.ts";
import { ReasonDialog } from "../../../components/ui/reason-dialog.tsx";
import { useReturnStory } from "./use-story-moderation.ts";

export function StoryReturnDialog({
  story,
  onClose,
  onReturning,
  onReturned,
}: {
  story: AdminStory | null;
  onClose: () => void;
  /** Just before the story is sent back: it is about to leave the list. */
  onReturning: () => void;
  onReturned: () => void;
}) {
  const returning = useReturnStory(onReturned);
  return (
    <ReasonDialog
      title={story && `Return "${story.title}" to its author`}
      onClose={onClose}
      schema={storyRejection}
      idPrefix="return-story"
      intro={
        <p>
          We will e-mail your reason to {story?.authorName} at {story?.authorEmail}, then delete the
          story. This cannot be undone.
        </p>
      }
      label="Reason for the author"
      description="Say kindly and plainly why it cannot be published as it is, and what would help if they send it again. They see exactly what you write."
      maxLength={REJECTION_REASON_MAX}
      rows={6}
      action={{ label: "E-mail the reason and delete", busyLabel: "Returning…" }}
      isBusy={returning.isPending}
      onReason={(reason) => {
        if (!story) return;
        onReturning();
        returning.mutate({ id: story.id, rejection: { reason }, author: story.authorName });
      }}
    />
  );
}
