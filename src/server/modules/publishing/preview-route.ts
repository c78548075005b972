// Previews: a piece's page exactly as visitors will see it, rendered with its data as it is now,
// whatever its status, for the editorial team only; one for every kind written in the admin. Sent
// no-store (never cached) and marked noindex in its head and its headers.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams } from "../../../shared/contracts/common.ts";
import { PUBLISHING_KINDS } from "../../../shared/publishing-kinds.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import type { RenderPage } from "../../render/pages.ts";
import { PUBLISHING } from "./kinds.ts";
import { findForAdmin } from "./service.ts";

export const previewRoutes: FastifyPluginAsyncZod<{ db: Db; renderPage: RenderPage }> = async (
  app,
  { db, renderPage },
) => {
  for (const kind of PUBLISHING) {
    const { previewPath, previewTitle } = PUBLISHING_KINDS[kind.name];
    app.get(
      previewPath.replace(":ref", ":id"),
      { config: requires("write-articles"), schema: { params: idParams } },
      async (request, reply) => {
        const { id } = request.params;
        const item = await findForAdmin(db, kind, id, adminOf(request));
        reply.header("x-robots-tag", "noindex");
        // Named, so an editor with several previews open can tell the tabs apart.
        return renderPage(request, reply, {
          initialData: [{ queryKey: [kind.publicPath(id)], data: item }],
          ...(item ? {} : { status: 404 }),
          ...(item ? { title: `${previewTitle}: ${item.title} | Real Access` } : {}),
        });
      },
    );
  }
};
