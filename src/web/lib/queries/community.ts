// Community stories data: the visitor list, each story's like state, the form
// token, and the admin's lists (which carry authors' e-mails, so they never share a key with the
// visitor's).
import type { Query } from "@tanstack/react-query";
import { queryOptions } from "@tanstack/react-query";
import { communityStoriesPath } from "../../../shared/api-paths.ts";
import type {
  AdminCommunityListItem,
  LikeStatus,
  PublicCommunityStory,
} from "../../../shared/contracts/community.ts";
import { apiRequest } from "../api-client.ts";
import { ADMIN_VIEW, isAdminView, pathStartsWith } from "./path-filter.ts";

const COMMUNITY = "/api/community";

/** The approved stories, or those a search finds, matched and ranked by the server (issue 27). */
export const communityStoriesQuery = (term = "") =>
  queryOptions<PublicCommunityStory[]>({
    queryKey: [communityStoriesPath(term)],
    meta: { failure: "Failed to fetch community articles" },
  });

/** The visitor's own like state: fetched after hydration, never rendered into shared HTML. */
export const likeStatusQuery = (id: number) =>
  queryOptions<LikeStatus>({
    queryKey: [`${COMMUNITY}/${id}/liked`],
    meta: { failure: "Failed to check like status" },
  });

export const formTokenPath = `${COMMUNITY}/form-token`;

/** The signed time the form was shown, with when this browser received it. */
export const formTokenQuery = () =>
  queryOptions({
    queryKey: [formTokenPath],
    queryFn: async () => {
      const answer = await apiRequest("GET", formTokenPath);
      const { token } = (await answer.json()) as { token: string };
      return { token, receivedAt: Date.now() };
    },
  });

/** The admin's pending (false) or approved (true) stories. */
export const adminStoriesQuery = (approved: boolean) =>
  queryOptions<AdminCommunityListItem[]>({
    queryKey: [`${COMMUNITY}?approved=${approved}`, ADMIN_VIEW],
    meta: { failure: "Failed to fetch articles" },
  });

/** The visitor lists, whose like counts a like changes. */
export const visitorStoryLists = () => {
  const lists = pathStartsWith(`${COMMUNITY}?`);
  return { predicate: (query: Query) => lists.predicate(query) && !isAdminView(query) };
};

/** Everything under /api/community: both admin lists, the visitor lists and like states. */
export const allCommunityQueries = () => pathStartsWith(COMMUNITY);
