// The admin's own data: the session, the contact messages, the activity log and
// the e-mail notifications that are failing.
import { queryOptions } from "@tanstack/react-query";
import { NOTIFICATIONS_PATH } from "../../../shared/api-paths.ts";
import { type AuditAction, auditLogPath } from "../../../shared/audit-actions.ts";
import type { SessionStatus } from "../../../shared/contracts/admin.ts";
import type { AuditLogPage } from "../../../shared/contracts/audit-log.ts";
import type { ContactRequestRecord } from "../../../shared/contracts/contact.ts";
import { JOBS_PATH, type JobStatus } from "../../../shared/contracts/jobs.ts";
import type { NotificationOverview } from "../../../shared/contracts/notifications.ts";
import type {
  ApiToken,
  EveryonesApiToken,
  InviteDetails,
  Passkey,
  Person,
} from "../../../shared/contracts/people.ts";

export const adminSessionQuery = () =>
  queryOptions<SessionStatus>({ queryKey: ["/api/admin/session"] });

export const contactRequestsQuery = () =>
  queryOptions<ContactRequestRecord[]>({
    queryKey: ["/api/contact-requests"],
    meta: { failure: "Failed to fetch contact requests" },
  });

/**
 * One page of the audit log, optionally one action only. Every admin write elsewhere adds a row,
 * and the tab's panel mounts afresh each time it is opened: fetch again then, instead of the
 * site's never-stale default.
 */
export const activityLogQuery = (page: number, action: AuditAction | null, actor: string | null) =>
  queryOptions<AuditLogPage>({ queryKey: [auditLogPath(page, action, actor)], staleTime: 0 });

/** The people the log names, for its "By" filter; new people appear as they act. */
export const activityActorsQuery = () =>
  queryOptions<string[]>({ queryKey: ["/api/admin/audit-log/actors"], staleTime: 0 });

/** E-mail notifications (issue 17). The worker changes them in the background, so they are
 * fetched again each time the Activity tab opens. */
export const notificationsQuery = () =>
  queryOptions<NotificationOverview>({ queryKey: [NOTIFICATIONS_PATH], staleTime: 0 });

/** The background jobs' last runs (issue 27): fetched again each time the Activity tab opens. */
export const jobsQuery = () => queryOptions<JobStatus[]>({ queryKey: [JOBS_PATH], staleTime: 0 });

/** The owner's People tab (issue 26): fetched again each time the tab opens. */
export const peopleQuery = () =>
  queryOptions<Person[]>({ queryKey: ["/api/admin/users"], staleTime: 0 });

/** Your API tokens; fetched again whenever the tab opens, as their "last used" moves on. */
export const apiTokensQuery = () =>
  queryOptions<ApiToken[]>({ queryKey: ["/api/admin/tokens"], staleTime: 0 });

/** Everyone's API tokens, for the owner's People tab; fetched again whenever the tab opens. */
export const everyonesTokensQuery = () =>
  queryOptions<EveryonesApiToken[]>({ queryKey: ["/api/admin/users/tokens"], staleTime: 0 });

/** Your passkeys; fetched again whenever the tab opens, as their "last used" moves on. */
export const passkeysQuery = () =>
  queryOptions<Passkey[]>({ queryKey: ["/api/admin/passkeys"], staleTime: 0 });

/** What an invitation link shows; asked once (a used link stays used). */
export const inviteQuery = (token: string) =>
  queryOptions<InviteDetails>({
    queryKey: [`/api/admin/invites/${encodeURIComponent(token)}`],
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
