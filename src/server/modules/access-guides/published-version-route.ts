// The version of a business's own guide that visitors see, read by its manage token: the manage
// page builds the copy for the business's website and links its large-print page from it, so they
// never show an edit the team has not read yet.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { findPublishedGuide } from "./public-reads.ts";
import { findByManageToken, NO_SUCH_GUIDE } from "./service.ts";

export const publishedVersionRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute("GET /api/access-guides/manage/:manageToken/published"),
    handler: async (request, reply) => {
      // Read by someone's secret: kept out of shared caches, as the manage view is.
      reply.header("cache-control", "no-store");
      const row = await findByManageToken(db, request.params.manageToken);
      if (!row) throw new HttpError(404, NO_SUCH_GUIDE);
      return { guide: row.published ? ((await findPublishedGuide(db, row.id)) ?? null) : null };
    },
  });
};
