// SPEC §2 Community story list: its own search box (hidden when a term is passed in), the result
// line, story cards, 3 skeletons while loading, and the error, empty and populated states. The
// server filters by the (debounced) term; the same rule is applied here at once as you type (§5).
import { useMemo, useState } from "react";
import { Input, Label, SearchField } from "react-aria-components";
import { ADVICE_SEARCH_MAX } from "../../../shared/api-paths.ts";
import { COMMUNITY_TEXT, matchesCommunitySearch } from "../../../shared/community.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { StoryCard } from "./story-card.tsx";
import { useCommunityStories } from "./use-community-stories.ts";

const SEARCH_DEBOUNCE_MS = 300;
const SKELETONS = 3;

export function resultLine(count: number, term: string): string {
  const results = `Showing ${count} result${count === 1 ? "" : "s"}`;
  return term ? `${results} for "${term}"` : results;
}

function LoadingSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading community stories…</span>
      <div className="grid gap-6 md:grid-cols-2">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            data-testid="story-skeleton"
            className="flex h-56 flex-col gap-3 rounded-xl border-2 border-surface p-5"
          >
            <div className="h-6 w-3/4 animate-pulse rounded bg-surface" />
            <div className="h-4 w-1/2 animate-pulse rounded bg-surface" />
            <div className="h-4 w-full animate-pulse rounded bg-surface" />
            <div className="mt-auto h-11 w-40 animate-pulse rounded bg-surface" />
          </div>
        ))}
      </div>
    </div>
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

export function StoryList({ globalTerm = "" }: { globalTerm?: string }) {
  const [ownTerm, setOwnTerm] = useState("");
  const usingGlobal = globalTerm.trim() !== "";
  const term = (usingGlobal ? globalTerm : ownTerm).trim();
  const { data, isPending, isError, isPlaceholderData } = useCommunityStories(
    useDebouncedValue(term, SEARCH_DEBOUNCE_MS),
  );
  const visible = useMemo(
    () => (data ?? []).filter((story) => matchesCommunitySearch(story, term)),
    [data, term],
  );

  return (
    <div className="flex flex-col gap-5">
      {!usingGlobal && (
        <SearchField value={ownTerm} onChange={setOwnTerm} className="flex max-w-xl flex-col gap-1">
          <Label className="font-semibold">Search community stories</Label>
          <Input
            maxLength={ADVICE_SEARCH_MAX}
            placeholder="Search community stories..."
            className="min-h-11 rounded-md border-2 border-line bg-page px-3 placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
          />
        </SearchField>
      )}

      {isPending ? (
        <LoadingSkeleton />
      ) : isError ? (
        <p role="alert" className="rounded-xl border-2 border-danger p-4 font-semibold text-danger">
          {COMMUNITY_TEXT.loadError}
        </p>
      ) : (
        <div aria-busy={isPlaceholderData} className="flex flex-col gap-5">
          <p role="status" className="font-semibold">
            {resultLine(visible.length, term)}
          </p>
          {visible.length === 0 ? (
            term ? (
              <EmptyState
                title={COMMUNITY_TEXT.noMatchTitle}
                text={COMMUNITY_TEXT.noMatchText(term)}
              />
            ) : (
              <EmptyState title={COMMUNITY_TEXT.emptyTitle} text={COMMUNITY_TEXT.emptyText} />
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
