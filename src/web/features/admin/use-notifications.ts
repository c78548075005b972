// Admin › Activity › E-mail notifications (issue 17): what is failing, "send again", and a test
// e-mail (issue 28).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiErrorOf, readableMessage } from "../../../shared/api-error.ts";
import { NOTIFICATION_TEST_PATH, notificationRetryPath } from "../../../shared/api-paths.ts";
import type { NotificationTestResult } from "../../../shared/contracts/notifications.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { notificationsQuery } from "../../lib/queries/admin.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "./use-admin-session.ts";

export function useNotifications() {
  return useQuery(notificationsQuery());
}

/** Queues a failing e-mail to go now; the list and the activity log (which records it) refetch. */
export function useRetryNotification(onQueued: () => void) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: (id: number) => apiRequest("POST", notificationRetryPath(id)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey }),
        queryClient.invalidateQueries({ predicate: (query) => isAuditLogKey(query.queryKey) }),
      ]);
      onQueued();
      toast({
        title: "E-mail queued to send again",
        description: "If it fails again, it will be back in this list.",
        variant: "success",
      });
    },
    onError: async (error) => {
      if (sessionEnded(error)) return;
      await queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey });
      toast({
        title: "Failed to queue the e-mail again",
        description: apiErrorOf(error)?.serverMessage ?? readableMessage(error),
        variant: "error",
      });
    },
  });
}

/** Sends a test e-mail now; the answer says whether the mail server took it. The activity log,
 * which records the test, refetches. */
export function useSendTestEmail() {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: async (): Promise<NotificationTestResult> =>
      (await apiRequest("POST", NOTIFICATION_TEST_PATH)).json(),
    onSettled: () =>
      queryClient.invalidateQueries({ predicate: (query) => isAuditLogKey(query.queryKey) }),
    onError: (error) => {
      sessionEnded(error);
    },
  });
}

const isAuditLogKey = (key: readonly unknown[]) =>
  typeof key[0] === "string" && key[0].startsWith("/api/admin/audit-log");
