import { desc, eq } from "drizzle-orm";
import type { CustomStory } from "../../../shared/contracts/news.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { newsArticles } from "../../db/schema.ts";
import { by, recordAudit } from "../../lib/audit.ts";

const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

/** Top stories only, newest first. */
export function listTopStories(db: Db, limit: number) {
  return db
    .select()
    .from(newsArticles)
    .where(eq(newsArticles.isTopStory, true))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** One news item, for its own page. */
export async function findNewsArticle(db: Db, id: number) {
  const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
  return row;
}

/** All news, newest first. */
export function listNews(db: Db, limit: number) {
  return db
    .select()
    .from(newsArticles)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The live feed: the latest news that is not already among the top stories. */
export function listLatestNews(db: Db, limit: number) {
  return db
    .select()
    .from(newsArticles)
    .where(eq(newsArticles.isTopStory, false))
    .orderBy(...newestFirst)
    .limit(limit);
}

// Each write and its audit row share one transaction.
export function createCustomStory(db: Db, input: CustomStory, admin: AdminIdentity, now: Date) {
  const { publishedAt, ...fields } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsArticles)
      .values({ ...fields, publishedAt: publishedAt ? new Date(publishedAt) : now })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await recordAudit(tx, { ...by(admin), action: "news.create", targetId: row.id });
    return row;
  });
}

export function setTopStory(db: Db, id: number, isTopStory: boolean, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsArticles)
      .set({ isTopStory })
      .where(eq(newsArticles.id, id))
      .returning();
    if (row) {
      await recordAudit(tx, {
        ...by(admin),
        action: isTopStory ? "news.mark-top-story" : "news.unmark-top-story",
        targetId: id,
      });
    }
    return row ?? null;
  });
}

export function deleteNewsArticle(db: Db, id: number, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [row] = await tx.delete(newsArticles).where(eq(newsArticles.id, id)).returning();
    if (row) {
      await recordAudit(tx, {
        ...by(admin),
        action: "news.delete",
        targetId: id,
        details: { title: row.title },
      });
    }
    return row !== undefined;
  });
}
