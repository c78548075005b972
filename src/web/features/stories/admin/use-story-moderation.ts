import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  BulkModerationInput,
  StoryEditInput,
  StoryRejection,
} from "../../../../shared/contracts/stories.ts";
import { apiCall, apiSend } from "../../../lib/api-client.ts";
import { adviceLists } from "../../../lib/queries/articles.ts";
import { adminStoriesQuery, allStoryQueries } from "../../../lib/queries/stories.ts";
import { type ToastContent, toast } from "../../../lib/toasts.ts";
import { useSessionEnded } from "../../../lib/use-admin-session.ts";

/** The admin's story lists: their own keys, so visitor-shaped lists are never reused here. */
/** `enabled` false for a role that may not moderate: nothing is fetched. */
export function useAdminStories(approved: boolean, enabled = true) {
  return useQuery({ ...adminStoriesQuery(approved), enabled });
}

type Action = "approve" | "unapprove" | "move-to-expert" | "delete";

// The toasts for each moderation action (docs/product.md#moderating-stories).
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

const ALREADY_PROMOTED: ToastContent = {
  title: "Article Promoted!",
  description: "It was already in the Expert Articles section, so no second copy was made.",
};

/** Counts and both lists change with any moderation; the visitor lists too. */
function useRefetchStories() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries(allStoryQueries());
}

export function useModerateStory(onDone: () => void = () => {}) {
  const queryClient = useQueryClient();
  const refetchStories = useRefetchStories();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: ({ id, action }: { id: number; action: Action }) =>
      action === "delete"
        ? apiSend("DELETE /api/community/:id", { params: { id } })
        : apiSend(`POST /api/community/:id/${action}`, { params: { id } }),
    onSuccess: async (answer, { action }) => {
      await refetchStories();
      if (action === "move-to-expert") {
        await queryClient.invalidateQueries(adviceLists());
      }
      // 200 rather than 201: the story had been promoted before, and no second copy was made.
      const alreadyPromoted = action === "move-to-expert" && answer.status === 200;
      toast(alreadyPromoted ? ALREADY_PROMOTED : TOASTS[action].success);
      onDone();
    },
    onError: (error, { action }) => {
      if (!sessionEnded(error)) toast({ ...TOASTS[action].failure, description: error.message });
    },
  });
}

/** The admin's corrections to a story's title, summary and content. */
export function useEditStory(onDone: () => void) {
  const refetchStories = useRefetchStories();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: ({ id, edit }: { id: number; edit: StoryEditInput }) =>
      apiCall("PATCH /api/community/:id", { params: { id }, body: edit }),
    onSuccess: async () => {
      await refetchStories();
      toast({
        title: "Story Updated",
        description:
          "Your changes are saved. The author's original wording stays in the activity log.",
      });
      onDone();
    },
    onError: (error) => {
      if (!sessionEnded(error)) {
        toast({ title: "Update Failed", description: error.message, variant: "error" });
      }
    },
  });
}

/**
 * Returning a story to its author: the server e-mails them the reason through the outbox, then
 * deletes the story.
 */
export function useReturnStory(onDone: () => void) {
  const refetchStories = useRefetchStories();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: ({ id, rejection }: { id: number; rejection: StoryRejection; author: string }) =>
      apiCall("POST /api/community/:id/reject", { params: { id }, body: rejection }),
    onSuccess: async (_answer, { author }) => {
      await refetchStories();
      toast({
        title: "Story Returned",
        description: `We are e-mailing your reason to ${author}. The story has been deleted.`,
      });
      onDone();
    },
    onError: (error) => {
      if (!sessionEnded(error)) {
        toast({ title: "Return Failed", description: error.message, variant: "error" });
      }
    },
  });
}

type BulkAction = BulkModerationInput["action"];

const stories = (count: number) => (count === 1 ? "1 story" : `${count} stories`);
/** '1 story is' / '2 stories are'. */
const storiesAre = (count: number) => `${stories(count)} ${count === 1 ? "is" : "are"}`;
const storiesHave = (count: number) => `${stories(count)} ${count === 1 ? "has" : "have"}`;

// Bulk toasts keep the single-story titles' wording, in the plural.
const BULK_TOASTS: Record<
  BulkAction,
  { success: (count: number) => ToastContent; failure: string }
> = {
  approve: {
    success: (count) => ({
      title: "Articles Approved!",
      description: `${storiesAre(count)} now visible in the Community Stories section.`,
    }),
    failure: "Approval Failed",
  },
  unapprove: {
    success: (count) => ({
      title: "Articles Unapproved",
      description: `${storiesHave(count)} been moved back to pending status.`,
    }),
    failure: "Unapprove Failed",
  },
  delete: {
    success: (count) => ({
      title: "Articles Deleted",
      description: `${storiesHave(count)} been permanently removed.`,
    }),
    failure: "Delete Failed",
  },
};

/** One action on the selected stories; stories already gone are named in the toast, not lost. */
export function useBulkModerate(onDone: () => void) {
  const refetchStories = useRefetchStories();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: (input: BulkModerationInput) =>
      apiCall("POST /api/community/bulk", { body: input }),
    onSuccess: async (result) => {
      await refetchStories();
      const success = BULK_TOASTS[result.action].success(result.done.length);
      const gone =
        result.missing.length > 0
          ? ` ${storiesHave(result.missing.length)} already been deleted elsewhere.`
          : "";
      toast({ ...success, description: `${success.description}${gone}` });
      onDone();
    },
    onError: (error, { action }) => {
      if (!sessionEnded(error)) {
        toast({ title: BULK_TOASTS[action].failure, description: error.message, variant: "error" });
      }
    },
  });
}
