// The admin's own data: the session, the contact messages, the activity log and
// the e-mail notifications that are failing.
import { queryOptions } from "@tanstack/react-query";
import { auditLogPath, NOTIFICATIONS_PATH } from "../../../shared/api-paths.ts";
import { type ApiResponse, pathOf } from "../../../shared/api-routes.ts";
import type { AuditAction } from "../../../shared/audit-actions.ts";
import { apiCall } from "../api-client.ts";

export const adminSessionQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/session">>({
    queryKey: [pathOf("GET /api/admin/session")],
  });

export const contactRequestsQuery = () =>
  queryOptions<ApiResponse<"GET /api/contact-requests">>({
    queryKey: [pathOf("GET /api/contact-requests")],
    meta: { failure: "Failed to fetch contact requests" },
  });

/**
 * One page of the audit log, optionally one action only. Every admin write elsewhere adds a row,
 * and the tab's panel mounts afresh each time it is opened: fetch again then, instead of the
 * site's never-stale default.
 */
export const activityLogQuery = (page: number, action: AuditAction | null, actor: string | null) =>
  queryOptions<ApiResponse<"GET /api/admin/audit-log">>({
    queryKey: [auditLogPath(page, action, actor)],
    staleTime: 0,
  });

/** The people the log names, for its "By" filter; new people appear as they act. */
export const activityActorsQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/audit-log/actors">>({
    queryKey: [pathOf("GET /api/admin/audit-log/actors")],
    staleTime: 0,
  });

/** E-mail notifications. The worker changes them in the background, so they are
 * fetched again each time the Activity tab opens. */
export const notificationsQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/notifications">>({
    queryKey: [NOTIFICATIONS_PATH],
    staleTime: 0,
  });

/** The background jobs' last runs: fetched again each time the Activity tab opens. */
export const jobsQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/jobs">>({
    queryKey: [pathOf("GET /api/admin/jobs")],
    staleTime: 0,
  });

/** The owner's People tab: fetched again each time the tab opens. */
export const peopleQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/users">>({
    queryKey: [pathOf("GET /api/admin/users")],
    staleTime: 0,
  });

/** Your API tokens; fetched again whenever the tab opens, as their "last used" moves on. */
export const apiTokensQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/tokens">>({
    queryKey: [pathOf("GET /api/admin/tokens")],
    staleTime: 0,
  });

/** Everyone's API tokens, for the owner's People tab; fetched again whenever the tab opens. */
export const everyonesTokensQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/users/tokens">>({
    queryKey: [pathOf("GET /api/admin/users/tokens")],
    staleTime: 0,
  });

/** Everyone's passkeys, for the owner's People tab; fetched again whenever the tab opens. */
export const everyonesPasskeysQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/users/passkeys">>({
    queryKey: [pathOf("GET /api/admin/users/passkeys")],
    staleTime: 0,
  });

/** Your passkeys; fetched again whenever the tab opens, as their "last used" moves on. */
export const passkeysQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/passkeys">>({
    queryKey: [pathOf("GET /api/admin/passkeys")],
    staleTime: 0,
  });

/** What an invitation link shows; asked once (a used link stays used). */
export const inviteQuery = (token: string) =>
  queryOptions<ApiResponse<"GET /api/admin/invites/:token">>({
    queryKey: [pathOf("GET /api/admin/invites/:token", { params: { token } })],
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * What the media library says of these /media/ addresses (sorted, without repeats). An address's
 * answer never changes (images are never deleted and their keys are random), so it is kept.
 */
export const mediaReferencesQuery = (references: readonly string[]) =>
  queryOptions<ApiResponse<"POST /api/admin/media/references">>({
    queryKey: [pathOf("POST /api/admin/media/references"), references],
    queryFn: () =>
      apiCall("POST /api/admin/media/references", { body: { references: [...references] } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
