// The news page's top stories: loading skeletons, an error, the empty state or the cards.

import { TOP_STORIES_LOAD_ERROR } from "../../../shared/news.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { CardSkeletons } from "../../components/ui/card-skeletons.tsx";
import { TopStoryCard } from "./top-story-card.tsx";
import { useTopStories } from "./use-top-stories.ts";

export const EMPTY_TITLE = "No Top Stories Yet";
export const EMPTY_TEXT =
  "Featured stories will appear here when they're selected by our editorial team.";
const SKELETON_CARDS = 3;

function LoadingSkeleton() {
  return (
    <CardSkeletons
      label="Loading top stories…"
      count={SKELETON_CARDS}
      testId="top-story-skeleton"
      bars={["h-4 w-24", "h-6 w-3/4", "h-4 w-full", "h-4 w-5/6", "h-4 w-28"]}
      layout="stack"
      height="h-52"
    />
  );
}

export function TopStories() {
  const { data, isPending, isError } = useTopStories();
  if (isPending) return <LoadingSkeleton />;
  if (isError) {
    return <AlertMessage>{TOP_STORIES_LOAD_ERROR}</AlertMessage>;
  }
  if (data.length === 0) {
    return (
      <div className="rounded-xl bg-surface p-6 text-center">
        <h3 className="font-bold text-xl">{EMPTY_TITLE}</h3>
        <p className="mt-2">{EMPTY_TEXT}</p>
      </div>
    );
  }
  return (
    <ul aria-label="Top stories" className="flex flex-col gap-5">
      {data.map((story) => (
        <li key={story.id}>
          <TopStoryCard story={story} />
        </li>
      ))}
    </ul>
  );
}
