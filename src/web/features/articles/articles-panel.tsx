// Expert Articles (docs/product.md#expert-articles): a grid of cards for the page's search, 4
// skeleton cards while loading, and the error, empty and populated states. A topic
// (category) filter, each card's topic, and a count spoken once it settles. The page's
// one search box searches it; the tab's own box, which competed with it, is gone.

import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { CardSkeletons } from "../../components/ui/card-skeletons.tsx";
import { SettledStatus } from "../../components/ui/settled-status.tsx";
import { ArticleCard } from "./article-card.tsx";
import { TopicFilter } from "./topic-filter.tsx";
import { useAdviceCategories, useArticles } from "./use-articles.ts";

export const EMPTY_MESSAGE = "No articles found matching your criteria.";
export const LOAD_ERROR = "Failed to load expert articles. Please try again later.";
const SKELETON_CARDS = 4;

function LoadingSkeleton() {
  return (
    <CardSkeletons
      label="Loading expert articles…"
      count={SKELETON_CARDS}
      testId="article-skeleton"
      bars={["h-6 w-3/4", "h-4 w-full", "h-4 w-5/6", "h-11 w-32"]}
    />
  );
}

export function articleCountLabel(count: number): string {
  return `${count} article${count === 1 ? "" : "s"} found`;
}

interface ArticlesPanelProps {
  /** The page's search, trimmed, as it is in the address. */
  term?: string;
  category?: number | undefined;
  onCategoryChange?: (category: number | undefined) => void;
}

export function ArticlesPanel({
  term = "",
  category,
  onCategoryChange = () => {},
}: ArticlesPanelProps) {
  const { data, isPending, isError, isPlaceholderData } = useArticles(term, category);
  // Without the categories the articles still show, only without the filter and topics.
  const categories = useAdviceCategories().data ?? [];
  const topicOf = (id: number) => categories.find((option) => option.id === id)?.name;

  return (
    <div className="flex flex-col gap-5">
      {categories.length > 0 && (
        <TopicFilter categories={categories} category={category} onChange={onCategoryChange} />
      )}

      {isPending ? (
        <LoadingSkeleton />
      ) : isError ? (
        <AlertMessage>{LOAD_ERROR}</AlertMessage>
      ) : (
        <div aria-busy={isPlaceholderData} className="flex flex-col gap-5">
          <SettledStatus className="font-semibold" text={articleCountLabel(data.length)} />
          {data.length === 0 ? (
            <p className="rounded-xl bg-surface p-6 text-center text-lg">{EMPTY_MESSAGE}</p>
          ) : (
            <ul aria-label="Expert articles" className="grid gap-6 md:grid-cols-2">
              {data.map((article) => (
                <li key={article.id}>
                  <ArticleCard article={article} topic={topicOf(article.categoryId)} />
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
