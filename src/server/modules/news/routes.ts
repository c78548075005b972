// The news calls (docs/product.md#news): public reads, and admin writes behind the admin guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import {
  customStoryInput,
  newsArticle,
  newsArticleList,
  newsListQuery,
  topStoriesQuery,
} from "../../../shared/contracts/news.ts";
import { NEWS_FEED_EMBED_PATH } from "../../../shared/news.ts";
import { withPermalinks } from "../../../shared/permalinks.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { notFound } from "../../http/http-error.ts";
import type { AllowedInlineScripts } from "../../render/inline-scripts.ts";
import { NEWS_FEED_EMBED_SCRIPT, NEWS_FEED_SIZE, renderNewsFeedEmbed } from "./embed.ts";
import {
  createCustomStory,
  deleteNewsArticle,
  findNewsArticle,
  listLatestNews,
  listNews,
  listTopStories,
  setTopStory,
} from "./service.ts";

export const newsRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.get(
    "/api/news/top-stories",
    { schema: { querystring: topStoriesQuery, response: { 200: newsArticleList } } },
    async (request) => withPermalinks("news", await listTopStories(db, request.query.limit)),
  );

  app.get(
    "/api/news",
    { schema: { querystring: newsListQuery, response: { 200: newsArticleList } } },
    async (request) => withPermalinks("news", await listNews(db, request.query.limit)),
  );

  app.get(
    "/api/news/:id",
    { schema: { params: idParams, response: { 200: newsArticle, 404: errorResponse } } },
    async (request) => {
      const row = await findNewsArticle(db, request.params.id);
      if (!row) throw notFound("News article");
      return row;
    },
  );

  app.post(
    "/api/news",
    {
      config: requires("publish-content"),
      schema: { body: customStoryInput, response: { 201: newsArticle } },
    },
    async (request, reply) =>
      reply.status(201).send(await createCustomStory(db, request.body, adminOf(request), now())),
  );

  for (const [action, isTopStory] of [
    ["mark-top-story", true],
    ["unmark-top-story", false],
  ] as const) {
    app.post(
      `/api/news/:id/${action}`,
      {
        config: requires("publish-content"),
        schema: { params: idParams, response: { 200: newsArticle, 404: errorResponse } },
      },
      async (request) => {
        const row = await setTopStory(db, request.params.id, isTopStory, {
          admin: adminOf(request),
          now: now(),
        });
        if (!row) throw notFound("News article");
        return row;
      },
    );
  }

  app.delete(
    "/api/news/:id",
    {
      config: requires("publish-content"),
      schema: { params: idParams, response: { 204: z.null(), 404: errorResponse } },
    },
    async (request, reply) => {
      if (!(await deleteNewsArticle(db, request.params.id, adminOf(request))))
        throw notFound("News article");
      return reply.status(204).send(null);
    },
  );
};

/** The feed document framed by /news; HTML, not JSON, but served by the news module. */
export const newsFeedEmbedRoute: FastifyPluginAsyncZod<{
  db: Db;
  builtAssets: boolean;
  scripts: AllowedInlineScripts;
}> = async (app, { db, builtAssets, scripts }) => {
  scripts.allow(NEWS_FEED_EMBED_SCRIPT);
  app.get(NEWS_FEED_EMBED_PATH, async (_request, reply) => {
    const items = await listLatestNews(db, NEWS_FEED_SIZE);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("x-robots-tag", "noindex")
      .send(renderNewsFeedEmbed(items, { builtAssets }));
  });
};
