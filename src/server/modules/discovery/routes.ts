// Discovery for search engines: /robots.txt keeps them out of the admin area and the API (but not
// the API reference, a page for people) and points to /sitemap.xml, which lists the public pages
// at the deployment's SITE_URL.
import { asc, desc, eq } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { SITEMAP_PATHS } from "../../../shared/page-paths.ts";
import { articlePath, newsPath, quickSolutionPath, storyPath } from "../../../shared/permalinks.ts";
import { absoluteUrl, type SiteConfig } from "../../../shared/site.ts";
import type { Db } from "../../db/connection.ts";
import {
  adviceArticles,
  communityArticles,
  newsArticles,
  quickSolutions,
} from "../../db/schema.ts";
import { isPublished } from "../advice/service.ts";
import { isPublishedNews } from "../news/service.ts";

/** The news items a sitemap lists: the newest, as search engines revisit recent news most. */
const SITEMAP_NEWS_LIMIT = 1000;

/**
 * Every permalink page: expert articles, approved stories (never pending ones), recent news and
 * every quick solution, in the order the list shows them.
 */
async function permalinkPaths(db: Db): Promise<string[]> {
  const [articles, stories, news, solutions] = await Promise.all([
    db
      .select({ id: adviceArticles.id, title: adviceArticles.title })
      .from(adviceArticles)
      .where(isPublished),
    db
      .select({ id: communityArticles.id, title: communityArticles.title })
      .from(communityArticles)
      .where(eq(communityArticles.isApproved, true)),
    db
      .select({ id: newsArticles.id, title: newsArticles.title })
      .from(newsArticles)
      .where(isPublishedNews)
      .orderBy(desc(newsArticles.publishedAt))
      .limit(SITEMAP_NEWS_LIMIT),
    db
      .select({ id: quickSolutions.id, issue: quickSolutions.issue })
      .from(quickSolutions)
      .orderBy(asc(quickSolutions.displayOrder), asc(quickSolutions.id)),
  ]);
  return [
    ...articles.map(articlePath),
    ...stories.map(storyPath),
    ...news.map(newsPath),
    ...solutions.map(quickSolutionPath),
  ];
}

export const discoveryRoutes: FastifyPluginAsync<{ site: SiteConfig; db: Db }> = async (
  app,
  { site, db },
) => {
  app.get("/robots.txt", async (_request, reply) =>
    reply
      .type("text/plain; charset=utf-8")
      .send(
        `User-agent: *\nDisallow: /admin\nDisallow: /api/\nAllow: /api/docs/\n\nSitemap: ${absoluteUrl(site.siteUrl, "/sitemap.xml")}\n`,
      ),
  );

  app.get("/sitemap.xml", async (_request, reply) => {
    const paths = [...SITEMAP_PATHS, ...(await permalinkPaths(db))];
    const urls = paths
      .map((path) => `  <url><loc>${escapeXml(absoluteUrl(site.siteUrl, path))}</loc></url>`)
      .join("\n");
    return reply
      .type("application/xml; charset=utf-8")
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
      );
  });
};

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
