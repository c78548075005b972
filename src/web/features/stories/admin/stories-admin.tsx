// Admin › Pending and Approved (docs/product.md#moderating-stories): review stories, correct them,
// approve or unapprove them, promote one to the expert section, return it to its author with a
// reason, or delete it; or select several and act on them at once. Promotion and deletion are
// confirmed first; returning asks for the reason the author is e-mailed.

import { useState } from "react";
import { Button } from "react-aria-components";
import type { AdminStoryListItem } from "../../../../shared/contracts/stories.ts";
import { formatUkDate, isoDate } from "../../../../shared/dates.ts";
import { AlertMessage } from "../../../components/ui/alert-message.tsx";
import { BusyButton } from "../../../components/ui/busy-button.tsx";
import { primaryButton, secondaryButton } from "../../../components/ui/button-styles.ts";
import { Checkbox } from "../../../components/ui/checkbox.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { useFocusAfterRemoval } from "../../../lib/focus-after-removal.ts";
import { AdminPreviewText } from "./admin-preview-text.tsx";
import { StoryEditDialog } from "./story-edit-dialog.tsx";
import { StoryReturnDialog } from "./story-return-dialog.tsx";
import { useAdminStories, useBulkModerate, useModerateStory } from "./use-story-moderation.ts";

type Confirming =
  | { action: "move-to-expert" | "delete"; story: AdminStoryListItem }
  | { action: "bulk-delete"; ids: number[] }
  | null;

interface StoryCardProps {
  story: AdminStoryListItem;
  isSelected: boolean;
  isApproving: boolean;
  onSelect: (isSelected: boolean) => void;
  onApprove: () => void;
  onEdit: () => void;
  onReturn: () => void;
  onConfirm: (confirming: NonNullable<Confirming>) => void;
}

