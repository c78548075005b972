// Community stories data (SPEC §4, §7): the visitor list, each story's like state (fetched after
// hydration, never rendered into shared HTML), like/unlike, the form token and submission.
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { communityStoriesPath } from "../../../shared/api-paths.ts";
import type {
  CommunityStoryInput,
  LikeResult,
  LikeStatus,
  PublicCommunityStory,
} from "../../../shared/contracts/community.ts";
import { apiRequest } from "../../lib/api-client.ts";

const LIST_PREFIX = "/api/community?";

/** The approved stories matching `term` on the server; the previous list stays while a new one loads. */
export function useCommunityStories(term: string) {
  return useQuery<PublicCommunityStory[]>({
    queryKey: [communityStoriesPath(term)],
    placeholderData: keepPreviousData,
  });
}

const likedPath = (id: number) => `/api/community/${id}/liked`;

export function useLikeStatus(id: number) {
  return useQuery<LikeStatus>({
    queryKey: [likedPath(id)],
    queryFn: async () => {
      try {
        return (await (await apiRequest("GET", likedPath(id))).json()) as LikeStatus;
      } catch (error) {
        throw new Error("Failed to check like status", { cause: error });
      }
    },
  });
}

const isCommunityList = (key: readonly unknown[]) =>
  typeof key[0] === "string" && key[0].startsWith(LIST_PREFIX);

/** SPEC §4: on success the state toggles, the count is the server's, and the lists are refetched. */
export function useToggleLike(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (like: boolean): Promise<LikeResult & { liked: boolean }> => {
      try {
        const response = await apiRequest(like ? "POST" : "DELETE", `/api/community/${id}/like`);
        return { ...((await response.json()) as LikeResult), liked: like };
      } catch (error) {
        // SPEC §8 names these failures; the server's answer is kept as the cause.
        throw new Error(like ? "Failed to like article" : "Failed to unlike article", {
          cause: error,
        });
      }
    },
    onSuccess: ({ likeCount, liked }) => {
      queryClient.setQueryData<LikeStatus>([likedPath(id)], { liked });
      replaceCount(queryClient, id, likeCount);
      return queryClient.invalidateQueries({
        predicate: (query) => isCommunityList(query.queryKey),
      });
    },
  });
}

function replaceCount(queryClient: QueryClient, id: number, likeCount: number) {
  queryClient.setQueriesData<PublicCommunityStory[]>(
    { predicate: (query) => isCommunityList(query.queryKey) },
    (stories) => stories?.map((story) => (story.id === id ? { ...story, likeCount } : story)),
  );
}

const FORM_TOKEN_PATH = "/api/community/form-token";

/** The signed time the form was shown, with when this browser received it. */
export function useFormToken() {
  return useQuery({
    queryKey: [FORM_TOKEN_PATH],
    queryFn: async () => {
      const { token } = (await (await apiRequest("GET", FORM_TOKEN_PATH)).json()) as {
        token: string;
      };
      return { token, receivedAt: Date.now() };
    },
  });
}

export function useSubmitStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CommunityStoryInput) => {
      await apiRequest("POST", "/api/community", input);
    },
    // A new form gets a new token; pending stories are not listed, but the lists may be refetched.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [FORM_TOKEN_PATH] }),
  });
}

/** SPEC §8 errors are "<status>: <body>"; this reads the status and the server's message. */
export function readApiError(error: unknown): { status: number | null; message: string | null } {
  const text = error instanceof Error ? error.message : "";
  const match = /^(\d{3}): ([\s\S]*)$/.exec(text);
  if (!match) return { status: null, message: null };
  try {
    const body = JSON.parse(match[2] ?? "") as { error?: unknown };
    return {
      status: Number(match[1]),
      message: typeof body.error === "string" ? body.error : null,
    };
  } catch {
    return { status: Number(match[1]), message: null };
  }
}
