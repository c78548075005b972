// The admin API for writing expert articles. Every route needs a signed-in person; the
// service decides what a contributor may see and change.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminArticle,
  adminArticleList,
  articleCreateInput,
  articlePatchInput,
  articlePublishInput,
  articleRevisionList,
  checksRefusal,
  revisionParams,
} from "../../../shared/contracts/authoring.ts";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { notFound } from "../../http/http-error.ts";
import {
  createArticle,
  findArticleForAdmin,
  listArticlesForAdmin,
  listRevisions,
  publishArticle,
  restoreRevision,
  unpublishArticle,
  updateArticle,
} from "./service.ts";

const ARTICLE = "Article";

export const authoringRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    "/api/admin/articles",
    { config: requires("write-articles"), schema: { response: { 200: adminArticleList } } },
    async (request) => listArticlesForAdmin(db, adminOf(request)),
  );

  app.post(
    "/api/admin/articles",
    {
      config: requires("write-articles"),
      schema: { body: articleCreateInput, response: { 201: adminArticle, 400: errorResponse } },
    },
    async (request, reply) =>
      reply.status(201).send(await createArticle(db, request.body, adminOf(request))),
  );

  app.get(
    "/api/admin/articles/:id",
    {
      config: requires("write-articles"),
      schema: { params: idParams, response: { 200: adminArticle, 404: errorResponse } },
    },
    async (request) => {
      const article = await findArticleForAdmin(db, request.params.id, adminOf(request));
      if (!article) throw notFound(ARTICLE);
      return article;
    },
  );

  app.patch(
    "/api/admin/articles/:id",
    {
      config: requires("write-articles"),
      schema: {
        params: idParams,
        body: articlePatchInput,
        response: { 200: adminArticle, 400: errorResponse, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const article = await updateArticle(db, request.params.id, request.body, adminOf(request));
      if (!article) throw notFound(ARTICLE);
      return article;
    },
  );

  app.post(
    "/api/admin/articles/:id/publish",
    {
      config: requires("publish-content"),
      schema: {
        params: idParams,
        body: articlePublishInput,
        response: { 200: adminArticle, 404: errorResponse, 422: checksRefusal },
      },
    },
    async (request, reply) => {
      const result = await publishArticle(db, request.params.id, {
        ...(request.body?.publishAt ? { publishAt: request.body.publishAt } : {}),
        admin: adminOf(request),
        now: now(),
      });
      if (!result) throw notFound(ARTICLE);
      if (result.outcome === "refused") {
        return reply.status(422).send({ error: result.error, checks: result.checks });
      }
      return result.article;
    },
  );

  app.post(
    "/api/admin/articles/:id/unpublish",
    {
      config: requires("publish-content"),
      schema: { params: idParams, response: { 200: adminArticle, 404: errorResponse } },
    },
    async (request) => {
      const article = await unpublishArticle(db, request.params.id, adminOf(request));
      if (!article) throw notFound(ARTICLE);
      return article;
    },
  );

  app.get(
    "/api/admin/articles/:id/revisions",
    {
      config: requires("write-articles"),
      schema: { params: idParams, response: { 200: articleRevisionList, 404: errorResponse } },
    },
    async (request) => {
      const revisions = await listRevisions(db, request.params.id, adminOf(request));
      if (!revisions) throw notFound(ARTICLE);
      return revisions;
    },
  );

  app.post(
    "/api/admin/articles/:id/revisions/:revisionId/restore",
    {
      config: requires("write-articles"),
      schema: {
        params: revisionParams,
        response: { 200: adminArticle, 403: errorResponse, 404: errorResponse },
      },
    },
    async (request) => {
      const { id, revisionId } = request.params;
      const article = await restoreRevision(db, id, revisionId, adminOf(request));
      if (!article) throw notFound("Revision");
      return article;
    },
  );
};
