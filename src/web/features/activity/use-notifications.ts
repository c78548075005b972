// Admin › Activity › E-mail notifications: what is failing, "send again", and a test
// e-mail.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiErrorOf, readableMessage } from "../../../shared/api-error.ts";
import { pathOf } from "../../../shared/api-routes.ts";
import { apiCall } from "../../lib/api-client.ts";
import { notificationsQuery } from "../../lib/queries/admin.ts";
import { pathStartsWith } from "../../lib/queries/path-filter.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

export function useNotifications() {
  return useQuery(notificationsQuery());
}

/** Queues a failing e-mail to go now; the list and the activity log (which records it) refetch. */
export function useRetryNotification(onQueued: () => void) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: (id: number) =>
      apiCall("POST /api/admin/notifications/:id/retry", { params: { id } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationsQuery().queryKey }),
        queryClient.invalidateQueries(auditLogQueries()),
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
    mutationFn: () => apiCall("POST /api/admin/notifications/test"),
    onSettled: () => queryClient.invalidateQueries(auditLogQueries()),
    onError: (error) => {
      sessionEnded(error);
    },
  });
}

/** Every page of the audit log, and its list of people. */
const auditLogQueries = () => pathStartsWith(pathOf("GET /api/admin/audit-log"));
