// The community story list: the result line for the page's search, story cards, 3 skeletons while
// loading, and the error, empty and populated states. The server searches and ranks the stories,
// as it does the quick solutions and articles. The page's one search box
// searches it; the list's own box, which competed with it, is gone.
import { STORY_TEXT } from "../../../shared/stories.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { CardSkeletons } from "../../components/ui/card-skeletons.tsx";
import { SettledStatus } from "../../components/ui/settled-status.tsx";
import { StoryCard } from "./story-card.tsx";
import { useStories } from "./use-stories.ts";

const SKELETONS = 3;

export function resultLine(count: number, term: string): string {
  const results = `Showing ${count} result${count === 1 ? "" : "s"}`;
  return term ? `${results} for "${term}"` : results;
}

function LoadingSkeleton() {
  return (
    <CardSkeletons
      label="Loading community stories…"
      count={SKELETONS}
      testId="story-skeleton"
      bars={["h-6 w-3/4", "h-4 w-1/2", "h-4 w-full", "h-11 w-40"]}
    />
  );
}

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-xl bg-surface p-6 text-center">
      <h4 className="font-bold text-xl">{title}</h4>
      <p className="mt-2 text-lg">{text}</p>
    </div>
  );
}

/** `term`: the page's search, trimmed, as it is in the address. */
export function StoryList({ term: queryTerm = "" }: { term?: string }) {
  const { data: visible = [], isPending, isError, isPlaceholderData } = useStories(queryTerm);

  return (
    <div className="flex flex-col gap-5">
      {isPending ? (
        <LoadingSkeleton />
      ) : isError ? (
        <AlertMessage>{STORY_TEXT.loadError}</AlertMessage>
      ) : (
        <div aria-busy={isPlaceholderData} className="flex flex-col gap-5">
          <SettledStatus className="font-semibold" text={resultLine(visible.length, queryTerm)} />
          {visible.length === 0 ? (
            queryTerm ? (
              <EmptyState
                title={STORY_TEXT.noMatchTitle}
                text={STORY_TEXT.noMatchText(queryTerm)}
              />
            ) : (
              <EmptyState title={STORY_TEXT.emptyTitle} text={STORY_TEXT.emptyText} />
            )
          ) : (
            <ul aria-label="Community stories" className="grid gap-6 md:grid-cols-2">
              {visible.map((story) => (
                <li key={story.id}>
                  <StoryCard story={story} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
