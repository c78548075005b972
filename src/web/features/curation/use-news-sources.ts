// Admin › Top Stories › News sources: the list, and add, refresh and remove, each with a
// toast. Adding also fetches the new feed at once, so its articles show without waiting an hour.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiErrorOf, readableMessage } from "../../../shared/api-error.ts";
import type {
  NewsSource,
  NewsSourceValidInput,
  RefreshResult,
} from "../../../shared/contracts/news-sources.ts";
import { apiCall } from "../../lib/api-client.ts";
import { newsLists } from "../../lib/queries/news.ts";
import { newsSourcesQuery } from "../../lib/queries/news-sources.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

export function useNewsSources() {
  return useQuery(newsSourcesQuery());
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What a refresh did, in words for its toast. */
export function describeRefresh({ added, skipped, notModified }: RefreshResult): string {
  if (notModified) return "The feed has not changed since it was last fetched.";
  const addedWords = added === 0 ? "No new articles" : plural(added, "new article", "new articles");
  return skipped === 0 ? `${addedWords}.` : `${addedWords}; ${skipped} already here or unusable.`;
}

/** The server's words for a failure, without the status number. */
const serverWords = (error: Error) => apiErrorOf(error)?.serverMessage ?? readableMessage(error);

/** After any change: the sources, and the news lists their articles appear in. */
function useRefetchAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: newsSourcesQuery().queryKey }),
      queryClient.invalidateQueries(newsLists()),
    ]);
}

const refreshOf = (id: number) =>
  apiCall("POST /api/admin/news-sources/:id/refresh", { params: { id } });

type AddOutcome =
  | { source: NewsSource; result: RefreshResult }
  | { source: NewsSource; fetchError: Error };

/**
 * Adds a source and fetches it. The source stays even when its first fetch fails (the failure is
 * its last error, and the schedule tries again); `onRefused` gets the server's words when the
 * address itself is refused, for the form to show by its field.
 */
export function useAddNewsSource(onAdded: () => void, onRefused: (message: string) => void) {
  const refetch = useRefetchAfterChange();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: async (input: NewsSourceValidInput): Promise<AddOutcome> => {
      const source = await apiCall("POST /api/admin/news-sources", { body: input });
      try {
        return { source, result: await refreshOf(source.id) };
      } catch (error) {
        if (apiErrorOf(error)?.status === 401) throw error;
        return { source, fetchError: error as Error };
      }
    },
    onSuccess: async (outcome) => {
      await refetch();
      onAdded();
      if ("result" in outcome) {
        toast({
          title: "News source added",
          description: describeRefresh(outcome.result),
          variant: "success",
        });
      } else {
        toast({
          title: "News source added, but its feed could not be read",
          description: serverWords(outcome.fetchError),
          variant: "error",
        });
      }
    },
    onError: (error) => {
      if (sessionEnded(error)) return;
      const status = apiErrorOf(error)?.status;
      if (status === 400 || status === 409) onRefused(serverWords(error));
      toast({
        title: "Failed to add news source",
        description: serverWords(error),
        variant: "error",
      });
    },
  });
}

export function useRefreshNewsSource() {
  const refetch = useRefetchAfterChange();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: refreshOf,
    onSuccess: async (result) => {
      await refetch();
      toast({
        title: "News source refreshed",
        description: describeRefresh(result),
        variant: "success",
      });
    },
    onError: async (error) => {
      if (sessionEnded(error)) return;
      // A failed fetch is recorded as the source's last error: show it in the list too.
      await refetch();
      toast({
        title: "Failed to refresh news source",
        description: serverWords(error),
        variant: "error",
      });
    },
  });
}

export function useRemoveNewsSource(onDone: () => void) {
  const refetch = useRefetchAfterChange();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: (id: number) => apiCall("DELETE /api/admin/news-sources/:id", { params: { id } }),
    onSuccess: async () => {
      await refetch();
      toast({ title: "News source removed", variant: "success" });
      onDone();
    },
    onError: (error) => {
      if (!sessionEnded(error))
        toast({
          title: "Failed to remove news source",
          description: serverWords(error),
          variant: "error",
        });
    },
  });
}
