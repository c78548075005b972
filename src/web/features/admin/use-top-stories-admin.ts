// Admin › Top Stories: the two lists and the four news mutations (SPEC §2, §4, §7, §8).
import { type Query, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type CustomStory,
  NEWS_LIST_LIMIT,
  type NewsArticle,
  newsListPath,
  TOP_STORIES_LIMIT,
  topStoriesPath,
} from "../../../shared/contracts/news.ts";
import { apiRequest } from "../../lib/api-client.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "./use-admin-session.ts";

/** SPEC §9: the admin's news list asks for 50. */
export const adminNewsKey = [newsListPath(NEWS_LIST_LIMIT.default)];
/** SPEC §7: the admin's top stories have no stated limit; the API's maximum stands in for "all". */
export const adminTopStoriesKey = [topStoriesPath(TOP_STORIES_LIMIT.max)];

export function useAdminNews() {
  return useQuery<NewsArticle[]>({ queryKey: adminNewsKey });
}

export function useAdminTopStories() {
  return useQuery<NewsArticle[]>({ queryKey: adminTopStoriesKey });
}

/** Every news list: the admin's two and the public top stories on /news (SPEC §7). */
const isNewsQuery = (query: Query) =>
  typeof query.queryKey[0] === "string" && query.queryKey[0].startsWith("/api/news");

/** "400: {"error":"Invalid body"}" reads as "400: Invalid body"; other messages pass unchanged. */
export function readableError(error: Error): string {
  const match = error.message.match(/^(\d{3}): (\{.*\})$/s);
  if (!match) return error.message;
  try {
    const body = JSON.parse(match[2] ?? "") as { error?: unknown };
    return typeof body.error === "string" ? `${match[1]}: ${body.error}` : error.message;
  } catch {
    return error.message;
  }
}

/** One news mutation with the SPEC §8 toasts; any 401 returns to the gate. */
function useNewsMutation<T>(
  request: (variables: T) => Promise<Response>,
  success: string,
  failure: (error: Error) => string,
  onDone?: () => void,
) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: request,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ predicate: isNewsQuery });
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
    (id: number) => apiRequest("POST", `/api/news/${id}/mark-top-story`),
    "Top Story Added",
    () => "There was an error marking the article as a top story.",
  );
}

export function useUnmarkTopStory(onDone?: () => void) {
  return useNewsMutation(
    (id: number) => apiRequest("POST", `/api/news/${id}/unmark-top-story`),
    "Top Story Removed",
    () => "There was an error removing the article from top stories.",
    onDone,
  );
}

export function useDeleteStory(onDone: () => void) {
  return useNewsMutation(
    (id: number) => apiRequest("DELETE", `/api/news/${id}`),
    "Story Deleted",
    () => "There was an error deleting the story.",
    onDone,
  );
}

/** SPEC §4: a custom story is a top story published now; empty optional URLs are left out. */
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
      apiRequest("POST", "/api/news", toCustomStoryPayload(story, new Date())),
    "Custom Story Created",
    (error) => `There was an error creating the custom story: ${readableError(error)}`,
    onDone,
  );
}
