// News as a kind of content (modules/content-kinds/): published items only, newest first.
import { desc } from "drizzle-orm";
import type { Db } from "../../db/connection.ts";
import { newsArticles } from "../../db/schema.ts";
import { feedSummary, type ServerContentKind } from "../../lib/content-kind.ts";
import { isPublishedNews } from "../../lib/published-rows.ts";

/** The news items a sitemap lists: the newest, as search engines revisit recent news most. */
const SITEMAP_NEWS_LIMIT = 1000;

export const newsKind: ServerContentKind = {
  titled: { table: newsArticles, id: newsArticles.id, title: newsArticles.title },
  sitemapItems: (db: Db) =>
    db
      .select({ id: newsArticles.id, title: newsArticles.title })
      .from(newsArticles)
      .where(isPublishedNews)
      .orderBy(desc(newsArticles.publishedAt))
      .limit(SITEMAP_NEWS_LIMIT),
  async feedEntries(db, limit) {
    const rows = await db
      .select({
        id: newsArticles.id,
        title: newsArticles.title,
        excerpt: newsArticles.excerpt,
        content: newsArticles.content,
        category: newsArticles.category,
        publishedAt: newsArticles.publishedAt,
      })
      .from(newsArticles)
      .where(isPublishedNews)
      .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      summary: feedSummary(row.excerpt, row.content),
      published: row.publishedAt,
      updated: row.publishedAt,
      category: row.category,
    }));
  },
};
