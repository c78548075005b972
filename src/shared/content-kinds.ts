// The kinds of content the site publishes, each declared once. Everything that used to list the
// kinds by hand is built from this registry: permalinks, feeds, the areas of the page cache, the
// audit log's names, structured data, and (on the server, ../server/modules/content-kinds/registry.ts) the
// sitemap, the feeds' items and the activity log's titles. Adding a kind is its table, its
// descriptor here and on the server, and its pages: docs/guides/add-a-content-kind.md.
// Free of zod and of React, so every page can import it.
import { PAGE_PATHS } from "./page-paths.ts";
import { BRAND } from "./site.ts";

/** One name per kind, the same in every layer. */
export const KIND_NAMES = ["news", "article", "story", "quick-solution", "access-guide"] as const;
export type KindName = (typeof KIND_NAMES)[number];

export interface FeedDefinition {
  /** The feed's file name: /feeds/<slug>.xml and .atom. */
  slug: string;
  /** What it carries, as the /feeds page names it. */
  name: string;
  /** The channel's title, and the title of the head's `<link rel="alternate">`. */
  title: string;
  description: string;
  /** The page the feed mirrors: the channel's link. */
  pagePath: string;
  /** The footer's link text: it says what the link is, out of context too. */
  linkText: string;
}

export interface ContentKind {
  name: KindName;
  /** How people name one and several, in running text ("expert article"). */
  label: { one: string; many: string };
  /** Each item's page is `<permalinkBase>/<id>-<slug of its title>`. */
  permalinkBase: string;
  /** The schema.org type of an item's page: a piece of writing, or the place a guide is about. */
  schemaType: "Article" | "NewsArticle" | "HowTo" | "LocalBusiness";
  /**
   * The first part of its audit actions ("story.approve" …). Stories' are "community", the name
   * the log has held since before the kinds had one name, so old rows keep their labels.
   */
  auditPrefix: string;
  /** The API path its public reads start with: a page that reads it shows the kind's area. */
  apiBase: string;
  /** Other areas a page showing it reads (stories show their like counts). */
  alsoReads?: readonly Area[];
  /** Its RSS and Atom feeds, when it has them. */
  feed?: FeedDefinition;
}

const ADVICE = PAGE_PATHS.adviceAndSolutions;

export const CONTENT_KINDS = {
  news: {
    name: "news",
    apiBase: "/api/news",
    label: { one: "news story", many: "news stories" },
    permalinkBase: PAGE_PATHS.news,
    schemaType: "NewsArticle",
    auditPrefix: "news",
    feed: {
      slug: "news",
      name: "News",
      title: `${BRAND.name} news`,
      description: "The latest accessibility news for UK businesses and the public.",
      pagePath: PAGE_PATHS.news,
      linkText: "News feed (RSS)",
    },
  },
  article: {
    name: "article",
    apiBase: "/api/advice",
    label: { one: "expert article", many: "expert articles" },
    permalinkBase: `${ADVICE}/articles`,
    schemaType: "Article",
    auditPrefix: "article",
    feed: {
      slug: "articles",
      name: "Expert articles",
      title: `${BRAND.name} expert articles`,
      description: "Expert advice on making premises, services and information accessible.",
      pagePath: ADVICE,
      linkText: "Expert articles feed (RSS)",
    },
  },
  story: {
    name: "story",
    apiBase: "/api/community",
    alsoReads: ["likes"],
    label: { one: "community story", many: "community stories" },
    permalinkBase: `${ADVICE}/stories`,
    schemaType: "Article",
    auditPrefix: "community",
    feed: {
      slug: "stories",
      name: "Community stories",
      title: `${BRAND.name} community stories`,
      description: "Stories from the community about access that works, and what changed it.",
      pagePath: ADVICE,
      linkText: "Community stories feed (RSS)",
    },
  },
  "quick-solution": {
    name: "quick-solution",
    apiBase: "/api/quick-solutions",
    label: { one: "quick solution", many: "quick solutions" },
    permalinkBase: `${ADVICE}/quick-solutions`,
    schemaType: "HowTo",
    auditPrefix: "quick-solution",
  },
  // A measured access guide a business publishes about its own premises (decision 036), reviewed by
  // the team before anyone sees it.
  "access-guide": {
    name: "access-guide",
    apiBase: "/api/access-guides",
    label: { one: "access guide", many: "access guides" },
    permalinkBase: PAGE_PATHS.accessGuides,
    schemaType: "LocalBusiness",
    auditPrefix: "access-guide",
    feed: {
      slug: "access-guides",
      name: "Access guides",
      title: `${BRAND.name} access guides`,
      description: "Measured access guides that businesses publish about their own premises.",
      pagePath: PAGE_PATHS.accessGuides,
      linkText: "Access guides feed (RSS)",
    },
  },
} as const satisfies Record<KindName, ContentKind>;

/** The kinds that have feeds. */
export type FeedKind = {
  [Name in KindName]: (typeof CONTENT_KINDS)[Name] extends { feed: FeedDefinition } ? Name : never;
}[KindName];

/** The kinds whose items are pieces of writing: schema.org's Article or NewsArticle. */
export type ArticleKind = {
  [Name in KindName]: (typeof CONTENT_KINDS)[Name]["schemaType"] extends "Article" | "NewsArticle"
    ? Name
    : never;
}[KindName];

/**
 * What public pages show, by what changes it: each kind's items, and `likes`, the stories' like
 * counts, which change most often (so a like does not empty every cached story list).
 */
export const AREAS = [...KIND_NAMES, "likes"] as const;
export type Area = (typeof AREAS)[number];
