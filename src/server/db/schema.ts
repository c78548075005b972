// Drizzle schema: the entities of the original design (docs/product.md), plus the app's own tables.
import { type SQL, sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import type { ArticleSnapshot } from "../../shared/contracts/article-publishing.ts";
import type { ArticleSource } from "../../shared/contracts/articles.ts";
import type { NewsSnapshot } from "../../shared/contracts/news.ts";
import type { StoredReviewNote } from "../../shared/contracts/publishing.ts";
import { PUBLICATION_STATUSES } from "../../shared/publication.ts";
import { COST_BAND_IDS, EFFORT_BAND_IDS } from "../../shared/quick-solution-bands.ts";
import { users } from "./account-tables.ts";
import { createdAt, updatedAt } from "./columns.ts";
import { searchDocument, tagsText, tsvector, weighted } from "./search-document.ts";

// The editorial team's accounts, sessions and sign-in methods live in their own file.
export * from "./account-tables.ts";
export * from "./business-tables.ts";
export * from "./guide-trust-tables.ts";
export * from "./job-tables.ts";
export * from "./media-tables.ts";
export * from "./postcode-tables.ts";

export const adviceCategories = pgTable("advice_categories", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull(),
  icon: text("icon").notNull(),
  color: text("color").notNull(),
  articleCount: integer("article_count").notNull().default(0),
});

export const communityArticles = pgTable("community_articles", {
  id: serial("id").primaryKey(),
  title: varchar("title", { length: 255 }).notNull(),
  content: text("content").notNull(),
  excerpt: text("excerpt"),
  authorName: varchar("author_name", { length: 100 }).notNull(),
  authorEmail: varchar("author_email", { length: 255 }).notNull(),
  isApproved: boolean("is_approved").notNull().default(false),
  likeCount: integer("like_count").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /** What search reads, ranked like the articles' (ADR 020). */
  searchDocument: tsvector("search_document").generatedAlwaysAs(
    (): SQL =>
      searchDocument([
        weighted(communityArticles.title, "A"),
        weighted(communityArticles.excerpt, "B"),
        weighted(communityArticles.authorName, "B"),
        weighted(communityArticles.content, "C"),
      ]),
  ),
});

export const communityArticleLikes = pgTable(
  "community_article_likes",
  {
    id: serial("id").primaryKey(),
    articleId: integer("article_id")
      .notNull()
      .references(() => communityArticles.id, { onDelete: "cascade" }),
    userIdentifier: text("user_identifier").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("community_article_likes_article_user_unique").on(
      table.articleId,
      table.userIdentifier,
    ),
  ],
);

export const adviceArticles = pgTable(
  "advice_articles",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    excerpt: text("excerpt").notNull(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => adviceCategories.id),
    tags: text("tags").array().notNull().default([]),
    displayOrder: integer("display_order").notNull().default(0),
    /** What search reads, the title and tags counting most (ADR 020). */
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      (): SQL =>
        searchDocument([
          weighted(adviceArticles.title, "A"),
          weighted(tagsText(adviceArticles.tags), "A"),
          weighted(adviceArticles.excerpt, "B"),
          weighted(adviceArticles.content, "C"),
        ]),
    ),
    // A promoted community story keeps a link to its original (docs/product.md#moderating-stories).
    communityArticleId: integer("community_article_id").references(() => communityArticles.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    // Who wrote it (null: the Real Access editorial team; a promoted story keeps its
    // community author), when it was published and last changed, and the official pages it cites.
    authorName: varchar("author_name", { length: 100 }),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
    sources: jsonb("sources").$type<ArticleSource[]>().notNull().default([]),
    // Written in the admin. Only a published article is public; a scheduled one is
    // published by the publish-scheduled job at `publishAt`. `authorId` is the account that wrote
    // it (its display name is kept in authorName, the byline).
    status: text("status", { enum: PUBLICATION_STATUSES }).notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    /** The note an editor last sent it back to its author with; cleared when submitted again. */
    reviewNote: jsonb("review_note").$type<StoredReviewNote>(),
  },
  (table) => [
    // One expert copy per community story, even when two promotions race.
    uniqueIndex("advice_articles_community_article_unique").on(table.communityArticleId),
    index("advice_articles_status").on(table.status),
  ],
);

