// SPEC §2 News and §4 list states: loading skeletons, an error, the empty state or the cards.
import { TopStoryCard } from "./top-story-card.tsx";
import { useTopStories } from "./use-top-stories.ts";

export const EMPTY_TITLE = "No Top Stories Yet";
export const EMPTY_TEXT =
  "Featured stories will appear here when they're selected by our editorial team.";
export const LOAD_ERROR = "Failed to load top stories. Please try again later.";
const SKELETON_CARDS = 3;

function LoadingSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading top stories…</span>
      <div className="flex flex-col gap-5">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            data-testid="top-story-skeleton"
            className="flex h-52 flex-col gap-3 rounded-xl border-2 border-surface p-5"
          >
            <div className="h-4 w-24 animate-pulse rounded bg-surface" />
            <div className="h-6 w-3/4 animate-pulse rounded bg-surface" />
            <div className="h-4 w-full animate-pulse rounded bg-surface" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-surface" />
            <div className="mt-auto h-4 w-28 animate-pulse rounded bg-surface" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function TopStories() {
  const { data, isPending, isError } = useTopStories();
  if (isPending) return <LoadingSkeleton />;
  if (isError) {
    return (
      <p role="alert" className="rounded-xl border-2 border-danger p-4 font-semibold text-danger">
        {LOAD_ERROR}
      </p>
    );
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
