// Community stories: storage, the visitor and admin lists, and likes that stay exact under
// concurrency (a unique constraint does the work; counts change by one in the same transaction).

import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import type { StoryValidInput } from "../../../shared/contracts/stories.ts";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import type { Db } from "../../db/connection.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { adviceArticles, communityArticleLikes, communityArticles } from "../../db/schema.ts";
import { rankedSearch } from "../../lib/ranked-search.ts";
import { queueNotification } from "../notifications/outbox.ts";
import { notificationQueued } from "../notifications/signal.ts";

/**
 * Stores a submission unapproved with no likes; a blank excerpt is generated from the first
 * sentence (docs/product.md#sharing-a-story). The e-mail telling the owner a story awaits review is
 * queued in the same transaction.
 */
export async function createStory(db: Db, input: StoryValidInput) {
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityArticles)
      .values({
        title: input.title,
        content: input.content,
        excerpt: input.excerpt ?? generateExcerpt(input.content),
        authorName: input.authorName,
        authorEmail: input.authorEmail,
        isApproved: false,
        likeCount: 0,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await queueNotification(tx, {
      kind: "pending-story",
      payload: {
        storyId: row.id,
        title: row.title,
        authorName: row.authorName,
        excerpt: row.excerpt,
        receivedAt: row.createdAt.toISOString(),
      },
    });
    return row;
  });
  notificationQueued(db);
  return row;
}

const newestFirst = [desc(communityArticles.createdAt), desc(communityArticles.id)];

// What a story row reads back: never the search document; for visitors, never the author's
// e-mail nor the moderation flag either.
const { searchDocument: _document, ...storyColumns } = getTableColumns(communityArticles);
const { authorEmail: _email, isApproved: _approved, ...publicColumns } = storyColumns;

/**
 * The stories a search finds (title, excerpt, author and text, and any part word as
 * typed), ranked like the articles (ADR 020), best match first; every story without a term.
 */
function searched(search = "") {
  const term = search.trim();
  if (!term) return { where: undefined, order: newestFirst };
  const ranked = rankedSearch(term, {
    document: communityArticles.searchDocument,
    title: communityArticles.title,
    substringOf: [
      communityArticles.title,
      communityArticles.excerpt,
      communityArticles.content,
      communityArticles.authorName,
    ],
  });
  return { where: ranked.where, order: [desc(ranked.score), ...newestFirst] };
}

/** What visitors see: approved stories only, newest first or as searched, never an e-mail. */
export function listApprovedStories(db: Db, search = "") {
  const { where, order } = searched(search);
  return db
    .select(publicColumns)
    .from(communityArticles)
    .where(and(eq(communityArticles.isApproved, true), where))
    .orderBy(...order);
}

/** One approved story, for its own page; a pending one is not there for anyone browsing. */
export async function findApprovedStory(db: Db, id: number) {
  const [row] = await db
    .select(publicColumns)
    .from(communityArticles)
    .where(and(eq(communityArticles.id, id), eq(communityArticles.isApproved, true)));
  return row;
}

/** The admin's list: every story, or only approved or pending ones, with its expert copy if any. */
export function listStoriesForAdmin(db: Db, filter: { approved?: boolean; search?: string }) {
  const { where, order } = searched(filter.search);
  return (
    db
      .select({ ...storyColumns, expertArticleId: adviceArticles.id })
      .from(communityArticles)
      // At most one copy per story: a unique index on communityArticleId.
      .leftJoin(adviceArticles, eq(adviceArticles.communityArticleId, communityArticles.id))
      .where(
        and(
          filter.approved === undefined
            ? undefined
            : eq(communityArticles.isApproved, filter.approved),
          where,
        ),
      )
      .orderBy(...order)
  );
}

const approvedStory = (id: number) =>
  and(eq(communityArticles.id, id), eq(communityArticles.isApproved, true));

/** Whether the visitor likes the story; null when there is no such approved story. */
export async function hasLiked(db: Db, id: number, visitor: string): Promise<boolean | null> {
  const [row] = await db
    .select({
      liked: sql<boolean>`exists (select 1 from ${communityArticleLikes}
        where ${communityArticleLikes.articleId} = ${id}
        and ${communityArticleLikes.userIdentifier} = ${visitor})`,
    })
    .from(communityArticles)
    .where(approvedStory(id));
  return row ? Boolean(row.liked) : null;
}

/**
 * Likes an approved story once per visitor. The like row is inserted only if the story is
 * approved and the visitor has not liked it (ON CONFLICT DO NOTHING on the unique index), and the
 * count goes up by one only when a row went in. Returns the new count, or null when not found.
 */
export async function likeStory(db: Db, id: number, visitor: string): Promise<number | null> {
  // One statement, so a like is one round trip: the row goes in only for an approved story and
  // only once per visitor, and the count moves by the rows that went in.
  const [row] = await rowsOf<{ likeCount: number }>(
    db,
    sql`
    with inserted as (
      insert into ${communityArticleLikes} (article_id, user_identifier)
      select ${communityArticles.id}, ${visitor} from ${communityArticles} where ${approvedStory(id)}
      on conflict (article_id, user_identifier) do nothing
      returning 1
    )
    ${changeCount(id, sql`(select count(*) from inserted)::int`)}`,
  );
  return row ? row.likeCount : null;
}

/** Removes the visitor's like, if any, and lowers the count by one only when a row went. */
export async function unlikeStory(db: Db, id: number, visitor: string): Promise<number | null> {
  const [row] = await rowsOf<{ likeCount: number }>(
    db,
    sql`
    with removed as (
      delete from ${communityArticleLikes}
      where ${communityArticleLikes.articleId} = ${id}
        and ${communityArticleLikes.userIdentifier} = ${visitor}
        and exists (select 1 from ${communityArticles} where ${approvedStory(id)})
      returning 1
    )
    ${changeCount(id, sql`-(select count(*) from removed)::int`)}`,
  );
  return row ? row.likeCount : null;
}

/** Adds `delta` (which may be 0) to an approved story's count and answers it; no row if not approved. */
function changeCount(id: number, delta: SQL) {
  return sql`
    update ${communityArticles}
    set like_count = greatest(${communityArticles.likeCount} + ${delta}, 0)
    where ${approvedStory(id)}
    returning like_count as "likeCount"`;
}