// Every save of an article keeps a revision: who, when and what. Each kind written in the admin has
// a revisions table of this shape (modules/publishing/), its item's id named `itemId` here.
export const adviceArticleRevisions = pgTable(
  "advice_article_revisions",
  {
    id: serial("id").primaryKey(),
    itemId: integer("article_id")
      .notNull()
      .references(() => adviceArticles.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who saved it, as their name read then (an account may later be removed). */
    savedBy: text("saved_by").notNull(),
    createdAt: createdAt(),
    /** Every field an author edits, as saved. */
    snapshot: jsonb("snapshot").$type<ArticleSnapshot>().notNull(),
  },
  (table) => [index("advice_article_revisions_article_id").on(table.itemId)],
);

// RSS or Atom feeds the admin subscribes to. `etag` and `lastModified` are the feed's
// validators from the last good fetch, sent back for a conditional GET; `lastFetchedAt` is the
// last attempt and `lastError` its failure (null when it worked); `itemCount` is how many items the
// feed held at its last good fetch.
export const newsSources = pgTable("news_sources", {
  id: serial("id").primaryKey(),
  url: text("url").notNull().unique(),
  category: text("category").notNull(),
  etag: text("etag"),
  lastModified: text("last_modified"),
  lastFetchedAt: timestamp("last_fetched_at", { withTimezone: true }),
  lastError: text("last_error"),
  itemCount: integer("item_count").notNull().default(0),
  createdAt: createdAt(),
});

export const newsArticles = pgTable(
  "news_articles",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    excerpt: text("excerpt"),
    content: text("content").notNull(),
    category: text("category").notNull(),
    imageUrl: text("image_url"),
    sourceUrl: text("source_url"),
    isTopStory: boolean("is_top_story").notNull().default(false),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    /**
     * An imported item's identity: its feed guid (or Atom id), else its link. Unique, so importing
     * the same item twice does nothing, even from two feeds or two instances at once. Null for
     * stories written here, which any number of rows may share.
     */
    guid: text("guid"),
    /** The feed it came from; removing the feed keeps its articles (they may be top stories). */
    sourceId: integer("source_id").references(() => newsSources.id, { onDelete: "set null" }),
    // Written in the admin, as articles are. Only a published item is public; imported
    // items and custom stories are published when they arrive, a news item written in the admin
    // starts as a draft. A scheduled one is published by the publish-scheduled job at `publishAt`.
    // `authorId` is the account that wrote it.
    status: text("status", { enum: PUBLICATION_STATUSES }).notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    updatedAt: updatedAt(),
    /** The note an editor last sent it back to its author with; cleared when submitted again. */
    reviewNote: jsonb("review_note").$type<StoredReviewNote>(),
  },
  (table) => [
    uniqueIndex("news_articles_guid_unique").on(table.guid),
    index("news_articles_source_id").on(table.sourceId),
    index("news_articles_status").on(table.status),
  ],
);

// Every save of a news item written in the admin keeps a revision, as articles' do.
export const newsRevisions = pgTable(
  "news_revisions",
  {
    id: serial("id").primaryKey(),
    itemId: integer("news_id")
      .notNull()
      .references(() => newsArticles.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** Who saved it, as their name read then (an account may later be removed). */
    savedBy: text("saved_by").notNull(),
    createdAt: createdAt(),
    /** The words and links its author edits, as saved. */
    snapshot: jsonb("snapshot").$type<NewsSnapshot>().notNull(),
  },
  (table) => [index("news_revisions_news_id").on(table.itemId)],
);

export const contactRequests = pgTable("contact_requests", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  organization: text("organization"),
  inquiryType: text("inquiry_type"),
  message: text("message").notNull(),
  status: text("status").notNull().default("pending"),
  isRead: boolean("is_read").notNull().default(false),
  createdAt: createdAt(),
});

/** `column in ('a', 'b')`, for a check constraint over a fixed list of values. */
const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;

