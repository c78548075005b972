// Expert articles written in the admin: drafts, publishing now or at a time, taking
// down, and a revision kept for every save. Each write, its revision and its audit row share one
// transaction. Who may do what: a contributor writes and edits their own drafts; an editor or the
// owner edits anything and publishes.
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import type {
  ArticleCreateInput,
  ArticlePatchInput,
  ArticleSnapshot,
} from "../../../shared/contracts/authoring.ts";
import { articlePath } from "../../../shared/permalinks.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db, Executor } from "../../db/connection.ts";
import {
  adviceArticleQuickSolutions,
  adviceArticleRevisions,
  adviceArticles,
  adviceCategories,
  quickSolutions,
} from "../../db/schema.ts";
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
import { withRelatedQuickSolutionsOf } from "../advice/related-quick-solutions.ts";
import { checksWithMedia } from "../media/checks.ts";

type ArticleRow = typeof adviceArticles.$inferSelect;

/**
 * The article with its related quick solutions, page address and checks, as the admin shows it.
 * Called once a write's transaction has ended: the checks run in a worker and may take a while.
 */
export async function forAdmin(db: Executor, row: ArticleRow) {
  const { searchDocument: _search, ...fields } = row;
  const withRelated = await withRelatedQuickSolutionsOf(db, fields);
  return { ...withRelated, url: articlePath(row), ...(await checksWithMedia(db, row.content)) };
}

async function findRow(db: Executor, id: number, admin: AdminIdentity, { forUpdate = false } = {}) {
  const query = db.select().from(adviceArticles).where(eq(adviceArticles.id, id));
  const [row] = forUpdate ? await query.for("update") : await query;
  return row && mayRead(admin, row) ? row : undefined;
}

/** Every article the person may see, newest change first: editors all, contributors their own. */
export function listArticlesForAdmin(db: Db, admin: AdminIdentity) {
  return db
    .select({
      id: adviceArticles.id,
      title: adviceArticles.title,
      categoryId: adviceArticles.categoryId,
      status: adviceArticles.status,
      publishAt: adviceArticles.publishAt,
      publishedAt: adviceArticles.publishedAt,
      updatedAt: adviceArticles.updatedAt,
      authorName: adviceArticles.authorName,
      authorId: adviceArticles.authorId,
    })
    .from(adviceArticles)
    .where(mayPublish(admin) ? undefined : eq(adviceArticles.authorId, admin.userId))
    .orderBy(desc(adviceArticles.updatedAt), desc(adviceArticles.id))
    .then((rows) => rows.map((row) => ({ ...row, url: articlePath(row) })));
}

export async function findArticleForAdmin(db: Db, id: number, admin: AdminIdentity) {
  const row = await findRow(db, id, admin);
  return row ? forAdmin(db, row) : null;
}

async function assertCategoryExists(tx: Executor, categoryId: number | undefined) {
  if (categoryId === undefined) return;
  const [found] = await tx
    .select({ id: adviceCategories.id })
    .from(adviceCategories)
    .where(eq(adviceCategories.id, categoryId));
  if (!found) throw new HttpError(400, "No such category", { field: "categoryId" });
}

async function existingQuickSolutionIds(tx: Executor, ids: number[]) {
  if (ids.length === 0) return new Set<number>();
  const found = await tx
    .select({ id: quickSolutions.id })
    .from(quickSolutions)
    .where(inArray(quickSolutions.id, ids));
  return new Set(found.map((row) => row.id));
}

async function setRelatedQuickSolutions(tx: Executor, articleId: number, ids: number[]) {
  const unique = [...new Set(ids)];
  if (unique.length > 0) {
    const found = await existingQuickSolutionIds(tx, unique);
    if (found.size !== unique.length) {
      throw new HttpError(400, "No such quick solution", { field: "relatedQuickSolutionIds" });
    }
  }
  await tx
    .delete(adviceArticleQuickSolutions)
    .where(eq(adviceArticleQuickSolutions.adviceArticleId, articleId));
  if (unique.length > 0) {
    await tx.insert(adviceArticleQuickSolutions).values(
      unique.map((quickSolutionId, position) => ({
        adviceArticleId: articleId,
        quickSolutionId,
        position,
      })),
    );
  }
}

async function relatedIds(tx: Executor, articleId: number) {
  const rows = await tx
    .select({ id: adviceArticleQuickSolutions.quickSolutionId })
    .from(adviceArticleQuickSolutions)
    .where(eq(adviceArticleQuickSolutions.adviceArticleId, articleId))
    .orderBy(asc(adviceArticleQuickSolutions.position));
  return rows.map((row) => row.id);
}

async function keepRevision(tx: Executor, row: ArticleRow, admin: AdminIdentity) {
  const snapshot: ArticleSnapshot = {
    title: row.title,
    excerpt: row.excerpt,
    categoryId: row.categoryId,
    tags: row.tags,
    content: row.content,
    sources: row.sources,
    relatedQuickSolutionIds: await relatedIds(tx, row.id),
    displayOrder: row.displayOrder,
  };
  await tx
    .insert(adviceArticleRevisions)
    .values({ articleId: row.id, userId: admin.userId, savedBy: admin.displayName, snapshot });
}

