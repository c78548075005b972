import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { adviceArticlesPath } from "../../../shared/api-paths.ts";
import type { AdviceArticle } from "../../../shared/contracts/advice.ts";

/**
 * The expert articles, matched by the API (one matching rule, on the server). While a new term's
 * answer is on its way the previous list stays on screen rather than flashing the skeletons.
 */
export function useExpertArticles(term: string) {
  return useQuery<AdviceArticle[]>({
    queryKey: [adviceArticlesPath(term)],
    placeholderData: keepPreviousData,
  });
}
