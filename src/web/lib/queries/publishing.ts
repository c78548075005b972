// The editorial team's pieces of every kind written in the admin (shared/publishing-kinds.ts): the
// list, one piece, its revisions and how many wait for review. Each is fetched again when its view
// opens, as others on the team may have changed it.
import { type Query, queryOptions } from "@tanstack/react-query";
import { type ApiBody, type ApiResponse, pathOf } from "../../../shared/api-routes.ts";
import { CONTENT_KINDS } from "../../../shared/content-kinds.ts";
import { PUBLISHING_KINDS, type PublishingKindName } from "../../../shared/publishing-kinds.ts";

type Api<Kind extends PublishingKindName> = (typeof PUBLISHING_KINDS)[Kind]["adminApi"];

/** One piece as the admin shows it, with its checks. */
export type PublishingItem<Kind extends PublishingKindName> = ApiResponse<`GET ${Api<Kind>}/:id`>;
/** One row of the admin's list. */
export type PublishingSummary<Kind extends PublishingKindName> =
  ApiResponse<`GET ${Api<Kind>}`>[number];
/** One save of a piece. */
export type PublishingRevision<Kind extends PublishingKindName> =
  ApiResponse<`GET ${Api<Kind>}/:id/revisions`>[number];
/** What a save sends. */
export type PublishingBody<Kind extends PublishingKindName> = ApiBody<`PATCH ${Api<Kind>}/:id`>;

// Every kind has the same endpoints under its own base (shared/endpoints/publishing.ts), so a path
// is built from the base; pathOf fills in the parameters as it does for any key.
const pathOfKey = pathOf as (key: string, args?: { params: Record<string, number> }) => string;

/** A path of the kind's admin API: `suffix` after its base, with `:id` and the like filled in. */
export const adminPath = (kind: PublishingKindName, suffix = "", params?: Record<string, number>) =>
  pathOfKey(`GET ${PUBLISHING_KINDS[kind].adminApi}${suffix}`, params && { params });

export const publishingListQuery = <Kind extends PublishingKindName>(kind: Kind) =>
  queryOptions<PublishingSummary<Kind>[]>({ queryKey: [adminPath(kind)], staleTime: 0 });

export const publishingItemQuery = <Kind extends PublishingKindName>(kind: Kind, id: number) =>
  queryOptions<PublishingItem<Kind>>({ queryKey: [adminPath(kind, "/:id", { id })], staleTime: 0 });

export const revisionsQuery = <Kind extends PublishingKindName>(kind: Kind, id: number) =>
  queryOptions<PublishingRevision<Kind>[]>({
    queryKey: [adminPath(kind, "/:id/revisions", { id })],
    staleTime: 0,
  });

/** How many pieces of the kind wait for an editor: the count on its admin tab. */
export const reviewCountQuery = (kind: PublishingKindName) =>
  queryOptions<ApiResponse<"GET /api/admin/articles/review-count">>({
    queryKey: [adminPath(kind, "/review-count")],
    staleTime: 0,
  });

/**
 * Everything a write of the kind can change: its admin queries (not another resource's whose path
 * shares the prefix, as the news sources' does) and every public list of the kind.
 */
export const changedByWrites = (kind: PublishingKindName) => {
  const base = adminPath(kind);
  const publicApi = CONTENT_KINDS[kind].apiBase;
  const under = (path: string, prefix: string) =>
    path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`);
  return {
    predicate: (query: Query) => {
      const path = query.queryKey[0];
      return typeof path === "string" && (under(path, base) || under(path, publicApi));
    },
  };
};
