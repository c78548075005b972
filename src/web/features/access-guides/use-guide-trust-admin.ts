// The team's queues of what visitors said about guides: reports, marked handled; and
// "wrong" answers, accepted (the section shows "being checked", the business is e-mailed) or
// dismissed. Each action fetches its queue again.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiCall } from "../../lib/api-client.ts";
import {
  guideFeedbackQueueQuery,
  guideReportsQuery,
} from "../../lib/queries/access-guide-admin.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

export const useGuideReports = (enabled = true) => useQuery({ ...guideReportsQuery(), enabled });
export const useGuideFeedbackQueue = (enabled = true) =>
  useQuery({ ...guideFeedbackQueueQuery(), enabled });

function useFailure(title: string) {
  const sessionEnded = useSessionEnded();
  return (error: Error) => {
    if (!sessionEnded(error)) toast({ title, description: error.message, variant: "error" });
  };
}

export function useMarkReportHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id }: { id: number; name: string }) =>
      apiCall("POST /api/admin/access-guides/reports/:reportId/handled", {
        params: { reportId: id },
      }),
    onSuccess: async (_answer, { name }) => {
      await queryClient.invalidateQueries({ queryKey: guideReportsQuery().queryKey });
      toast({ title: "Report Handled", description: `The report of ${name} is marked handled.` });
    },
    onError: useFailure("Marking Failed"),
  });
}

export function useDecideFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, decision }: { id: number; decision: "accept" | "dismiss"; name: string }) =>
      decision === "accept"
        ? apiCall("POST /api/admin/access-guides/feedback/:feedbackId/accept", {
            params: { feedbackId: id },
          })
        : apiCall("POST /api/admin/access-guides/feedback/:feedbackId/dismiss", {
            params: { feedbackId: id },
          }),
    onSuccess: async (_answer, { decision, name }) => {
      await queryClient.invalidateQueries({ queryKey: guideFeedbackQueueQuery().queryKey });
      toast(
        decision === "accept"
          ? {
              title: "Correction Accepted",
              description: `${name}'s guide now says that part is being checked.`,
            }
          : { title: "Correction Dismissed", description: `${name}'s guide is unchanged.` },
      );
    },
    onError: useFailure("Saving Failed"),
  });
}
