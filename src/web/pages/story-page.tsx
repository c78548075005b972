// /advice-and-solutions/stories/<id>-<slug>: one approved community story, with its like button.
import type { PublicStory } from "../../shared/contracts/stories.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ItemPage } from "../features/permalinks/item-page.tsx";
import { LikeButton } from "../features/stories/like-button.tsx";
import { StoryByline } from "../features/stories/story-byline.tsx";
import { StoryContent } from "../features/stories/story-content.tsx";
import { storyQuery } from "../lib/queries/permalinks.ts";

export default function StoryPage() {
  return (
    <ItemPage
      query={storyQuery}
      back={{ href: "/advice-and-solutions?tab=community-stories", label: "All community stories" }}
    >
      {(story: PublicStory) => (
        <>
          <PageHeading documentTitle={`${story.title} | Real Access`}>{story.title}</PageHeading>
          <StoryByline authorName={story.authorName} createdAt={story.createdAt} />
          <StoryContent content={story.content} />
          <div>
            <LikeButton storyId={story.id} title={story.title} likeCount={story.likeCount} />
          </div>
        </>
      )}
    </ItemPage>
  );
}
