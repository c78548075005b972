// News as a kind written in the admin (modules/publishing/): its own fields (a category, links, a
// picture from the media library, and the top-story mark, which only an editor chooses), what a
// revision keeps, and how the admin shows and lists items, imported ones included. The lifecycle
// is the pipeline's, as for articles.
import { desc, eq, getTableColumns, sql } from "drizzle-orm";
import { pathOf } from "../../../shared/api-routes.ts";
import {
  ADMIN_NEWS_LIST_MAX,
  type NewsCreateInput,
  type NewsPatchInput,
  type NewsSnapshot,
} from "../../../shared/contracts/news.ts";
import { newsPath } from "../../../shared/permalinks.ts";
import { PUBLISHING_KINDS } from "../../../shared/publishing-kinds.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { newsArticles, newsRevisions, users } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { mayPublish } from "../../lib/publication.ts";
import type { PublishingKind } from "../../lib/publishing-kind.ts";
import { checksWithMedia } from "../media/checks.ts";
import { imageOfReference } from "../media/library.ts";
import { assertPictureInLibrary } from "./service.ts";

type NewsRow = typeof newsArticles.$inferSelect;

/** Which news leads the page is an editor's choice, as the top-stories screen is theirs. */
const topStoryRefused = () =>
  new HttpError(403, "Only an editor or the owner can choose the top stories", [
    { field: "isTopStory", message: "Only an editor or the owner can choose the top stories" },
  ]);

/** The author's display name, looked up (news has no byline column of its own). */
async function authorNameOf(db: Executor, authorId: number | null) {
  if (authorId === null) return null;
  const [author] = await db
    .select({ displayName: users.displayName })
    .from(users)
    .where(eq(users.id, authorId));
  return author?.displayName ?? null;
}

/** The item with its author, picture's alt text, page address and checks, as the admin shows it. */
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

/**
 * Every item (the newest ADMIN_NEWS_LIST_MAX, as feeds bring many) or one writer's, most recently
 * changed first.
 */
async function summaries(db: Db, authorId: number | null) {
  const { id, title, category, isTopStory, status, publishAt, publishedAt, updatedAt } =
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
      authorId: newsArticles.authorId,
      authorName: users.displayName,
      imported: sql<boolean>`(${newsArticles.sourceId} is not null or ${newsArticles.guid} is not null)`,
    })
    .from(newsArticles)
    .leftJoin(users, eq(users.id, newsArticles.authorId))
    .where(authorId === null ? undefined : eq(newsArticles.authorId, authorId))
    .orderBy(desc(newsArticles.updatedAt), desc(newsArticles.id))
    .limit(ADMIN_NEWS_LIST_MAX);
  return rows.map((row) => ({ ...row, url: newsPath(row) }));
}

export const newsPublishing: PublishingKind<
  NewsRow,
  NewsCreateInput,
  NewsPatchInput,
  NewsSnapshot,
  Awaited<ReturnType<typeof forAdmin>>,
  Awaited<ReturnType<typeof summaries>>
> = {
  name: PUBLISHING_KINDS.news.name,
  table: newsArticles,
  revisions: newsRevisions,

  check: (db, input) => assertPictureInLibrary(db, input.imageUrl),

  async values(_tx, input, { admin, current }) {
    // Sending the mark as it stands (the editor's whole form) is not choosing it.
    const choosesTopStory = current
      ? input.isTopStory !== undefined && input.isTopStory !== current.isTopStory
      : input.isTopStory === true;
    if (choosesTopStory && !mayPublish(admin)) throw topStoryRefused();
    return current ? input : { ...input, isTopStory: input.isTopStory ?? false };
  },

  snapshot: async (_tx, row) => ({
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    content: row.content,
    sourceUrl: row.sourceUrl,
    imageUrl: row.imageUrl,
  }),

  // A picture removed from the library since then is left out rather than refusing the restore.
  async restorable(db, { excerpt, imageUrl, ...snapshot }) {
    const picture = imageUrl ? await imageOfReference(db, imageUrl) : undefined;
    return {
      ...snapshot,
      ...(excerpt === null ? {} : { excerpt }),
      imageUrl: picture ? imageUrl : null,
    };
  },

  forAdmin,
  summaries,
  publicPath: (id) => pathOf("GET /api/news/:id", { params: { id } }),
};
