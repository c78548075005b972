// Admin › Pending and Approved (SPEC §2, §4): review stories, approve or unapprove them, promote
// one to the expert section or delete it, confirming the last two first.
import { useState } from "react";
import { Button } from "react-aria-components";
import { previewText } from "../../../shared/admin-preview.ts";
import type { AdminCommunityStory } from "../../../shared/contracts/community.ts";
import { formatUkDate, isoDate } from "../../../shared/dates.ts";
import { primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ConfirmDialog } from "../../components/ui/confirm-dialog.tsx";
import { useAdminStories, useModerateStory } from "./use-story-moderation.ts";

type Confirming = { story: AdminCommunityStory; action: "move-to-expert" | "delete" } | null;

function StoryCard({
  story,
  onConfirm,
}: {
  story: AdminCommunityStory;
  onConfirm: (c: NonNullable<Confirming>) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const moderate = useModerateStory();
  const preview = previewText(story.content);
  const headingId = `admin-story-${story.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border-2 border-line p-5"
    >
      <h3 id={headingId} className="font-bold text-xl">
        {story.title}
      </h3>
      <p className="text-muted">
        By {story.authorName} (
        <a href={`mailto:${story.authorEmail}`} className="underline underline-offset-4">
          {story.authorEmail}
        </a>
        ), <time dateTime={isoDate(story.createdAt)}>{formatUkDate(story.createdAt)}</time>,{" "}
        {story.likeCount} {story.likeCount === 1 ? "like" : "likes"}
      </p>
      <p className="whitespace-pre-line">{expanded ? story.content : preview.text}</p>
      <div className="flex flex-wrap gap-3">
        {preview.truncated && (
          <Button
            className={secondaryButton}
            aria-expanded={expanded}
            onPress={() => setExpanded((value) => !value)}
          >
            {expanded ? "Show less" : "Read the whole story"}
          </Button>
        )}
        <Button
          className={story.isApproved ? secondaryButton : primaryButton}
          isDisabled={moderate.isPending}
          aria-label={`${story.isApproved ? "Unapprove" : "Approve"}: ${story.title}`}
          onPress={() =>
            moderate.mutate({ id: story.id, action: story.isApproved ? "unapprove" : "approve" })
          }
        >
          {story.isApproved ? "Unapprove" : "Approve"}
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
          aria-label={`Delete: ${story.title}`}
          onPress={() => onConfirm({ story, action: "delete" })}
        >
          Delete
        </Button>
      </div>
    </article>
  );
}

export function StoriesAdmin({ approved }: { approved: boolean }) {
  const { data, isPending, isError } = useAdminStories(approved);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const moderate = useModerateStory(() => setConfirming(null));
  const title = approved ? "Approved stories" : "Pending stories";

  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-bold text-2xl">{title}</h2>
      {isPending ? (
        <p role="status">Loading stories…</p>
      ) : isError ? (
        <p role="alert" className="font-semibold text-danger">
          Stories could not be loaded. Please try again later.
        </p>
      ) : data.length === 0 ? (
        <p className="rounded-xl bg-surface p-6">
          {approved ? "No approved stories yet." : "No stories are waiting for review."}
        </p>
      ) : (
        <ul className="flex flex-col gap-4">
          {data.map((story) => (
            <li key={story.id}>
              <StoryCard story={story} onConfirm={setConfirming} />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        title={confirming?.action === "delete" ? "Delete story" : "Promote story"}
        message={
          confirming?.action === "delete"
            ? `Delete "${confirming.story.title}" for good? Its likes go with it. This cannot be undone.`
            : `Copy "${confirming?.story.title ?? ""}" into the expert articles? The original stays here.`
        }
        confirmLabel={confirming?.action === "delete" ? "Delete" : "Promote"}
        isOpen={confirming !== null}
        isPending={moderate.isPending}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() =>
          confirming && moderate.mutate({ id: confirming.story.id, action: confirming.action })
        }
      />
    </div>
  );
}
