import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AdminCommunityStory } from "../../../shared/contracts/community.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { type ToastContent, toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "./use-admin-session.ts";

/** The admin's story lists: their own keys, so visitor-shaped lists are never reused here. */
export function useAdminStories(approved: boolean) {
  return useQuery<AdminCommunityStory[]>({
    queryKey: ["/api/community", "admin", approved],
    queryFn: async () => (await apiRequest("GET", `/api/community?approved=${approved}`)).json(),
  });
}

const startsWith = (prefix: string) => (query: { queryKey: QueryKey }) =>
  String(query.queryKey[0]).startsWith(prefix);

type Action = "approve" | "unapprove" | "move-to-expert" | "delete";

// SPEC §8 toasts for each moderation action.
const TOASTS: Record<Action, { success: ToastContent; failure: ToastContent }> = {
  approve: {
    success: {
      title: "Article Approved!",
      description: "The article is now visible in the Community Stories section.",
    },
    failure: { title: "Approval Failed", variant: "error" },
  },
  unapprove: {
    success: {
      title: "Article Unapproved",
      description: "The article has been moved back to pending status.",
    },
    failure: { title: "Unapprove Failed", variant: "error" },
  },
  "move-to-expert": {
    success: {
      title: "Article Promoted!",
      description: "A copy is now in the Expert Articles section; the original stays here.",
    },
    failure: { title: "Move Failed", variant: "error" },
  },
  delete: {
    success: { title: "Article Deleted", description: "The article has been permanently removed." },
    failure: { title: "Delete Failed", variant: "error" },
  },
};

export function useModerateStory(onDone: () => void = () => {}) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: Action }) =>
      action === "delete"
        ? apiRequest("DELETE", `/api/community/${id}`)
        : apiRequest("POST", `/api/community/${id}/${action}`),
    onSuccess: async (_answer, { action }) => {
      // Counts and both lists change; the visitor lists too, and the advice lists on promotion.
      await queryClient.invalidateQueries({ predicate: startsWith("/api/community") });
      if (action === "move-to-expert") {
        await queryClient.invalidateQueries({ predicate: startsWith("/api/advice") });
      }
      toast(TOASTS[action].success);
      onDone();
    },
    onError: (error, { action }) => {
      if (!sessionEnded(error)) toast({ ...TOASTS[action].failure, description: error.message });
    },
  });
}
