import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { QuickSolutionValidInput } from "../../../shared/contracts/quick-solutions.ts";
import { apiCall } from "../../lib/api-client.ts";
import { quickSolutionLists } from "../../lib/queries/quick-solutions.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

/** One mutation with its toasts; the public lists are refetched after every change. */
function useQuickSolutionMutation<T>(
  request: (variables: T) => Promise<unknown>,
  success: string,
  failure: string,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries(quickSolutionLists());
      toast({ title: success });
      onDone();
    },
    onError: (error) => {
      if (!sessionEnded(error))
        toast({ title: failure, description: error.message, variant: "error" });
    },
  });
}

export function useCreateQuickSolution(onDone: () => void) {
  return useQuickSolutionMutation(
    (input: QuickSolutionValidInput) => apiCall("POST /api/admin/quick-solutions", { body: input }),
    "Quick solution created successfully",
    "Failed to create quick solution",
    onDone,
  );
}

export function useUpdateQuickSolution(onDone: () => void) {
  return useQuickSolutionMutation(
    ({ id, input }: { id: number; input: QuickSolutionValidInput }) =>
      apiCall("PUT /api/admin/quick-solutions/:id", { params: { id }, body: input }),
    "Quick solution updated successfully",
    "Failed to update quick solution",
    onDone,
  );
}

export function useDeleteQuickSolution(onDone: () => void) {
  return useQuickSolutionMutation(
    (id: number) => apiCall("DELETE /api/admin/quick-solutions/:id", { params: { id } }),
    "Quick solution deleted successfully",
    "Failed to delete quick solution",
    onDone,
  );
}
