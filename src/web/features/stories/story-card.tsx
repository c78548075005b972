import type { PublicStory } from "../../../shared/contracts/stories.ts";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import { LikeButton } from "./like-button.tsx";
import { StoryByline } from "./story-byline.tsx";
import { StoryDialog } from "./story-dialog.tsx";

export function StoryCard({ story }: { story: PublicStory }) {
  const titleId = `community-story-${story.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-xl border-2 border-line p-5"
    >
      <h4 id={titleId} className="font-bold text-xl leading-tight">
        {story.title}
      </h4>
      <StoryByline authorName={story.authorName} createdAt={story.createdAt} />
      <p className="flex-1">{story.excerpt ?? generateExcerpt(story.content)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <StoryDialog story={story} />
        <LikeButton storyId={story.id} title={story.title} likeCount={story.likeCount} />
      </div>
    </article>
  );
}
