// The admin API for writing news, the same shape as /api/admin/articles. Every route
// needs a signed-in person; the service decides what a contributor may see and change.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { checksRefusal } from "../../../shared/contracts/authoring.ts";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import {
  adminNewsItem,
  adminNewsList,
  newsCreateInput,
  newsPatchInput,
  newsPublishInput,
} from "../../../shared/contracts/news.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { notFound } from "../../http/http-error.ts";
import {
  createNewsDraft,
  findNewsForAdmin,
  listNewsForAdmin,
  publishNews,
  unpublishNews,
  updateNews,
} from "./admin-service.ts";

const NEWS_ITEM = "News item";

export const newsAdminRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    "/api/admin/news",
    { config: requires("write-articles"), schema: { response: { 200: adminNewsList } } },
    async (request) => listNewsForAdmin(db, adminOf(request)),
  );

  app.post(
    "/api/admin/news",
    {
      config: requires("write-articles"),
      schema: { body: newsCreateInput, response: { 201: adminNewsItem, 400: errorResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await createNewsDraft(db, request.body, adminOf(request), now())),
  );

  app.get(
    "/api/admin/news/:id",
    {
      config: requires("write-articles"),
      schema: { params: idParams, response: { 200: adminNewsItem, 404: errorResponse } },
    },
    async (request) => {
      const item = await findNewsForAdmin(db, request.params.id, adminOf(request));
      if (!item) throw notFound(NEWS_ITEM);
      return item;
    },
  );

  app.patch(
    "/api/admin/news/:id",
    {
      config: requires("write-articles"),
      schema: {
        params: idParams,
        body: newsPatchInput,
        response: {
          200: adminNewsItem,
          400: errorResponse,
          403: errorResponse,
          404: errorResponse,
        },
      },
    },
    async (request) => {
      const item = await updateNews(db, request.params.id, request.body, {
        admin: adminOf(request),
        now: now(),
      });
      if (!item) throw notFound(NEWS_ITEM);
      return item;
    },
  );

  app.post(
    "/api/admin/news/:id/publish",
    {
      config: requires("publish-content"),
      schema: {
        params: idParams,
        body: newsPublishInput,
        response: { 200: adminNewsItem, 404: errorResponse, 422: checksRefusal },
      },
    },
    async (request, reply) => {
      const result = await publishNews(db, request.params.id, {
        ...(request.body?.publishAt ? { publishAt: request.body.publishAt } : {}),
        admin: adminOf(request),
        now: now(),
      });
      if (!result) throw notFound(NEWS_ITEM);
      if (result.outcome === "refused") {
        return reply.status(422).send({ error: result.error, checks: result.checks });
      }
      return result.item;
    },
  );

  app.post(
    "/api/admin/news/:id/unpublish",
    {
      config: requires("publish-content"),
      schema: { params: idParams, response: { 200: adminNewsItem, 404: errorResponse } },
    },
    async (request) => {
      const item = await unpublishNews(db, request.params.id, adminOf(request), now());
      if (!item) throw notFound(NEWS_ITEM);
      return item;
    },
  );
};
