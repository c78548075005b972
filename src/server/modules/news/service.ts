import { and, desc, eq, getTableColumns, sql } from "drizzle-orm";
import { type CustomStory, NEWS_MESSAGES } from "../../../shared/contracts/news.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { media, newsArticles } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { isPublishedNews } from "../../lib/published-rows.ts";
import { imageOfReference } from "../media/library.ts";

const newestFirst = [desc(newsArticles.publishedAt), desc(newsArticles.id)];

/**
 * A news item's picture is an image of the media library (shared/media.ts): one that names no image
 * of ours, or names it at another size, is refused with words for the author (422 on imageUrl).
 */
export async function assertPictureInLibrary(db: Executor, imageUrl: string | null | undefined) {
  if (!imageUrl || (await imageOfReference(db, imageUrl))) return;
  throw new HttpError(422, NEWS_MESSAGES.pictureMissing, [
    { field: "imageUrl", message: NEWS_MESSAGES.pictureMissing },
  ]);
}

/** The picture's text alternative, from the media library: the reference names its image's id. */
const imageAlt = sql<string | null>`(select ${media.alt} from ${media}
  where ${media.id} = substring(${newsArticles.imageUrl} from '^/media/([0-9]{1,10})-')::int
    and starts_with(${newsArticles.imageUrl}, '/media/' || ${media.id} || '-' || ${media.key} || '-'))`;

/** What a visitor sees of a news item. */
const publicColumns = { ...getTableColumns(newsArticles), imageAlt };

/** Top stories only, newest first. */
export function listTopStories(db: Db, limit: number) {
  return db
    .select(publicColumns)
    .from(newsArticles)
    .where(and(isPublishedNews, eq(newsArticles.isTopStory, true)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** One published news item, for its own page. */
export async function findNewsArticle(db: Db, id: number) {
  const [row] = await db
    .select(publicColumns)
    .from(newsArticles)
    .where(and(eq(newsArticles.id, id), isPublishedNews));
  return row;
}

/** All published news, newest first. */
export function listNews(db: Db, limit: number) {
  return db
    .select(publicColumns)
    .from(newsArticles)
    .where(isPublishedNews)
    .orderBy(...newestFirst)
    .limit(limit);
}

/** The live feed: the latest news that is not already among the top stories. */
export function listLatestNews(db: Db, limit: number) {
  return db
    .select(publicColumns)
    .from(newsArticles)
    .where(and(isPublishedNews, eq(newsArticles.isTopStory, false)))
    .orderBy(...newestFirst)
    .limit(limit);
}

// Each write and its audit row share one transaction.
/** A custom story is public at once (the admin's News tab writes drafts instead). */
export async function createCustomStory(
  db: Db,
  input: CustomStory,
  admin: AdminIdentity,
  now: Date,
) {
  const { publishedAt, ...fields } = input;
  await assertPictureInLibrary(db, fields.imageUrl);
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
