// The admin's news sources, all behind the admin guard (shared/endpoints/news-sources.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOf } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { by } from "../../lib/audit.ts";
import type { FetchFeedOptions } from "./fetch-feed.ts";
import {
  createNewsSource,
  deleteNewsSource,
  findNewsSource,
  listNewsSources,
  refreshNewsSource,
} from "./service.ts";

export const newsSourceRoutes: FastifyPluginAsyncZod<{
  db: Db;
  fetchOptions: FetchFeedOptions;
  now: () => Date;
}> = async (app, { db, fetchOptions, now }) => {
  app.route({
    ...endpointRoute("GET /api/admin/news-sources"),
    handler: async () => listNewsSources(db),
  });

  app.route({
    ...endpointRoute("POST /api/admin/news-sources"),
    handler: async (request, reply) => {
      const row = await createNewsSource(db, request.body, adminOf(request), fetchOptions);
      return reply.status(201).send(row);
    },
  });

  app.route({
    ...endpointRoute("DELETE /api/admin/news-sources/:id"),
    handler: async (request, reply) => {
      if (!(await deleteNewsSource(db, request.params.id, adminOf(request))))
        throw notFound("News source");
      return reply.status(204).send(null);
    },
  });

  app.route({
    ...endpointRoute("POST /api/admin/news-sources/:id/refresh"),
    handler: async (request) => {
      const source = await findNewsSource(db, request.params.id);
      if (!source) throw notFound("News source");
      const outcome = await refreshNewsSource(db, source, {
        fetchOptions,
        now: now(),
        ...by(adminOf(request)),
      });
      if (outcome.ok) {
        const { added, skipped, notModified } = outcome;
        return { added, skipped, notModified };
      }
      // The feed, not this server, failed: 502, with the words also kept as the source's last error.
      if ("error" in outcome) throw new HttpError(502, outcome.error);
      throw notFound("News source"); // removed while its feed was being fetched
    },
  });
};
