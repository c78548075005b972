// The admin's own data (SPEC §2, §7): the session, the contact messages and the activity log.
import { queryOptions } from "@tanstack/react-query";
import { type AuditAction, auditLogPath } from "../../../shared/audit-actions.ts";
import type { SessionStatus } from "../../../shared/contracts/admin.ts";
import type { AuditLogPage } from "../../../shared/contracts/audit-log.ts";
import type { ContactRequestRecord } from "../../../shared/contracts/contact.ts";

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
