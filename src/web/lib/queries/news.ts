// News data: the news page's top stories and the admin's two lists.
import { queryOptions } from "@tanstack/react-query";
import { newsListPath, topStoriesPath } from "../../../shared/api-paths.ts";
import { type ApiResponse, pathOf } from "../../../shared/api-routes.ts";
import { NEWS_LIST_LIMIT, TOP_STORIES_LIMIT } from "../../../shared/news.ts";
import { pathStartsWith } from "./path-filter.ts";

/** The news page asks for 5; the server prefetches the same key. */
export const topStoriesQuery = () =>
  queryOptions<ApiResponse<"GET /api/news/top-stories">>({
    queryKey: [topStoriesPath(TOP_STORIES_LIMIT.default)],
  });

/** The admin's top stories have no limit of their own; the API's maximum stands in for "all". */
export const adminTopStoriesQuery = () =>
  queryOptions<ApiResponse<"GET /api/news/top-stories">>({
    queryKey: [topStoriesPath(TOP_STORIES_LIMIT.max)],
    meta: { failure: "Failed to fetch top stories" },
  });

/** The admin's news list asks for 50. */
export const adminNewsQuery = () =>
  queryOptions<ApiResponse<"GET /api/news">>({
    queryKey: [newsListPath(NEWS_LIST_LIMIT.default)],
    meta: { failure: "Failed to fetch news articles" },
  });

/** Every news list: the admin's two and the public top stories on /news. */
export const newsLists = () => pathStartsWith(pathOf("GET /api/news"));
