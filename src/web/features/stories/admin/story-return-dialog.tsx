// Admin › return a story to its author with a reason: the reason is e-mailed to them (through the
// outbox), then the story is deleted, as Delete does. The reason is required, so no author is told
// "no" without being told why.

import { Button } from "react-aria-components";
import {
  type AdminStory,
  REJECTION_REASON_MAX,
  type StoryRejection,
  storyRejection,
} from "../../../../shared/contracts/stories.ts";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../../components/ui/error-summary.tsx";
import { FormTextField } from "../../../components/ui/form-text-field.tsx";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { useAccessibleForm } from "../../../components/ui/use-accessible-form.ts";
import { useReturnStory } from "./use-story-moderation.ts";

const FIELDS: SummaryField<"reason">[] = [{ name: "reason", id: "return-story-reason" }];

interface FormProps {
  story: AdminStory;
  /** Just before the story is sent back: it is about to leave the list. */
  onReturning: () => void;
  onDone: () => void;
}

function ReturnStoryForm({ story, onReturning, onDone }: FormProps) {
  const { form, submitWith, summary } = useAccessibleForm({
    schema: storyRejection,
    defaultValues: { reason: "" },
    fields: FIELDS,
  });
  const returning = useReturnStory(onDone);
  const onValid = (rejection: StoryRejection) => {
    if (returning.isPending) return;
    onReturning();
    returning.mutate({ id: story.id, rejection, author: story.authorName });
  };
  return (
    <form noValidate onSubmit={submitWith(onValid)} className="flex flex-col gap-5">
      <p>
        We will e-mail your reason to {story.authorName} at {story.authorEmail}, then delete the
        story. This cannot be undone.
      </p>
      <ErrorSummary id="return-story-error-summary" subject="the reason" {...summary} />
      <FormTextField
        control={form.control}
        name="reason"
        id="return-story-reason"
        label="Reason for the author"
        description="Say kindly and plainly why it cannot be published as it is, and what would help if they send it again. They see exactly what you write."
        isRequired
        multiline
        rows={6}
        maxLength={REJECTION_REASON_MAX}
      />
      {/* Left-aligned, primary first: toasts sit at the bottom right and must not cover them. */}
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" isBusy={returning.isPending} className={primaryButton}>
          {returning.isPending ? "Returning…" : "E-mail the reason and delete"}
        </BusyButton>
        <Button slot="close" className={secondaryButton}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function StoryReturnDialog({
  story,
  onClose,
  onReturning,
  onReturned,
}: {
  story: AdminStory | null;
  onClose: () => void;
  onReturning: () => void;
  onReturned: () => void;
}) {
  return (
    <ModalDialog
      title={story ? `Return "${story.title}" to its author` : "Return story"}
      isOpen={story !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      {story && (
        <ReturnStoryForm
          key={story.id}
          story={story}
          onReturning={onReturning}
          onDone={onReturned}
        />
      )}
    </ModalDialog>
  );
}
