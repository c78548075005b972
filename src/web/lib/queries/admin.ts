// The admin's own data (SPEC §2, §7): the session, the contact messages, the activity log and
// the e-mail notifications that are failing.
import { queryOptions } from "@tanstack/react-query";
import { NOTIFICATIONS_PATH } from "../../../shared/api-paths.ts";
import { type AuditAction, auditLogPath } from "../../../shared/audit-actions.ts";
import type { SessionStatus } from "../../../shared/contracts/admin.ts";
import type { AuditLogPage } from "../../../shared/contracts/audit-log.ts";
import type { ContactRequestRecord } from "../../../shared/contracts/contact.ts";
import type { NotificationOverview } from "../../../shared/contracts/notifications.ts";

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
 * site's never-stale default (SPEC §7).
 */
export const activityLogQuery = (page: number, action: AuditAction | null) =>
  queryOptions<AuditLogPage>({ queryKey: [auditLogPath(page, action)], staleTime: 0 });

/** E-mail notifications (issue 17). The worker changes them in the background, so they are
 * fetched again each time the Activity tab opens. */
export const notificationsQuery = () =>
  queryOptions<NotificationOverview>({ queryKey: [NOTIFICATIONS_PATH], staleTime: 0 });
