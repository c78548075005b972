// What each feed carries, newest first. Each query names the columns a feed uses and no others,
// so an author's e-mail address cannot reach a feed even by mistake.
import { desc, eq } from "drizzle-orm";
import { articleAuthor } from "../../../shared/article-byline.ts";
import type { FeedKind } from "../../../shared/content-kinds.ts";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import type { Db } from "../../db/connection.ts";
import {
  adviceArticles,
  adviceCategories,
  communityArticles,
  newsArticles,
} from "../../db/schema.ts";
import { isPublished } from "../advice/service.ts";
import { isPublishedNews } from "../news/service.ts";

/** One item of a feed, whatever it is about. */
export interface FeedEntry {
  id: number;
  title: string;
  summary: string;
  /** When it was published. */
  published: Date;
  /** When it last changed; the same as `published` for what is never edited. */
  updated: Date;
  category?: string;
  /** Who wrote it: a story's author, or an article's byline; news is the site's own. */
  authorName?: string;
}

/** The site's rule for a blank excerpt, so a feed summarises as the site does. */
const summaryOf = (excerpt: string | null, content: string) =>
  excerpt?.trim() ? excerpt : generateExcerpt(content);

async function latestNews(db: Db, limit: number): Promise<FeedEntry[]> {
  const rows = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      excerpt: newsArticles.excerpt,
      content: newsArticles.content,
      category: newsArticles.category,
      publishedAt: newsArticles.publishedAt,
    })
    .from(newsArticles)
    .where(isPublishedNews)
    .orderBy(desc(newsArticles.publishedAt), desc(newsArticles.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    summary: summaryOf(row.excerpt, row.content),
    published: row.publishedAt,
    updated: row.publishedAt,
    category: row.category,
  }));
}

/** Each article with its byline and its own published and updated dates. */
async function latestArticles(db: Db, limit: number): Promise<FeedEntry[]> {
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
    .where(isPublished)
    .orderBy(desc(adviceArticles.publishedAt), desc(adviceArticles.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    summary: summaryOf(row.excerpt, row.content),
    published: row.publishedAt,
    updated: row.updatedAt,
    authorName: articleAuthor(row),
    ...(row.category ? { category: row.category } : {}),
  }));
}

/** Approved stories only: a pending story is seen by nobody but the admin. */
async function latestApprovedStories(db: Db, limit: number): Promise<FeedEntry[]> {
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
    .where(eq(communityArticles.isApproved, true))
    .orderBy(desc(communityArticles.createdAt), desc(communityArticles.id))
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    summary: summaryOf(row.excerpt, row.content),
    published: row.createdAt,
    updated: row.updatedAt,
    authorName: row.authorName,
  }));
}

export const FEED_ENTRIES: Record<FeedKind, (db: Db, limit: number) => Promise<FeedEntry[]>> = {
  news: latestNews,
  article: latestArticles,
  story: latestApprovedStories,
};
