// The team takes a published guide off the site with a reason: the list of published
// guides, and the take-down itself.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../lib/api-client.ts";
import { publishedGuidesQuery } from "../../lib/queries/access-guide-admin.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

export const usePublishedGuides = () => useQuery(publishedGuidesQuery());

/** `onDone` runs once the list has been fetched again without the guide. */
export function useTakeDownGuide(onDone: () => void) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason: string; name: string }) =>
      apiCall("POST /api/admin/access-guides/:id/unpublish", { params: { id }, body: { reason } }),
    onSuccess: async (_answer, { name }) => {
      await queryClient.invalidateQueries({ queryKey: publishedGuidesQuery().queryKey });
      toast({
        title: "Guide Taken Down",
        description: `${name}'s access guide is off the site. The business sees your reason on its guide's page, and by e-mail if it gave an address.`,
      });
      onDone();
    },
    onError: (error) => {
      if (!sessionEnded(error)) {
        toast({ title: "Taking Down Failed", description: error.message, variant: "error" });
      }
    },
  });
}
