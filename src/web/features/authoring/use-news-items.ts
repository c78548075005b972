// The editorial team's news items: the writes, each followed by a toast, as for
// articles (use-articles.ts). After a write the admin's news and the public news lists refetch.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiErrorOf } from "../../../shared/api-error.ts";
import type { ApiBody } from "../../../shared/api-routes.ts";
import { apiCall } from "../../lib/api-client.ts";
import {
  type AdminNewsItem,
  adminNewsItemQuery,
  changedByNewsWrites,
} from "../../lib/queries/news-items.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

export type { AdminNewsItem };

function useNewsItemMutation<T>(
  request: (variables: T) => Promise<AdminNewsItem>,
  success: (item: AdminNewsItem) => string,
  failure: string,
) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: request,
    onSuccess: async (item) => {
      queryClient.setQueryData(adminNewsItemQuery(item.id).queryKey, item);
      await queryClient.invalidateQueries(changedByNewsWrites());
      toast({ title: success(item) });
    },
    onError: (error) => {
      if (sessionEnded(error)) return;
      const description = apiErrorOf(error)?.serverMessage ?? error.message;
      toast({ title: failure, description, variant: "error" });
    },
  });
}

type NewsBody = ApiBody<"PATCH /api/admin/news/:id">;

export function useSaveNewsItem() {
  return useNewsItemMutation(
    ({ id, body }: { id: number | null; body: NewsBody }) =>
      id === null
        ? apiCall("POST /api/admin/news", { body: body as ApiBody<"POST /api/admin/news"> })
        : apiCall("PATCH /api/admin/news/:id", { params: { id }, body }),
    (item) => (item.status === "published" ? "Changes published" : "Draft saved"),
    "The news item was not saved",
  );
}

export function usePublishNewsItem() {
  return useNewsItemMutation(
    ({ id, publishAt }: { id: number; publishAt?: string }) =>
      apiCall("POST /api/admin/news/:id/publish", {
        params: { id },
        body: publishAt ? { publishAt } : {},
      }),
    (item) => (item.status === "scheduled" ? "News item scheduled" : "News item published"),
    "The news item was not published",
  );
}

export function useUnpublishNewsItem() {
  return useNewsItemMutation(
    (id: number) => apiCall("POST /api/admin/news/:id/unpublish", { params: { id } }),
    (item) =>
      item.status === "draft"
        ? "Schedule cancelled: back to draft"
        : "News item taken off the site",
    "The news item was not taken down",
  );
}
