// The editorial team's expert articles: the list, one article, its revisions, and the
// writes, each followed by a toast. After a write the admin's lists and the public ones refetch.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiErrorOf } from "../../../shared/api-error.ts";
import { type ApiBody, pathOf } from "../../../shared/api-routes.ts";
import { apiCall } from "../../lib/api-client.ts";
import { type AdminArticle, articleQuery } from "../../lib/queries/articles.ts";
import { pathStartsWith } from "../../lib/queries/path-filter.ts";
import { toast } from "../../lib/toasts.ts";
import { useSessionEnded } from "../../lib/use-admin-session.ts";

export type { AdminArticle };

/** Everything an article write can change: the admin's articles and the public advice lists. */
const changedByArticleWrites = () =>
  pathStartsWith(pathOf("GET /api/admin/articles"), "/api/advice");

function useArticleMutation<T>(
  request: (variables: T) => Promise<AdminArticle>,
  success: (article: AdminArticle) => string,
  failure: string,
) {
  const queryClient = useQueryClient();
  const sessionEnded = useSessionEnded();
  return useMutation({
    mutationFn: request,
    onSuccess: async (article) => {
      queryClient.setQueryData(articleQuery(article.id).queryKey, article);
      await queryClient.invalidateQueries(changedByArticleWrites());
      toast({ title: success(article) });
    },
    onError: (error) => {
      if (sessionEnded(error)) return;
      const description = apiErrorOf(error)?.serverMessage ?? error.message;
      toast({ title: failure, description, variant: "error" });
    },
  });
}

type ArticleBody = ApiBody<"PATCH /api/admin/articles/:id">;

export function useSaveArticle() {
  return useArticleMutation(
    ({ id, body }: { id: number | null; body: ArticleBody }) =>
      id === null
        ? apiCall("POST /api/admin/articles", {
            body: body as ApiBody<"POST /api/admin/articles">,
          })
        : apiCall("PATCH /api/admin/articles/:id", { params: { id }, body }),
    (article) => (article.status === "published" ? "Changes published" : "Draft saved"),
    "The article was not saved",
  );
}

export function usePublishArticle() {
  return useArticleMutation(
    ({ id, publishAt }: { id: number; publishAt?: string }) =>
      apiCall("POST /api/admin/articles/:id/publish", {
        params: { id },
        body: publishAt ? { publishAt } : {},
      }),
    (article) => (article.status === "scheduled" ? "Article scheduled" : "Article published"),
    "The article was not published",
  );
}

export function useUnpublishArticle() {
  return useArticleMutation(
    (id: number) => apiCall("POST /api/admin/articles/:id/unpublish", { params: { id } }),
    (article) =>
      article.status === "draft"
        ? "Schedule cancelled: back to draft"
        : "Article taken off the site",
    "The article was not taken down",
  );
}

export function useRestoreRevision() {
  return useArticleMutation(
    ({ id, revisionId }: { id: number; revisionId: number }) =>
      apiCall("POST /api/admin/articles/:id/revisions/:revisionId/restore", {
        params: { id, revisionId },
      }),
    () => "Earlier version restored as a new revision",
    "The earlier version was not restored",
  );
}
