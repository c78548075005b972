// Expert articles as a kind of content (modules/content-kinds/): published ones only.
import { desc, eq } from "drizzle-orm";
import { articleAuthor } from "../../../shared/article-byline.ts";
import { adviceArticles, adviceCategories } from "../../db/schema.ts";
import { feedSummary, type ServerContentKind } from "../../lib/content-kind.ts";
import { isPublishedArticle } from "../../lib/published-rows.ts";

export const articleKind: ServerContentKind = {
  titled: { table: adviceArticles, id: adviceArticles.id, title: adviceArticles.title },
  sitemapItems: (db) =>
    db
      .select({ id: adviceArticles.id, title: adviceArticles.title })
      .from(adviceArticles)
      .where(isPublishedArticle),
  /** Each article with its byline and its own published and updated dates. */
  async feedEntries(db, limit) {
    const rows = await db
      .select({
        id: adviceArticles.id,
        title: adviceArticles.title,
        excerpt: adviceArticles.excerpt,
        content: adviceArticles.content,
        category: adviceCategories.name,
        authorName: adviceArticles.authorName,
        publishedAt: adviceArticles.publishedAt,
        updatedAt: adviceArticles.updatedAt,
      })
      .from(adviceArticles)
      .leftJoin(adviceCategories, eq(adviceCategories.id, adviceArticles.categoryId))
      .where(isPublishedArticle)
      .orderBy(desc(adviceArticles.publishedAt), desc(adviceArticles.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      summary: feedSummary(row.excerpt, row.content),
      published: row.publishedAt,
      updated: row.updatedAt,
      authorName: articleAuthor(row),
      ...(row.category ? { category: row.category } : {}),
    }));
  },
};