function StoryCard(props: StoryCardProps) {
  const { story, isSelected, onSelect, onEdit, onConfirm } = props;
  const headingId = `admin-story-${story.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-xl border-2 p-5 ${isSelected ? "border-accent bg-surface" : "border-line"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h4 id={headingId} tabIndex={-1} data-item-focus className="font-bold text-xl">
          {story.title}
        </h4>
        <Checkbox isSelected={isSelected} onChange={onSelect} aria-label={`Select: ${story.title}`}>
          Select
        </Checkbox>
      </div>
      <p className="text-muted">
        By {story.authorName} (
        <a href={`mailto:${story.authorEmail}`} className="underline underline-offset-4">
          {story.authorEmail}
        </a>
        ), <time dateTime={isoDate(story.createdAt)}>{formatUkDate(story.createdAt)}</time>,{" "}
        {story.likeCount} {story.likeCount === 1 ? "like" : "likes"}
      </p>
      {story.expertArticleId !== null && (
        <p className="w-fit rounded-full border-2 border-accent px-3 py-0.5 font-semibold">
          Also in Expert Articles
        </p>
      )}
      <AdminPreviewText text={story.content} moreLabel="Read the whole story" of={story.title} />
      <div className="flex flex-wrap gap-3">
        <BusyButton
          className={story.isApproved ? secondaryButton : primaryButton}
          isBusy={props.isApproving}
          aria-label={`${story.isApproved ? "Unapprove" : "Approve"}: ${story.title}`}
          onPress={props.onApprove}
        >
          {story.isApproved ? "Unapprove" : "Approve"}
        </BusyButton>
        <Button className={secondaryButton} aria-label={`Edit: ${story.title}`} onPress={onEdit}>
          Edit
        </Button>
        <Button
          className={secondaryButton}
          aria-label={`Promote to expert articles: ${story.title}`}
          onPress={() => onConfirm({ story, action: "move-to-expert" })}
        >
          Promote to expert articles
        </Button>
        <Button
          className={secondaryButton}
          aria-label={`Return with a reason: ${story.title}`}
          onPress={props.onReturn}
        >
          Return with a reason
        </Button>
        <Button
          className={secondaryButton}
          aria-label={`Delete: ${story.title}`}
          onPress={() => onConfirm({ story, action: "delete" })}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}

function confirmText(confirming: Confirming) {
  if (confirming?.action === "bulk-delete") {
    const count = confirming.ids.length;
    return {
      title: count === 1 ? "Delete 1 story" : `Delete ${count} stories`,
      message: `Delete the ${count === 1 ? "selected story" : `${count} selected stories`} for good? Their likes go with them. This cannot be undone.`,
      confirmLabel: "Delete",
    };
  }
  if (confirming?.action === "delete") {
    return {
      title: "Delete story",
      message: `Delete "${confirming.story.title}" for good? Its likes go with it. This cannot be undone.`,
      confirmLabel: "Delete",
    };
  }
  return {
    title: "Promote story",
    message: `Copy "${confirming?.story.title ?? ""}" into the expert articles? The original stays here.`,
    confirmLabel: "Promote",
  };
}

export function StoriesAdmin({ approved }: { approved: boolean }) {
  const { data, isPending, isError } = useAdminStories(approved);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [editing, setEditing] = useState<AdminStoryListItem | null>(null);
  const [returning, setReturning] = useState<AdminStoryListItem | null>(null);
  const [selection, setSelection] = useState<ReadonlySet<number>>(new Set());
  // Where focus goes once stories leave this list.
  const focus = useFocusAfterRemoval<HTMLUListElement, HTMLHeadingElement>();
  const done = () => {
    setConfirming(null);
    focus.removed();
  };
  const moderate = useModerateStory(done);
  const bulk = useBulkModerate(() => {
    setSelection(new Set());
    done();
  });
  const title = approved ? "Approved stories" : "Pending stories";
  // Stories that left this list (approved, deleted) drop out of the selection by themselves.
  const selectedIds = (data ?? []).filter((story) => selection.has(story.id)).map(({ id }) => id);
  const select = (id: number, isSelected: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (isSelected) next.add(id);
      else next.delete(id);
      return next;
    });
  const listAction = approved ? "unapprove" : "approve";
  const confirmation = confirmText(confirming);

  return (
    <div className="flex flex-col gap-4">
      <h3 ref={focus.fallback} tabIndex={-1} className="font-bold text-2xl">
        {title}
      </h3>
      {isPending ? (
        <p role="status">Loading stories…</p>
      ) : isError ? (
        <AlertMessage>Stories could not be loaded. Please try again later.</AlertMessage>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-6">
          {approved ? "No approved stories yet." : "No stories are waiting for review."}
        </p>
      ) : (
        <>
          <fieldset className="flex min-w-0 flex-wrap items-center gap-3 rounded-xl border-2 border-line p-3">
            <legend className="sr-only">
              Act on several {approved ? "approved" : "pending"} stories
            </legend>
            <Checkbox
              isSelected={selectedIds.length === data.length}
              isIndeterminate={selectedIds.length > 0 && selectedIds.length < data.length}
              onChange={(all) => setSelection(new Set(all ? data.map(({ id }) => id) : []))}
            >
              Select all
            </Checkbox>
            <p role="status" className="grow text-muted">
              {selectedIds.length} of {data.length} selected
            </p>
            <BusyButton
              className={approved ? secondaryButton : primaryButton}
              isDisabled={selectedIds.length === 0}
              isBusy={bulk.isPending && bulk.variables?.action === listAction}
              onPress={() => {
                focus.removing(selectedIds);
                bulk.mutate({ action: listAction, ids: selectedIds });
              }}
            >
              {approved ? "Unapprove selected" : "Approve selected"}
            </BusyButton>
            <Button
              className={secondaryButton}
              isDisabled={selectedIds.length === 0}
              onPress={() => setConfirming({ action: "bulk-delete", ids: selectedIds })}
            >
              Delete selected
            </Button>
          </fieldset>
          <ul ref={focus.list} className="flex flex-col gap-4">
            {data.map((story) => (
              <li key={story.id} data-item-id={story.id}>
                <StoryCard
                  story={story}
                  isSelected={selection.has(story.id)}
                  isApproving={moderate.isPending && moderate.variables?.id === story.id}
                  onSelect={(isSelected) => select(story.id, isSelected)}
                  onApprove={() => {
                    focus.removing([story.id]);
                    moderate.mutate({ id: story.id, action: listAction });
                  }}
                  onEdit={() => setEditing(story)}
                  onReturn={() => setReturning(story)}
                  onConfirm={setConfirming}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      <StoryEditDialog story={editing} onClose={() => setEditing(null)} />
      <StoryReturnDialog
        story={returning}
        onClose={() => setReturning(null)}
        onReturning={() => returning && focus.removing([returning.id])}
        onReturned={() => {
          setReturning(null);
          focus.removed();
        }}
      />
      <ConfirmDialog
        {...confirmation}
        isOpen={confirming !== null}
        isPending={moderate.isPending || bulk.isPending}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => {
          if (confirming?.action === "bulk-delete") {
            focus.removing(confirming.ids);
            bulk.mutate({ action: "delete", ids: confirming.ids });
          } else if (confirming) {
            if (confirming.action === "delete") focus.removing([confirming.story.id]);
            else focus.keep(); // a promoted story stays; its button gets focus back
            moderate.mutate({ id: confirming.story.id, action: confirming.action });
          }
        }}
      />
    </div>
  );
}
