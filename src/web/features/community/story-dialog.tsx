// SPEC §2: clicking a story opens a dialog with its full text.
import type { PublicCommunityStory } from "../../../shared/contracts/community.ts";
import { ReadingDialog } from "../../components/ui/reading-dialog.tsx";
import { LikeButton } from "./like-button.tsx";
import { StoryByline } from "./story-byline.tsx";
import { StoryContent } from "./story-content.tsx";

export function StoryDialog({ story }: { story: PublicCommunityStory }) {
  return (
    <ReadingDialog
      triggerLabel="Read story"
      title={story.title}
      titleId={`community-story-dialog-${story.id}`}
    >
      <StoryByline authorName={story.authorName} createdAt={story.createdAt} />
      <StoryContent content={story.content} />
      <div>
        <LikeButton storyId={story.id} title={story.title} likeCount={story.likeCount} />
      </div>
    </ReadingDialog>
  );
}
