// News written in the admin, as expert articles are (modules/authoring): drafts,
// publishing now or at a time, and taking down, each write and its audit row in one transaction.
// A contributor writes and edits their own drafts; an editor or the owner edits any item, imported
// ones included, and publishes. News keeps no revisions.
import { and, desc, eq, getTableColumns, lte, sql } from "drizzle-orm";
import {
  ADMIN_NEWS_LIST_MAX,
  type NewsCreateInput,
  type NewsPatchInput,
} from "../../../shared/contracts/news.ts";
import { newsPath } from "../../../shared/permalinks.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { newsArticles, users } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import {
  assertMayChange,
  assertReadable,
  assertUnchangedSinceChecked,
  mayPublish,
  mayRead,
  publishing,
  publishingRefused,
  takingDown,
} from "../../lib/publication.ts";
import { checksWithMedia } from "../media/checks.ts";
import { imageOfReference } from "../media/library.ts";
import { assertPictureInLibrary } from "./service.ts";

type NewsRow = typeof newsArticles.$inferSelect;

/** The author's display name, looked up (news has no byline column of its own). */
async function authorNameOf(db: Executor, authorId: number | null) {
  if (authorId === null) return null;
  const [author] = await db
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, authorId));
  return author?.displayName ?? null;
}

/** Which news leads the page is an editor's choice, as the top-stories screen is theirs. */
const topStoryRefused = () =>
  new HttpError(403, "Only an editor or the owner can choose the top stories", [
    { field: "isTopStory", message: "Only an editor or the owner can choose the top stories" },
  ]);

/**
 * The item with its author, page address and checks, as the admin shows it. Called once a
 * write's transaction has ended: the checks run in a worker and may take a while.
 */
async function forAdmin(db: Executor, row: NewsRow) {
  const { guid: _guid, sourceId, ...fields } = row;
  const picture = row.imageUrl ? await imageOfReference(db, row.imageUrl) : undefined;
  return {
    ...fields,
    imageAlt: picture ? picture.alt : null,
    authorName: await authorNameOf(db, row.authorId),
    imported: sourceId !== null || row.guid !== null,
    url: newsPath(row),
    ...(await checksWithMedia(db, row.content)),
  };
}

