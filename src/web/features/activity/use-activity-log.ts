import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditAction } from "../../../shared/audit-actions.ts";
import { apiCall } from "../../lib/api-client.ts";
import { activityActorsQuery, activityLogQuery } from "../../lib/queries/admin.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

/** The people who appear in the log, for its filter. */
export function useActivityActors() {
  return useQuery(activityActorsQuery());
}

/** One page of the audit log, optionally one action or person only; null means every one. */
export function useActivityLog(page: number, action: AuditAction | null, actor: string | null) {
  const sessionEnded = useSessionEnded();
  const query = activityLogQuery(page, action, actor);
  return useQuery({
    ...query,
    // Its own fetch, so that a lost session returns to the gate as a failed write does.
    queryFn: async () => {
      try {
        return await apiCall("GET /api/admin/audit-log", {
          query: { page, action, actor },
        });
      } catch (error) {
        if (error instanceof Error) sessionEnded(error);
        throw error;
      }
    },
    // The last page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
