// Issue 16: /feeds/{news,articles,stories}.xml (RSS 2.0) and .atom (Atom 1.0). Not API routes:
// public documents for feed readers, cached briefly and revalidated by ETag.
import type { FastifyPluginAsync } from "fastify";
import {
  FEED_FORMATS,
  FEED_KINDS,
  FEED_SIZE,
  type FeedFormat,
  feedPath,
} from "../../../shared/feeds.ts";
import type { SiteConfig } from "../../../shared/site.ts";
import type { Db } from "../../db/connection.ts";
import { bodyEtag, matchesEtag } from "../../http/conditional-get.ts";
import { renderFeed } from "./build.ts";
import { FEED_ENTRIES } from "./service.ts";

// Readers poll; five minutes of staleness is nothing for news, and spares the database.
const CACHE_CONTROL = "public, max-age=300";

export const feedRoutes: FastifyPluginAsync<{ db: Db; site: SiteConfig }> = async (
  app,
  { db, site },
) => {
  for (const kind of FEED_KINDS) {
    for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
      // A specific path, so it wins over the pages' catch-all GET /* whatever the order.
      app.get(feedPath(kind, format), async (request, reply) => {
        const entries = await FEED_ENTRIES[kind](db, FEED_SIZE);
        const body = renderFeed(kind, format, entries, site);
        const etag = bodyEtag(body);
        reply.header("cache-control", CACHE_CONTROL).header("etag", etag);
        if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
        return reply.type(`${FEED_FORMATS[format].contentType}; charset=utf-8`).send(body);
      });
    }
  }
};
