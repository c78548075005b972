// Admin › Top Stories: the two lists and the four news mutations
// (docs/product.md#top-stories-and-news).
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { readableMessage } from "../../../shared/api-error.ts";
import type { CustomStory } from "../../../shared/contracts/news.ts";
import { apiCall } from "../../lib/api-client.ts";
import { adminNewsQuery, adminTopStoriesQuery, newsLists } from "../../lib/queries/news.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

export function useAdminNews() {
  return useQuery(adminNewsQuery());
}

export function useAdminTopStories() {
  return useQuery(adminTopStoriesQuery());
}

/** One news mutation with its toasts; any 401 returns to the gate. */
function useNewsMutation<T>(
  request: (variables: T) => Promise<unknown>,
  success: string,
  failure: (error: Error) => string,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      // Every news list: the admin's two and the public top stories on /news.
      await queryClient.invalidateQueries(newsLists());
      toast({ title: success, variant: "success" });
      onDone?.();
    },
    onError: (error) => {
      if (!sessionEnded(error)) toast({ title: failure(error), variant: "error" });
    },
  });
}

export function useMarkTopStory() {
  return useNewsMutation(
    (id: number) => apiCall("POST /api/news/:id/mark-top-story", { params: { id } }),
    "Top Story Added",
    () => "There was an error marking the article as a top story.",
  );
}

export function useUnmarkTopStory(onDone?: () => void) {
  return useNewsMutation(
    (id: number) => apiCall("POST /api/news/:id/unmark-top-story", { params: { id } }),
    "Top Story Removed",
    () => "There was an error removing the article from top stories.",
    onDone,
  );
}

export function useDeleteStory(onDone: () => void) {
  return useNewsMutation(
    (id: number) => apiCall("DELETE /api/news/:id", { params: { id } }),
    "Story Deleted",
    () => "There was an error deleting the story.",
    onDone,
  );
}

/** A custom story is a top story published now; empty optional URLs are left out. */
export function toCustomStoryPayload(story: CustomStory, now: Date) {
  const { sourceUrl, imageUrl, ...rest } = story;
  return {
    ...rest,
    ...(sourceUrl ? { sourceUrl } : {}),
    ...(imageUrl ? { imageUrl } : {}),
    isTopStory: true,
    publishedAt: now.toISOString(),
  };
}

export function useCreateCustomStory(onDone: () => void) {
  return useNewsMutation(
    (story: CustomStory) =>
      apiCall("POST /api/news", { body: toCustomStoryPayload(story, new Date()) }),
    "Custom Story Created",
    (error) => `There was an error creating the custom story: ${readableMessage(error)}`,
    onDone,
  );
}
