// Expert articles data: the articles matching a search term and category, matched and
// ranked by the server, and the categories to choose from.
import { queryOptions } from "@tanstack/react-query";
import { ADVICE_CATEGORIES_PATH, articlesPath } from "../../../shared/api-paths.ts";
import { type ApiResponse, pathOf } from "../../../shared/api-routes.ts";
import { pathStartsWith } from "./path-filter.ts";

export const articlesQuery = (term = "", category?: number) =>
  queryOptions<ApiResponse<"GET /api/advice/articles">>({
    queryKey: [articlesPath(term, category)],
  });

export const adviceCategoriesQuery = () =>
  queryOptions<ApiResponse<"GET /api/advice/categories">>({ queryKey: [ADVICE_CATEGORIES_PATH] });

/** Promoting a story refetches the /api/advice lists: the articles (each one's too) and categories. */
export const adviceLists = () =>
  pathStartsWith(pathOf("GET /api/advice/articles"), pathOf("GET /api/advice/categories"));
