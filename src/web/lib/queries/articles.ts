// The editorial team's expert articles: the list, one article and its revisions. Each
// is fetched again when its view opens, as others on the team may have changed it.
import { queryOptions } from "@tanstack/react-query";
import { type ApiResponse, pathOf } from "../../../shared/api-routes.ts";

export type AdminArticle = ApiResponse<"GET /api/admin/articles/:id">;

export const articlesQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/articles">>({
    queryKey: [pathOf("GET /api/admin/articles")],
    staleTime: 0,
  });

export const articleQuery = (id: number) =>
  queryOptions<AdminArticle>({
    queryKey: [pathOf("GET /api/admin/articles/:id", { params: { id } })],
    staleTime: 0,
  });

export const revisionsQuery = (id: number) =>
  queryOptions<ApiResponse<"GET /api/admin/articles/:id/revisions">>({
    queryKey: [pathOf("GET /api/admin/articles/:id/revisions", { params: { id } })],
    staleTime: 0,
  });
