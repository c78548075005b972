// Community stories data: the visitor list, each story's like state, the form
// token, and the admin's lists (which carry authors' e-mails, so they never share a key with the
// visitor's).
import type { Query } from "@tanstack/react-query";
import { queryOptions } from "@tanstack/react-query";
import { storiesPath } from "../../../shared/api-paths.ts";
import { type ApiResponse, type ApiRoutes, pathOf } from "../../../shared/api-routes.ts";
import { apiCall } from "../api-client.ts";
import { ADMIN_VIEW, isAdminView, pathStartsWith } from "./path-filter.ts";

const COMMUNITY = pathOf("GET /api/community");

/** The approved stories, or those a search finds, matched and ranked by the server. */
export const storiesQuery = (term = "") =>
  queryOptions<ApiResponse<"GET /api/community">>({
    queryKey: [storiesPath(term)],
    meta: { failure: "Failed to fetch community articles" },
  });

/** The visitor's own like state: fetched after hydration, never rendered into shared HTML. */
export const likeStatusQuery = (id: number) =>
  queryOptions<ApiResponse<"GET /api/community/:id/liked">>({
    queryKey: [pathOf("GET /api/community/:id/liked", { params: { id } })],
    meta: { failure: "Failed to check like status" },
  });

/** The signed time the form was shown, with when this browser received it. */
export const formTokenQuery = () =>
  queryOptions({
    queryKey: [pathOf("GET /api/community/form-token")],
    queryFn: async () => {
      const { token } = await apiCall("GET /api/community/form-token");
      return { token, receivedAt: Date.now() };
    },
  });

/** How long a page showing the server's form token may be cached: far less than its day. */
const PAGE_TOKEN_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * The signed time the server rendered the story form with, for its hidden field, so the form
 * sends one without JavaScript. Only the server fetches it; the form with JavaScript fetches its
 * own (formTokenQuery) and waits on that.
 */
export const pageFormTokenQuery = () =>
  queryOptions<ApiResponse<"GET /api/community/form-token">>({
    queryKey: [pathOf("GET /api/community/form-token"), "page"],
    meta: { pageMaxAgeMs: PAGE_TOKEN_MAX_AGE_MS },
  });

/** The admin's pending (false) or approved (true) stories. */
export const adminStoriesQuery = (approved: boolean) =>
  queryOptions<ApiRoutes["GET /api/community"]["adminResponse"]>({
    queryKey: [pathOf("GET /api/community", { query: { approved } }), ADMIN_VIEW],
    meta: { failure: "Failed to fetch articles" },
  });

/** The visitor lists, whose like counts a like changes. */
export const visitorStoryLists = () => {
  const lists = pathStartsWith(`${COMMUNITY}?`);
  return { predicate: (query: Query) => lists.predicate(query) && !isAdminView(query) };
};

/** Everything under /api/community: both admin lists, the visitor lists and like states. */
export const allStoryQueries = () => pathStartsWith(COMMUNITY);
