// An article's preview (issue 30): its page exactly as visitors will see it, rendered with the
// article as it is now, whatever its status, for the editorial team only. Sent no-store (the
// page is never cached) and marked noindex in its head and its headers.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pathOf } from "../../../shared/api-routes.ts";
import { idParams } from "../../../shared/contracts/common.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import type { RenderPage } from "../../render/pages.ts";
import { findArticleForAdmin } from "./service.ts";

export const articlePreviewRoute: FastifyPluginAsyncZod<{
  db: Db;
  renderPage: RenderPage;
}> = async (app, { db, renderPage }) => {
  app.get(
    PAGE_PATHS.articlePreview.replace(":ref", ":id"),
    { config: requires("write-articles"), schema: { params: idParams } },
    async (request, reply) => {
      const { id } = request.params;
      const article = await findArticleForAdmin(db, id, adminOf(request));
      reply.header("x-robots-tag", "noindex");
      // The page reads the article where a visitor's page would: its API address.
      const queryKey = [pathOf("GET /api/advice/articles/:id", { params: { id } })];
      return renderPage(request, reply, {
        initialData: [{ queryKey, data: article }],
        ...(article ? {} : { status: 404 }),
      });
    },
  );
};
