// Admin › edit a story before approving it: title, summary and content, checked with the rules a
// visitor's submission meets. The server keeps the author's original wording in the audit log.
// Closing the dialog with Escape (or by any way but Cancel) keeps unsaved changes as a draft that
// comes back when the story is edited again; Cancel discards them.

import { useEffect, useRef, useState } from "react";
import { Button } from "react-aria-components";
import {
  type AdminStory,
  STORY_LIMITS,
  type StoryEdit,
  type StoryEditInput,
  storyEdit,
} from "../../../../shared/contracts/stories.ts";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles.ts";
import { ErrorSummary, type SummaryField } from "../../../components/ui/error-summary.tsx";
import { FormTextField } from "../../../components/ui/form-text-field.tsx";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";
import { useAccessibleForm } from "../../../components/ui/use-accessible-form.ts";
import { useEditStory } from "./use-story-moderation.ts";

type FieldName = "title" | "excerpt" | "content";

const FIELDS: SummaryField<FieldName>[] = [
  { name: "title", id: "edit-story-title" },
  { name: "excerpt", id: "edit-story-excerpt" },
  { name: "content", id: "edit-story-content" },
];

/** Unsaved edits by story id, for this visit to the admin page (memory only). */
const drafts = new Map<number, StoryEditInput>();

const savedValues = (story: AdminStory): StoryEditInput => ({
  title: story.title,
  excerpt: story.excerpt ?? "",
  content: story.content,
});

function EditStoryForm({ story, onDone }: { story: AdminStory; onDone: () => void }) {
  const [restored] = useState(() => drafts.has(story.id));
  const { form, submitWith, summary } = useAccessibleForm({
    schema: storyEdit,
    defaultValues: drafts.get(story.id) ?? savedValues(story),
    fields: FIELDS,
  });
  const { control, getValues } = form;
  const discard = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the dialog closes
  useEffect(
    () => () => {
      const values = getValues();
      const saved = savedValues(story);
      const changed = (Object.keys(saved) as FieldName[]).some((k) => values[k] !== saved[k]);
      if (changed && !discard.current) drafts.set(story.id, values);
      else drafts.delete(story.id);
    },
    [],
  );
  const save = useEditStory(() => {
    discard.current = true;
    onDone();
  });

  const onValid = (edit: StoryEdit) => {
    if (!save.isPending) save.mutate({ id: story.id, edit });
  };

  return (
    <form noValidate onSubmit={submitWith(onValid)} className="flex flex-col gap-5">
      <p className="text-muted">
        By {story.authorName}. Correct spelling or remove personal details before approving; the
        author's original wording stays in the activity log.
      </p>
      {restored && (
        <p className="rounded-md border-2 border-accent p-3 font-semibold">
          Your unsaved changes from earlier are back. Cancel discards them.
        </p>
      )}
      <ErrorSummary id="edit-story-error-summary" subject="the story" {...summary} />
      <FormTextField
        control={control}
        name="title"
        id="edit-story-title"
        label="Title"
        isRequired
        maxLength={STORY_LIMITS.title}
      />
      <FormTextField
        control={control}
        name="excerpt"
        id="edit-story-excerpt"
        label="Short summary"
        description="Leave it blank to use the first 150 characters of the story."
        multiline
        rows={3}
        maxLength={STORY_LIMITS.excerpt}
      />
      <FormTextField
        control={control}
        name="content"
        id="edit-story-content"
        label="Story"
        description={`At least ${STORY_LIMITS.contentMin} characters.`}
        isRequired
        multiline
        rows={10}
        maxLength={STORY_LIMITS.content}
      />
      {/* Left-aligned, primary first: toasts sit at the bottom right and must not cover them. */}
      <div className="flex flex-wrap gap-3">
        <BusyButton type="submit" isBusy={save.isPending} className={primaryButton}>
          {save.isPending ? "Saving…" : "Save changes"}
        </BusyButton>
        <Button
          slot="close"
          className={secondaryButton}
          onPress={() => {
            discard.current = true;
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function StoryEditDialog({
  story,
  onClose,
}: {
  story: AdminStory | null;
  onClose: () => void;
}) {
  return (
    <ModalDialog
      title={story ? `Edit "${story.title}"` : "Edit story"}
      isOpen={story !== null}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={false}
    >
      {story && <EditStoryForm key={story.id} story={story} onDone={onClose} />}
    </ModalDialog>
  );
}
