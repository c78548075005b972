import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { expertArticlesQuery } from "../../lib/queries/expert-articles.ts";

/**
 * The expert articles, matched by the API (one matching rule, on the server). While a new term's
 * answer is on its way the previous list stays on screen rather than flashing the skeletons.
 */
export function useExpertArticles(term: string) {
  return useQuery({ ...expertArticlesQuery(term), placeholderData: keepPreviousData });
}
