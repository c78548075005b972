import { and, desc, eq } from "drizzle-orm";
import type { CustomStory } from "../../../shared/contracts/news.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { newsArticles } from "../../db/schema.ts";
import { by, recordAudit } from "../../lib/audit.ts";

const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

/** Issue 30: drafts, scheduled and unpublished news are seen by the editorial team only. */
export const isPublishedNews = eq(newsArticles.status, "published");

/** Top stories only, newest first. */
export function listTopStories(db: Db, limit: number) {
  return db
    .select()
    .from(newsArticles)
    .where(and(isPublishedNews, eq(newsArticles.isTopStory, true)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** One published news item, for its own page. */
export async function findNewsArticle(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), isPublishedNews));
  return row;
}

/** All published news, newest first. */
export function listNews(db: Db, limit: number) {
  return db
    .select()
    .from(newsArticles)
    .where(isPublishedNews)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The live feed: the latest news that is not already among the top stories. */
export function listLatestNews(db: Db, limit: number) {
  return db
    .select()
    .from(newsArticles)
    .where(and(isPublishedNews, eq(newsArticles.isTopStory, false)))
    .orderBy(...newestFirst)
    .limit(limit);
}

// Each write and its audit row share one transaction.
/** A custom story is public at once (the admin's News tab writes drafts instead). */
export function createCustomStory(db: Db, input: CustomStory, admin: AdminIdentity, now: Date) {
  const { publishedAt, ...fields } = input;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsArticles)
      .values({
        ...fields,
        status: "published",
        authorId: admin.userId,
        publishedAt: publishedAt ? new Date(publishedAt) : now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await recordAudit(tx, { ...by(admin), action: "news.create", targetId: row.id });
    return row;
  });
}

export function setTopStory(
  db: Db,
  id: number,
  isTopStory: boolean,
  { admin, now }: { admin: AdminIdentity; now: Date },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(newsArticles)
      .set({ isTopStory, updatedAt: now })
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
