// /advice-and-solutions/stories/<id>-<slug>: one approved community story, with its like button.
import type { PublicCommunityStory } from "../../shared/contracts/community.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { LikeButton } from "../features/community/like-button.tsx";
import { StoryByline } from "../features/community/story-byline.tsx";
import { StoryContent } from "../features/community/story-content.tsx";
import { ItemPage } from "../features/permalinks/item-page.tsx";
import { communityStoryQuery } from "../lib/queries/permalinks.ts";

export default function CommunityStoryPage() {
  return (
    <ItemPage
      query={communityStoryQuery}
      back={{ href: "/advice-and-solutions?tab=community-stories", label: "All community stories" }}
    >
      {(story: PublicCommunityStory) => (
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
