// One article, story, news item or quick solution, for its own page. Free of
// zod, like every query factory here.
import { queryOptions } from "@tanstack/react-query";
import { type ApiResponse, pathOf } from "../../../shared/api-routes.ts";

export const articleQuery = (id: number) =>
  queryOptions<ApiResponse<"GET /api/advice/articles/:id">>({
    queryKey: [pathOf("GET /api/advice/articles/:id", { params: { id } })],
    meta: { failure: "Failed to load the article" },
  });

export const storyQuery = (id: number) =>
  queryOptions<ApiResponse<"GET /api/community/:id">>({
    queryKey: [pathOf("GET /api/community/:id", { params: { id } })],
    meta: { failure: "Failed to load the story" },
  });

export const newsItemQuery = (id: number) =>
  queryOptions<ApiResponse<"GET /api/news/:id">>({
    queryKey: [pathOf("GET /api/news/:id", { params: { id } })],
    meta: { failure: "Failed to load the news story" },
  });

/** One quick solution, for its own page. */
export const quickSolutionQuery = (id: number) =>
  queryOptions<ApiResponse<"GET /api/quick-solutions/:id">>({
    queryKey: [pathOf("GET /api/quick-solutions/:id", { params: { id } })],
    meta: { failure: "Failed to load the quick solution" },
  });
