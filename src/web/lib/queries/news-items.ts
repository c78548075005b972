// The editorial team's news items written in the admin: the list and one item. Each is
// fetched again when its view opens, as others on the team may have changed it.
import { type Query, queryOptions } from "@tanstack/react-query";
import { type ApiResponse, pathOf } from "../../../shared/api-routes.ts";
import { newsLists } from "./news.ts";

export type AdminNewsItem = ApiResponse<"GET /api/admin/news/:id">;

const LIST_PATH = pathOf("GET /api/admin/news");

export const adminNewsItemsQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/news">>({
    queryKey: [LIST_PATH],
    staleTime: 0,
  });

export const adminNewsItemQuery = (id: number) =>
  queryOptions<AdminNewsItem>({
    queryKey: [pathOf("GET /api/admin/news/:id", { params: { id } })],
    staleTime: 0,
  });

/**
 * Everything a news write can change: the admin's news items (not its news sources, whose path
 * shares the prefix) and every public news list, which the Top Stories tab reads too.
 */
export const changedByNewsWrites = () => ({
  predicate: (query: Query) => {
    const path = query.queryKey[0];
    if (typeof path !== "string") return false;
    return path === LIST_PATH || path.startsWith(`${LIST_PATH}/`) || newsLists().predicate(query);
  },
});
