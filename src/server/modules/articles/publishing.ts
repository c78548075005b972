// Expert articles as a kind written in the admin (modules/publishing/): their own fields (a
// category that exists, tags, sources, related quick solutions, a place in the list, the byline),
// what a revision keeps, and how the admin shows and lists them. The lifecycle is the pipeline's.
import { desc, eq } from "drizzle-orm";
import { pathOf } from "../../../shared/api-routes.ts";
import type {
  ArticleCreateInput,
  ArticlePatchInput,
  ArticleSnapshot,
} from "../../../shared/contracts/article-publishing.ts";
import { articlePath } from "../../../shared/permalinks.ts";
import { PUBLISHING_KINDS } from "../../../shared/publishing-kinds.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { adviceArticleRevisions, adviceArticles } from "../../db/schema.ts";
import type { PublishingKind } from "../../lib/publishing-kind.ts";
import { checksWithMedia } from "../media/checks.ts";
import {
  assertCategoryExists,
  existingQuickSolutionIds,
  relatedQuickSolutionIds,
  setRelatedQuickSolutions,
} from "./article-writes.ts";
import { withRelatedQuickSolutionsOf } from "./related-quick-solutions.ts";

type ArticleRow = typeof adviceArticles.$inferSelect;

/** The article with its related quick solutions, page address and checks, as the admin shows it. */
async function forAdmin(db: Executor, row: ArticleRow) {
  const { searchDocument: _search, ...fields } = row;
  const withRelated = await withRelatedQuickSolutionsOf(db, fields);
  return { ...withRelated, url: articlePath(row), ...(await checksWithMedia(db, row.content)) };
}

/** Every article, or one writer's, most recently changed first. */
const summaries = (db: Db, authorId: number | null) =>
  db
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
    .where(authorId === null ? undefined : eq(adviceArticles.authorId, authorId))
    .orderBy(desc(adviceArticles.updatedAt), desc(adviceArticles.id))
    .then((rows) => rows.map((row) => ({ ...row, url: articlePath(row) })));

export const articlePublishing: PublishingKind<
  ArticleRow,
  ArticleCreateInput,
  ArticlePatchInput,
  ArticleSnapshot,
  Awaited<ReturnType<typeof forAdmin>>,
  Awaited<ReturnType<typeof summaries>>
> = {
  name: PUBLISHING_KINDS.article.name,
  table: adviceArticles,
  revisions: adviceArticleRevisions,

  async values(tx, input, { admin, current }) {
    const { relatedQuickSolutionIds: _related, ...fields } = input;
    await assertCategoryExists(tx, fields.categoryId);
    // The byline is the writer's name as it was when they started the article.
    return current ? fields : { ...fields, authorName: admin.displayName };
  },

  async afterSave(tx, row, { relatedQuickSolutionIds }) {
    if (relatedQuickSolutionIds)
      await setRelatedQuickSolutions(tx, row.id, relatedQuickSolutionIds);
  },

  async snapshot(tx, row) {
    return {
      title: row.title,
      excerpt: row.excerpt,
      categoryId: row.categoryId,
      tags: row.tags,
      content: row.content,
      sources: row.sources,
      relatedQuickSolutionIds: await relatedQuickSolutionIds(tx, row.id),
      displayOrder: row.displayOrder,
    };
  },

  // A quick solution deleted since then is left out rather than refusing the whole restore.
  async restorable(db, { relatedQuickSolutionIds, ...snapshot }) {
    const existing = await existingQuickSolutionIds(db, relatedQuickSolutionIds);
    return {
      ...snapshot,
      relatedQuickSolutionIds: relatedQuickSolutionIds.filter((id) => existing.has(id)),
    };
  },

  forAdmin,

  summaries,

  publicPath: (id) => pathOf("GET /api/advice/articles/:id", { params: { id } }),
};
