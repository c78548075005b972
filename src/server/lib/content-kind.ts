// What the server needs of a kind of content besides what the browser knows of it
// (shared/content-kinds.ts): where its titled rows are, what the sitemap lists, what its feed
// carries. Each kind's module declares its own (e.g. modules/news/kind.ts) and
// modules/content-kinds/registry.ts holds them all. The shape lives here, below the modules, so a
// kind's module and the registry listing it do not import each other.
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { generateExcerpt } from "../../shared/excerpt.ts";
import type { Db } from "../db/connection.ts";

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

export interface ServerContentKind {
  /** Its table, and the columns the activity log names an item by. */
  titled: { table: PgTable; id: PgColumn; title: PgColumn };
  /** The items whose pages the sitemap lists, in the order the site lists them. */
  sitemapItems(db: Db): Promise<{ id: number; title: string }[]>;
  /** The newest items its feed carries, when it has a feed (shared/content-kinds.ts). */
  feedEntries?(db: Db, limit: number): Promise<FeedEntry[]>;
}

/** The site's rule for a blank excerpt, so a feed summarises as the site does. */
export const feedSummary = (excerpt: string | null, content: string) =>
  excerpt?.trim() ? excerpt : generateExcerpt(content);
