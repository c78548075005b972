// Community stories data (docs/product.md#community-stories): the visitor list, each story's like
// state (fetched after hydration, never rendered into shared HTML), like/unlike and submission. The
// keys and fetches are the factories in lib/queries/stories.ts.
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { LikeResult, PublicStory, StoryInput } from "../../../shared/contracts/stories.ts";
import { apiCall } from "../../lib/api-client.ts";
import {
  formTokenQuery,
  likeStatusQuery,
  storiesQuery,
  visitorStoryLists,
} from "../../lib/queries/stories.ts";

/**
 * The approved stories, newest first, or those a search finds, best match first (the server
 * matches and ranks). While a new answer is on its way the previous list stays on screen.
 */
export function useStories(term = "") {
  return useQuery({ ...storiesQuery(term), placeholderData: keepPreviousData });
}

export function useLikeStatus(id: number) {
  return useQuery(likeStatusQuery(id));
}

/** On success the state toggles, the count is the server's, and the lists are refetched. */
export function useToggleLike(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (like: boolean): Promise<LikeResult & { liked: boolean }> => {
      try {
        const params = { params: { id } };
        const result = like
          ? await apiCall("POST /api/community/:id/like", params)
          : await apiCall("DELETE /api/community/:id/like", params);
        return { ...result, liked: like };
      } catch (error) {
        // These failures have names of their own; the server's answer is kept as the cause.
        throw new Error(like ? "Failed to like article" : "Failed to unlike article", {
          cause: error,
        });
      }
    },
    onSuccess: ({ likeCount, liked }) => {
      queryClient.setQueryData(likeStatusQuery(id).queryKey, { liked });
      replaceCount(queryClient, id, likeCount);
      return queryClient.invalidateQueries(visitorStoryLists());
    },
  });
}

function replaceCount(queryClient: QueryClient, id: number, likeCount: number) {
  queryClient.setQueriesData<PublicStory[]>(visitorStoryLists(), (stories) =>
    stories?.map((story) => (story.id === id ? { ...story, likeCount } : story)),
  );
}

export function useSubmitStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: StoryInput) => {
      await apiCall("POST /api/community", { body: input });
    },
    // A new form gets a new token; pending stories are not listed, so the lists stay as they are.
    onSettled: () => queryClient.invalidateQueries({ queryKey: formTokenQuery().queryKey }),
  });
}
