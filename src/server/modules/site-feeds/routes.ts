// /feeds/{news,articles,stories}.xml (RSS 2.0) and .atom (Atom 1.0). Not API routes:
// public documents for feed readers, cached briefly and revalidated by ETag; a shared cache
// holds one as it does a page, named by its kind's area so a change purges it. The XSL
// and CSS that show a feed as a page in a browser (stylesheet.ts).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
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
import { sharedCacheTags, sharedLifetime, sharedMaxAgeSeconds } from "../../http/shared-cache.ts";
import { renderFeed } from "./build.ts";
import { feedEntries } from "./service.ts";
import { FEED_STYLE, FEED_STYLESHEET, type FeedAsset } from "./stylesheet.ts";

// Readers poll; five minutes of staleness in their own caches is nothing for news, and spares
// the database.
const READER_MAX_AGE = "max-age=300";
// The feeds link the XSL and CSS by an address with their hash in it, which never changes; the
// same file asked for under any other version (an old feed still in a cache) is kept an hour.
const VERSIONED_CACHE_CONTROL = "public, max-age=31536000, immutable";
const UNVERSIONED_CACHE_CONTROL = "public, max-age=3600";

/**
 * Chromium shows application/rss+xml and application/atom+xml as plain text, and Firefox offers
 * to download them: neither applies the stylesheet. A request that accepts HTML is a person
 * opening the address, who gets the same bytes as XML, which both render through the XSL; feed
 * readers keep the feed's own type.
 */
function contentTypeFor(request: FastifyRequest, format: FeedFormat): string {
  const isBrowser = (request.headers.accept ?? "").includes("text/html");
  return `${isBrowser ? "application/xml" : FEED_FORMATS[format].contentType}; charset=utf-8`;
}

function sendAsset(request: FastifyRequest, reply: FastifyReply, asset: FeedAsset) {
  const { v } = request.query as { v?: unknown };
  const etag = bodyEtag(asset.body);
  reply
    .header(
      "cache-control",
      v === asset.version ? VERSIONED_CACHE_CONTROL : UNVERSIONED_CACHE_CONTROL,
    )
    .header("etag", etag);
  if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
  return reply.type(`${asset.contentType}; charset=utf-8`).send(asset.body);
}

export const feedRoutes: FastifyPluginAsync<{
  db: Db;
  site: SiteConfig;
  /** Whether a shared cache in front is purged on a change (else it holds a feed a minute). */
  sharedCachePurged?: boolean;
}> = async (app, { db, site, sharedCachePurged = false }) => {
  const cacheControl = `public, ${READER_MAX_AGE}, ${sharedLifetime(sharedMaxAgeSeconds(sharedCachePurged))}`;
  for (const kind of FEED_KINDS) {
    for (const format of Object.keys(FEED_FORMATS) as FeedFormat[]) {
      // A specific path, so it wins over the pages' catch-all GET /* whatever the order.
      app.get(feedPath(kind, format), async (request, reply) => {
        const entries = await feedEntries(kind, db, FEED_SIZE);
        const body = renderFeed(kind, format, entries, site);
        const type = contentTypeFor(request, format);
        // Two types for one body: each its own validator, and caches keep them apart.
        const etag = bodyEtag(`${type}\n${body}`);
        reply
          .header("cache-control", cacheControl)
          .headers(sharedCacheTags([kind]))
          .header("etag", etag)
          .header("vary", "Accept");
        if (matchesEtag(request.headers["if-none-match"], etag)) return reply.status(304).send();
        return reply.type(type).send(body);
      });
    }
  }
  for (const asset of [FEED_STYLESHEET, FEED_STYLE]) {
    app.get(asset.path, async (request, reply) => sendAsset(request, reply, asset));
  }
};
