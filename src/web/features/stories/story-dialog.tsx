// Clicking a story opens a dialog with its full text.
import { Link } from "wouter";
import type { PublicStory } from "../../../shared/contracts/stories.ts";
import { storyPath } from "../../../shared/permalinks.ts";
import { ReadingDialog } from "../../components/ui/reading-dialog.tsx";
import { LikeButton } from "./like-button.tsx";
import { StoryByline } from "./story-byline.tsx";
import { StoryContent } from "./story-content.tsx";

export function StoryDialog({ story }: { story: PublicStory }) {
  return (
    <ReadingDialog
      triggerLabel="Read story"
      title={story.title}
      titleId={`community-story-dialog-${story.id}`}
      href={storyPath(story)}
    >
      <StoryByline authorName={story.authorName} createdAt={story.createdAt} />
      <StoryContent content={story.content} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-3">
        <LikeButton
          storyId={story.id}
          title={story.title}
          likeCount={story.likeCount}
          anchored={false}
        />
        <Link href={storyPath(story)} className="font-semibold underline underline-offset-4">
          Link to this story
        </Link>
      </div>
    </ReadingDialog>
  );
}
