// While the page's search has text, each Advice & Solutions tab shows how many it found.
// The queries are the very ones the tabs' panels make, so a count costs no request the panel would
// not make once opened; with no search nothing is fetched for counting. The term is the one in the
// address, which follows the typing once it pauses.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AdviceFilters } from "./advice-filters.ts";
import type { AdviceTab } from "./advice-tabs.ts";
import { articlesQuery } from "./queries/articles.ts";
import { quickSolutionsQuery } from "./queries/quick-solutions.ts";
import { storiesQuery } from "./queries/stories.ts";

export type TabCounts = Partial<Record<AdviceTab, number>>;

export function useAdviceTabCounts(term: string, filters: AdviceFilters): TabCounts {
  const queryTerm = term.trim();
  const enabled = queryTerm !== "";
  const { maxCost, maxEffort, category } = filters;
  const solutions = useQuery({
    ...quickSolutionsQuery({ search: queryTerm, maxCost, maxEffort }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const articles = useQuery({
    ...articlesQuery(queryTerm, category),
    enabled,
    placeholderData: keepPreviousData,
  });
  const stories = useQuery({
    ...storiesQuery(queryTerm),
    enabled,
    placeholderData: keepPreviousData,
  });
  if (!enabled) return {};
  return {
    "quick-solutions": solutions.data?.length,
    "expert-articles": articles.data?.length,
    "community-stories": stories.data?.length,
  };
}
