import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { AuditAction } from "../../../shared/audit-actions.ts";
import type { AuditLogPage } from "../../../shared/contracts/audit-log.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { activityLogQuery } from "../../lib/queries/admin.ts";
import { useSessionEnded } from "./use-admin-session.ts";

/** One page of the audit log, optionally one action only; null means every action. */
export function useActivityLog(page: number, action: AuditAction | null) {
  const sessionEnded = useSessionEnded();
  const query = activityLogQuery(page, action);
  return useQuery({
    ...query,
    // Its own fetch, so that a lost session returns to the gate as a failed write does.
    queryFn: async (): Promise<AuditLogPage> => {
      try {
        return await (await apiRequest("GET", String(query.queryKey[0]))).json();
      } catch (error) {
        if (error instanceof Error) sessionEnded(error);
        throw error;
      }
    },
    // The last page stays on screen while the next loads, so the table does not jump.
    placeholderData: keepPreviousData,
  });
}
