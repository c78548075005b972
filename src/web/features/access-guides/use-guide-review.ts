// The team's review of access guides (decision 036): the queue, approving, and sending a guide back
// with a reason for its business.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../lib/api-client.ts";
import { guideReviewQueueQuery } from "../../lib/queries/access-guides.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

export const useGuideQueue = (enabled = true) => useQuery({ ...guideReviewQueueQuery(), enabled });

function useRefetchQueue() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: guideReviewQueueQuery().queryKey });
}

/** `onDone` runs once the queue has been fetched again without the guide. */
export function useApproveGuide(onDone: () => void = () => {}) {
  const refetch = useRefetchQueue();
  const sessionEnded = useSessionEnded();
  return useMutation({
    // `seen`: the version the reviewer read, so a guide changed since is not published.
    mutationFn: ({ id, seen }: { id: number; name: string; seen: string }) =>
      apiCall("POST /api/admin/access-guides/:id/approve", { params: { id }, body: { seen } }),
    onSuccess: async (_answer, { name }) => {
      await refetch();
      toast({
        title: "Guide Published",
        description: `${name}'s access guide is now on the site.`,
      });
      onDone();
    },
    onError: (error) => {
      if (!sessionEnded(error)) {
        toast({ title: "Publishing Failed", description: error.message, variant: "error" });
      }
    },
  });
}

export function useReturnGuide(onDone: () => void) {
  const refetch = useRefetchQueue();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string; name: string }) =>
      apiCall("POST /api/admin/access-guides/:id/reject", { params: { id }, body: { reason } }),
    onSuccess: async (_answer, { name }) => {
      await refetch();
      toast({
        title: "Guide Sent Back",
        description: `${name} will see your reason on their guide's page, and by e-mail if they gave an address.`,
      });
      onDone();
    },
    onError: (error) => {
      if (!sessionEnded(error)) {
        toast({ title: "Sending Back Failed", description: error.message, variant: "error" });
      }
    },
  });
}
