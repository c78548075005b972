// The admin's news sources, all behind the admin guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { NEWS_SOURCES_PATH } from "../../../shared/api-paths.ts";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import {
  newsSource,
  newsSourceInput,
  newsSourceList,
  refreshResult,
} from "../../../shared/contracts/news-sources.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
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
  app.get(
    NEWS_SOURCES_PATH,
    { config: requires("manage-news-sources"), schema: { response: { 200: newsSourceList } } },
    async () => listNewsSources(db),
  );

  app.post(
    NEWS_SOURCES_PATH,
    {
      config: requires("manage-news-sources"),
      schema: {
        body: newsSourceInput,
        response: { 201: newsSource, 400: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const row = await createNewsSource(db, request.body, adminOf(request), fetchOptions);
      return reply.status(201).send(row);
    },
  );

  app.delete(
    `${NEWS_SOURCES_PATH}/:id`,
    {
      config: requires("manage-news-sources"),
      schema: { params: idParams, response: { 204: z.null(), 404: errorResponse } },
    },
    async (request, reply) => {
      if (!(await deleteNewsSource(db, request.params.id, adminOf(request))))
        throw notFound("News source");
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${NEWS_SOURCES_PATH}/:id/refresh`,
    {
      config: requires("manage-news-sources"),
      schema: {
        params: idParams,
        response: { 200: refreshResult, 404: errorResponse, 502: errorResponse },
      },
    },
    async (request) => {
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
  );
};
