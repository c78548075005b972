// Community stories as a kind of content (modules/content-kinds/): approved ones only, as a
// pending story is seen by nobody but the moderators.
import { desc, eq } from "drizzle-orm";
import { communityArticles } from "../../db/schema.ts";
import { feedSummary, type ServerContentKind } from "../../lib/content-kind.ts";

const isApproved = eq(communityArticles.isApproved, true);

export const storyKind: ServerContentKind = {
  titled: { table: communityArticles, id: communityArticles.id, title: communityArticles.title },
  sitemapItems: (db) =>
    db
      .select({ id: communityArticles.id, title: communityArticles.title })
      .from(communityArticles)
      .where(isApproved),
  async feedEntries(db, limit) {
    const rows = await db
      .select({
        id: communityArticles.id,
        title: communityArticles.title,
        excerpt: communityArticles.excerpt,
        content: communityArticles.content,
        authorName: communityArticles.authorName,
        createdAt: communityArticles.createdAt,
        updatedAt: communityArticles.updatedAt,
      })
      .from(communityArticles)
      .where(isApproved)
      .orderBy(desc(communityArticles.createdAt), desc(communityArticles.id))
      .limit(limit);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      summary: feedSummary(row.excerpt, row.content),
      published: row.createdAt,
      updated: row.updatedAt,
      authorName: row.authorName,
    }));
  },
};