export async function createArticle(db: Db, input: ArticleCreateInput, admin: AdminIdentity) {
  const { relatedQuickSolutionIds = [], ...fields } = input;
  await assertReadable(fields.content);
  const row = await db.transaction(async (tx) => {
    await assertCategoryExists(tx, fields.categoryId);
    const [row] = await tx
      .insert(adviceArticles)
      .values({ ...fields, status: "draft", authorId: admin.userId, authorName: admin.displayName })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await setRelatedQuickSolutions(tx, row.id, relatedQuickSolutionIds);
    await keepRevision(tx, row, admin);
    await recordAudit(tx, { ...by(admin), action: "article.create", targetId: row.id });
    return row;
  });
  return forAdmin(db, row);
}

/** Saves changed fields and keeps a revision; null when there is no such article for this person. */
export async function updateArticle(
  db: Db,
  id: number,
  patch: ArticlePatchInput,
  admin: AdminIdentity,
  action: "article.update" | "article.restore" = "article.update",
) {
  const { relatedQuickSolutionIds, ...fields } = patch;
  if (fields.content !== undefined) await assertReadable(fields.content);
  const row = await db.transaction(async (tx) => {
    const current = await findRow(tx, id, admin, { forUpdate: true });
    if (!current) return null;
    assertMayChange(admin, current, "article");
    await assertCategoryExists(tx, fields.categoryId);
    const [row] = await tx
      .update(adviceArticles)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(adviceArticles.id, id))
      .returning();
    if (!row) return null;
    if (relatedQuickSolutionIds) await setRelatedQuickSolutions(tx, id, relatedQuickSolutionIds);
    await keepRevision(tx, row, admin);
    await recordAudit(tx, { ...by(admin), action, targetId: id });
    return row;
  });
  return row ? forAdmin(db, row) : null;
}

/**
 * Publishes now, or schedules for `publishAt` when that is later than `now`. Refused, with the
 * checks, while they find an error. The first time an article goes public is its published date.
 */
export async function publishArticle(
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
      .update(adviceArticles)
      .set(set)
      .where(eq(adviceArticles.id, id))
      .returning();
    if (!row) return null;
    await recordAudit(tx, {
      ...by(admin),
      action: scheduled ? "article.schedule" : "article.publish",
      targetId: id,
      ...(scheduled ? { details: { publishAt: at.toISOString() } } : {}),
    });
    return row;
  });
  return row ? { outcome: "done" as const, article: await forAdmin(db, row) } : null;
}

/** Takes an article off the site (or cancels its schedule); its page is 404 until published again. */
export async function unpublishArticle(db: Db, id: number, admin: AdminIdentity) {
  const row = await db.transaction(async (tx) => {
    const current = await findRow(tx, id, admin, { forUpdate: true });
    if (!current) return null;
    const [row] = await tx
      .update(adviceArticles)
      .set(takingDown(current))
      .where(eq(adviceArticles.id, id))
      .returning();
    if (!row) return null;
    await recordAudit(tx, { ...by(admin), action: "article.unpublish", targetId: id });
    return row;
  });
  return row ? forAdmin(db, row) : null;
}

/**
 * Publishes every scheduled article whose time has come, each at its own time; one statement, so
 * instances running it together publish each article once. Returns how many went public.
 */
export async function publishDueArticles(db: Db, now: Date) {
  const published = await db
    .update(adviceArticles)
    .set({
      status: "published",
      publishedAt: sql`${adviceArticles.publishAt}`,
      updatedAt: sql`${adviceArticles.publishAt}`,
      publishAt: null,
    })
    .where(and(eq(adviceArticles.status, "scheduled"), lte(adviceArticles.publishAt, now)))
    .returning({ id: adviceArticles.id });
  return published.length;
}

export async function listRevisions(db: Db, id: number, admin: AdminIdentity) {
  if (!(await findRow(db, id, admin))) return null;
  return db
    .select({
      id: adviceArticleRevisions.id,
      savedBy: adviceArticleRevisions.savedBy,
      createdAt: adviceArticleRevisions.createdAt,
      snapshot: adviceArticleRevisions.snapshot,
    })
    .from(adviceArticleRevisions)
    .where(eq(adviceArticleRevisions.articleId, id))
    .orderBy(desc(adviceArticleRevisions.createdAt), desc(adviceArticleRevisions.id));
}

/** Brings back an earlier revision's fields, saved as a new revision (the history keeps both). */
export async function restoreRevision(
  db: Db,
  id: number,
  revisionId: number,
  admin: AdminIdentity,
) {
  const [revision] = await db
    .select({ snapshot: adviceArticleRevisions.snapshot })
    .from(adviceArticleRevisions)
    .where(
      and(eq(adviceArticleRevisions.id, revisionId), eq(adviceArticleRevisions.articleId, id)),
    );
  if (!revision) return null;
  // A quick solution deleted since then is left out rather than refusing the whole restore.
  const { relatedQuickSolutionIds, ...snapshot } = revision.snapshot;
  const existing = await existingQuickSolutionIds(db, relatedQuickSolutionIds);
  return updateArticle(
    db,
    id,
    {
      ...snapshot,
      relatedQuickSolutionIds: relatedQuickSolutionIds.filter((qs) => existing.has(qs)),
    },
    admin,
    "article.restore",
  );
}
