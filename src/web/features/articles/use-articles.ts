import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adviceCategoriesQuery, articlesQuery } from "../../lib/queries/articles.ts";

/**
 * The expert articles, matched and ranked by the API (one matching rule, on the server), of one
 * category if chosen. While a new answer is on its way the previous list stays on screen rather
 * than flashing the skeletons.
 */
export function useArticles(term: string, category?: number) {
  return useQuery({ ...articlesQuery(term, category), placeholderData: keepPreviousData });
}

/** The categories, for the topic filter and each card's topic. */
export function useAdviceCategories() {
  return useQuery(adviceCategoriesQuery());
}