async function findRow(db: Executor, id: number, admin: AdminIdentity, { forUpdate = false } = {}) {
  const query = db.select().from(newsArticles).where(eq(newsArticles.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row && mayRead(admin, row) ? row : undefined;
}

/**
 * The news the person may see, most recently changed first: editors every item (the newest
 * ADMIN_NEWS_LIST_MAX, as feeds bring many), contributors their own.
 */
export async function listNewsForAdmin(db: Db, admin: AdminIdentity) {
  const { id, title, category, isTopStory, status, publishAt, publishedAt, updatedAt, authorId } =
    getTableColumns(newsArticles);
  const rows = await db
    .select({
      id,
      title,
      category,
      isTopStory,
      status,
      publishAt,
      publishedAt,
      updatedAt,
      authorId,
      authorName: users.displayName,
      imported: sql<boolean>`(${newsArticles.sourceId} is not null or ${newsArticles.guid} is not null)`,
    })
    .from(newsArticles)
    .leftJoin(users, eq(users.id, newsArticles.authorId))
    .where(mayPublish(admin) ? undefined : eq(newsArticles.authorId, admin.userId))
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
    .limit(ADMIN_NEWS_LIST_MAX);
  return rows.map((row) => ({ ...row, url: newsPath(row) }));
}

export async function findNewsForAdmin(db: Db, id: number, admin: AdminIdentity) {
  const row = await findRow(db, id, admin);
  return row ? forAdmin(db, row) : null;
}

/** A new draft by `admin`; its published date is set again when it first goes public. */
export async function createNewsDraft(
  db: Db,
  input: NewsCreateInput,
  admin: AdminIdentity,
  now: Date,
) {
  await assertReadable(input.content);
  if (input.isTopStory && !mayPublish(admin)) throw topStoryRefused();
  await assertPictureInLibrary(db, input.imageUrl);
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(newsArticles)
      .values({
        ...input,
        isTopStory: input.isTopStory ?? false,
        status: "draft",
        authorId: admin.userId,
        publishedAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await recordAudit(tx, { ...by(admin), action: "news.create", targetId: row.id });
    return row;
  });
  return forAdmin(db, row);
}

/** Saves changed fields; null when there is no such item for this person. */
export async function updateNews(
  db: Db,
  id: number,
  patch: NewsPatchInput,
  { admin, now }: { admin: AdminIdentity; now: Date },
) {
  if (patch.content !== undefined) await assertReadable(patch.content);
  await assertPictureInLibrary(db, patch.imageUrl);
  const row = await db.transaction(async (tx) => {
    const current = await findRow(tx, id, admin, { forUpdate: true });
    if (!current) return null;
    assertMayChange(admin, current, "news item");
    const choosesTopStory =
      patch.isTopStory !== undefined && patch.isTopStory !== current.isTopStory;
    if (choosesTopStory && !mayPublish(admin)) throw topStoryRefused();
    const [row] = await tx
      .update(newsArticles)
      .set({ ...patch, updatedAt: now })
      .where(eq(newsArticles.id, id))
      .returning();
    if (!row) return null;
    await recordAudit(tx, { ...by(admin), action: "news.update", targetId: id });
    return row;
  });
  return row ? forAdmin(db, row) : null;
}

/**
 * Publishes now, or schedules for `publishAt` when that is later than `now`. Refused, with the
 * checks, while they find an error. The first time an item goes public is its published date.
 */
export async function publishNews(
  db: Db,
  id: number,
  { publishAt, admin, now }: { publishAt?: string; admin: AdminIdentity; now: Date },
) {
  const checked = await findRow(db, id, admin);
  if (!checked) return null;
  const refused = await publishingRefused(checked.content, (text) => checksWithMedia(db, text));
  if (refused) return { outcome: "refused" as const, ...refused };
  const row = await db.transaction(async (tx) => {
    const current = await findRow(tx, id, admin, { forUpdate: true });
    if (!current) return null;
    assertUnchangedSinceChecked(current.content, checked.content);
    const { scheduled, at, set } = publishing(current, publishAt, now);
    const [row] = await tx
      .update(newsArticles)
      .set({ ...set, updatedAt: now })
      .where(eq(newsArticles.id, id))
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      ...by(admin),
      action: scheduled ? "news.schedule" : "news.publish",
      targetId: id,
      ...(scheduled ? { details: { publishAt: at.toISOString() } } : {}),
    });
    return row;
  });
  return row ? { outcome: "done" as const, item: await forAdmin(db, row) } : null;
}

/** Takes an item off the site (or cancels its schedule); its page is 404 until published again. */
export async function unpublishNews(db: Db, id: number, admin: AdminIdentity, now: Date) {
  const row = await db.transaction(async (tx) => {
    const current = await findRow(tx, id, admin, { forUpdate: true });
    if (!current) return null;
    const [row] = await tx
      .update(newsArticles)
      .set({ ...takingDown(current), updatedAt: now })
      .where(eq(newsArticles.id, id))
      .returning();
    if (!row) return null;
    await recordAudit(tx, { ...by(admin), action: "news.unpublish", targetId: id });
    return row;
  });
  return row ? forAdmin(db, row) : null;
}

/**
 * Publishes every scheduled news item whose time has come, each at its own time; one statement,
 * so instances running it together publish each item once. Returns how many went public.
 */
export async function publishDueNews(db: Db, now: Date) {
  const published = await db
    .update(newsArticles)
    .set({
      status: "published",
      publishedAt: sql`${newsArticles.publishAt}`,
      updatedAt: sql`${newsArticles.publishAt}`,
      publishAt: null,
    })
    .where(and(eq(newsArticles.status, "scheduled"), lte(newsArticles.publishAt, now)))
    .returning({ id: newsArticles.id });
  return published.length;
}
