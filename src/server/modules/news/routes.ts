// The news calls (docs/product.md#news): public reads, and admin writes behind the admin guard,
// declared in shared/endpoints/news.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { NEWS_FEED_EMBED_PATH } from "../../../shared/news.ts";
import { withPermalinks } from "../../../shared/permalinks.ts";
import { adminOf } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
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
  app.route({
    ...endpointRoute("GET /api/news/top-stories"),
    handler: async (request) =>
      withPermalinks("news", await listTopStories(db, request.query.limit)),
  });

  app.route({
    ...endpointRoute("GET /api/news"),
    handler: async (request) => withPermalinks("news", await listNews(db, request.query.limit)),
  });

  app.route({
    ...endpointRoute("GET /api/news/:id"),
    handler: async (request) => {
      const row = await findNewsArticle(db, request.params.id);
      if (!row) throw notFound("News article");
      return row;
    },
  });

  app.route({
    ...endpointRoute("POST /api/news"),
    handler: async (request, reply) =>
      reply.status(201).send(await createCustomStory(db, request.body, adminOf(request), now())),
  });

  for (const [key, isTopStory] of [
    ["POST /api/news/:id/mark-top-story", true],
    ["POST /api/news/:id/unmark-top-story", false],
  ] as const) {
    app.route({
      ...endpointRoute(key),
      handler: async (request) => {
        const row = await setTopStory(db, request.params.id, isTopStory, {
          admin: adminOf(request),
          now: now(),
        });
        if (!row) throw notFound("News article");
        return row;
      },
    });
  }

  app.route({
    ...endpointRoute("DELETE /api/news/:id"),
    handler: async (request, reply) => {
      if (!(await deleteNewsArticle(db, request.params.id, adminOf(request))))
        throw notFound("News article");
      return reply.status(204).send(null);
    },
  });
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
