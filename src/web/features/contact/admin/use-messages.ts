import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../../lib/api-client.ts";
import { contactRequestsQuery } from "../../../lib/queries/admin.ts";
import { toast } from "../../../lib/toasts.ts";
import { useSessionEnded } from "../../../lib/use-admin-session.ts";

/** `enabled` false for a role that may not read messages: nothing is fetched. */
export function useMessages(enabled = true) {
  return useQuery({ ...contactRequestsQuery(), enabled });
}

/** Marks a message read or unread with its toasts, then refetches the list. */
export function useSetMessageRead() {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: ({ id, isRead }: { id: number; isRead: boolean }) =>
      apiCall(
        isRead ? "PATCH /api/contact-requests/:id/read" : "PATCH /api/contact-requests/:id/unread",
        { params: { id } },
      ),
    onSuccess: async (_answer, { isRead }) => {
      await queryClient.invalidateQueries({ queryKey: contactRequestsQuery().queryKey });
      toast({ title: isRead ? "Message marked as read." : "Message marked as unread." });
    },
    onError: (error, { isRead }) => {
      if (sessionEnded(error)) return;
      toast({
        title: isRead ? "Failed to mark message as read." : "Failed to mark message as unread.",
        variant: "error",
      });
    },
  });
}
