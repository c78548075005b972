// Expert articles data: the articles matching a search term and category, matched and
// ranked by the server, and the categories to choose from (issue 19).
import { queryOptions } from "@tanstack/react-query";
import { ADVICE_CATEGORIES_PATH, adviceArticlesPath } from "../../../shared/api-paths.ts";
import type { AdviceArticle, AdviceCategory } from "../../../shared/contracts/advice.ts";
import { pathStartsWith } from "./path-filter.ts";

export const expertArticlesQuery = (term = "", category?: number) =>
  queryOptions<AdviceArticle[]>({ queryKey: [adviceArticlesPath(term, category)] });

export const adviceCategoriesQuery = () =>
  queryOptions<AdviceCategory[]>({ queryKey: [ADVICE_CATEGORIES_PATH] });

/** Promoting a story refetches the /api/advice lists. */
export const adviceLists = () => pathStartsWith("/api/advice");