export const quickSolutions = pgTable(
  "quick_solutions",
  {
    id: serial("id").primaryKey(),
    /**
     * The stable name a self-assessment fix links by (seeded solutions only; null for
     * those the team writes), so rewording the issue keeps the link and the bands.
     */
    key: text("key").unique(),
    issue: varchar("issue", { length: 255 }).notNull(),
    whyItsAnIssue: text("why_its_an_issue").notNull(),
    possibleSolutions: text("possible_solutions").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    // Rough cost and effort of the fix; null means nobody has rated it yet.
    costBand: text("cost_band", { enum: COST_BAND_IDS }),
    effortBand: text("effort_band", { enum: EFFORT_BAND_IDS }),
    /** Words visitors may search by that the text does not use ("hard of hearing"). */
    tags: text("tags").array().notNull().default([]),
    /**
     * What search reads: the issue and the tags count most (ADR 020). The cost band's words are
     * added when searching, so they follow quick-solution-bands.ts without a migration.
     */
    searchDocument: tsvector("search_document").generatedAlwaysAs(
      (): SQL =>
        searchDocument([
          weighted(quickSolutions.issue, "A"),
          weighted(tagsText(quickSolutions.tags), "A"),
          weighted(quickSolutions.whyItsAnIssue, "C"),
          weighted(quickSolutions.possibleSolutions, "C"),
        ]),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check("quick_solutions_cost_band_check", oneOf(table.costBand, COST_BAND_IDS)),
    check("quick_solutions_effort_band_check", oneOf(table.effortBand, EFFORT_BAND_IDS)),
  ],
);

// The quick solutions an expert article ends with, in order. Rows go with either side,
// and an edited issue keeps its links (they hold ids, not titles).
export const adviceArticleQuickSolutions = pgTable(
  "advice_article_quick_solutions",
  {
    adviceArticleId: integer("advice_article_id")
      .notNull()
      .references(() => adviceArticles.id, { onDelete: "cascade" }),
    quickSolutionId: integer("quick_solution_id")
      .notNull()
      .references(() => quickSolutions.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.adviceArticleId, table.quickSolutionId] }),
    index("advice_article_quick_solutions_quick_solution_id").on(table.quickSolutionId),
  ],
);

// Server-side secrets and settings shared by every instance (the session secret, the last backup).
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

// Every sign-in attempt and every admin write. Never holds a password. The Activity tab reads it
// newest first, all of it or one action: each index serves one of those orders.
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    actor: text("actor").notNull(),
    /** How the actor acted when not in a signed-in session: `token:<name>` or `password-header`. */
    via: text("via"),
    action: text("action").notNull(),
    targetId: text("target_id"),
    success: boolean("success").notNull().default(true),
    address: text("address"),
    userAgent: text("user_agent"),
    details: jsonb("details"),
  },
  (table) => [
    index("audit_log_at_id").on(table.at, table.id),
    index("audit_log_action_at_id").on(table.action, table.at, table.id),
    index("audit_log_actor_at_id").on(table.actor, table.at, table.id),
  ],
);
// Recent hits per client address for limits that must hold across instances (the contact form's
// 5 an hour): one row per bucket and address, holding the times of its hits within the window, so
// a hit is one statement (lib/rate-limit.ts). Rows whose last hit is past every window are pruned.
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    key: text("key").notNull(),
    hits: timestamp("hits", { withTimezone: true }).array().notNull(),
    lastHitAt: timestamp("last_hit_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.bucket, table.key] }),
    index("rate_limit_hits_last_hit_at").on(table.lastHitAt),
  ],
);

// E-mails to the site's owner about new contact messages and pending stories: the
// transactional outbox. A row is written in the same transaction as what it announces, then sent
// by a background worker, so a slow or absent mail server never delays or loses a visitor's
// submission. `payload` holds the facts the e-mail is written from. A worker claims a row by
// setting `status` 'sending' with its own `claimToken` and a lease (`claimedUntil`); a row whose
// lease ran out (its worker died mid-send) is claimed again. Failed sends return to 'pending' with
// `nextAttemptAt` pushed back, until the attempts run out ('failed', shown in the Activity tab).
export const notificationOutbox = pgTable(
  "notification_outbox",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    claimToken: text("claim_token"),
    claimedUntil: timestamp("claimed_until", { withTimezone: true }),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("notification_outbox_status_next_attempt").on(table.status, table.nextAttemptAt),
  ],
);
