// Previews: an article's or news item's page exactly as visitors will see it, rendered
// with its data as it is now, whatever its status, for the editorial team only. Sent no-store
// (never cached) and marked noindex in its head and its headers.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { pathOf } from "../../../shared/api-routes.ts";
import { idParams } from "../../../shared/contracts/common.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import type { RenderPage } from "../../render/pages.ts";
import { findNewsForAdmin } from "../news/admin-service.ts";
import { findArticleForAdmin } from "./service.ts";

const PREVIEWS: {
  path: string;
  /** The browser tab's title: the kind of preview, then the item's own title. */
  label: string;
  /** Where a visitor's page reads the item: the query the page finds it under. */
  publicPath: (id: number) => string;
  find: (db: Db, id: number, admin: AdminIdentity) => Promise<unknown>;
}[] = [
  {
    path: PAGE_PATHS.articlePreview,
    label: "Preview",
    publicPath: (id) => pathOf("GET /api/advice/articles/:id", { params: { id } }),
    find: findArticleForAdmin,
  },
  {
    path: PAGE_PATHS.newsPreview,
    label: "News preview",
    publicPath: (id) => pathOf("GET /api/news/:id", { params: { id } }),
    find: findNewsForAdmin,
  },
];

export const previewRoutes: FastifyPluginAsyncZod<{ db: Db; renderPage: RenderPage }> = async (
  app,
  { db, renderPage },
) => {
  for (const { path, label, publicPath, find } of PREVIEWS) {
    app.get(
      path.replace(":ref", ":id"),
      { config: requires("write-articles"), schema: { params: idParams } },
      async (request, reply) => {
        const { id } = request.params;
        const item = await find(db, id, adminOf(request));
        reply.header("x-robots-tag", "noindex");
        // Named, so an editor with several previews open can tell the tabs apart.
        const title = (item as { title?: unknown } | null)?.title;
        return renderPage(request, reply, {
          initialData: [{ queryKey: [publicPath(id)], data: item }],
          ...(item ? {} : { status: 404 }),
          ...(typeof title === "string" ? { title: `${label}: ${title} | Real Access` } : {}),
        });
      },
    );
  }
};
