import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type AuditAction, auditLogPath } from "../../../shared/audit-actions.ts";
import type { AuditLogPage } from "../../../shared/contracts/audit-log.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { useSessionEnded } from "./use-admin-session.ts";

/** Every page and filter sits under this prefix, so one invalidation refreshes them all. */
export const activityLogKey = "/api/admin/audit-log";

/** One page of the audit log, optionally one action only; null means every action. */
export function useActivityLog(page: number, action: AuditAction | null) {
  const sessionEnded = useSessionEnded();
  return useQuery<AuditLogPage>({
    queryKey: [activityLogKey, { page, action }],
    queryFn: async () => {
      try {
        return await (await apiRequest("GET", auditLogPath(page, action))).json();
      } catch (error) {
        if (error instanceof Error) sessionEnded(error);
        throw error;
      }
    },
    // The last page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
    // Every admin write elsewhere adds a row, and the tab's panel mounts afresh each time it is
    // opened: fetch again then, instead of the site's never-stale default (SPEC §7).
    staleTime: 0,
  });
}
