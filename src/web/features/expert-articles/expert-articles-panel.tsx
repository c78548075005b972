// SPEC §2 Expert Articles: own search box (hidden while the global search has text), a grid of
// cards, 4 skeleton cards while loading, and the error, empty and populated states.

import { useState } from "react";
import { Input, Label, SearchField } from "react-aria-components";
import { ADVICE_SEARCH_MAX } from "../../../shared/api-paths.ts";
import { useDebouncedValue } from "../../lib/use-debounced-value.ts";
import { ArticleCard } from "./article-card.tsx";
import { useExpertArticles } from "./use-expert-articles.ts";

export const EMPTY_MESSAGE = "No articles found matching your criteria.";
export const LOAD_ERROR = "Failed to load expert articles. Please try again later.";
const SEARCH_DEBOUNCE_MS = 300;
const SKELETON_CARDS = 4;

function LoadingSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading expert articles…</span>
      <div className="grid gap-6 md:grid-cols-2">
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <div
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            key={index}
            data-testid="article-skeleton"
            className="flex h-56 flex-col gap-3 rounded-xl border-2 border-surface p-5"
          >
            <div className="h-6 w-3/4 animate-pulse rounded bg-surface" />
            <div className="h-4 w-full animate-pulse rounded bg-surface" />
            <div className="h-4 w-5/6 animate-pulse rounded bg-surface" />
            <div className="mt-auto h-11 w-32 animate-pulse rounded bg-surface" />
          </div>
        ))}
      </div>
    </div>
  );
}

export function articleCountLabel(count: number): string {
  return `${count} article${count === 1 ? "" : "s"} found`;
}

export function ExpertArticlesPanel({ globalTerm = "" }: { globalTerm?: string }) {
  const [ownTerm, setOwnTerm] = useState("");
  const usingGlobal = globalTerm.trim() !== "";
  const term = (usingGlobal ? globalTerm : ownTerm).trim();
  const { data, isPending, isError, isPlaceholderData } = useExpertArticles(
    useDebouncedValue(term, SEARCH_DEBOUNCE_MS),
  );

  return (
    <div className="flex flex-col gap-5">
      {!usingGlobal && (
        <SearchField value={ownTerm} onChange={setOwnTerm} className="flex max-w-xl flex-col gap-1">
          <Label className="font-semibold">Search expert articles</Label>
          <Input
            maxLength={ADVICE_SEARCH_MAX}
            placeholder="For example: recruitment, signage, events"
            className="min-h-11 rounded-md border-2 border-line bg-page px-3 placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
          />
        </SearchField>
      )}

      {isPending ? (
        <LoadingSkeleton />
      ) : isError ? (
        <p role="alert" className="rounded-xl border-2 border-danger p-4 font-semibold text-danger">
          {LOAD_ERROR}
        </p>
      ) : (
        <div aria-busy={isPlaceholderData} className="flex flex-col gap-5">
          <p role="status" className="font-semibold">
            {articleCountLabel(data.length)}
          </p>
          {data.length === 0 ? (
            <p className="rounded-xl bg-surface p-6 text-center text-lg">{EMPTY_MESSAGE}</p>
          ) : (
            <ul aria-label="Expert articles" className="grid gap-6 md:grid-cols-2">
              {data.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
