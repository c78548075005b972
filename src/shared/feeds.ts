// RSS 2.0 and Atom 1.0 feeds of news, expert articles and approved community stories.
// The server serves them, every page's head announces them, and the footer and the /feeds page
// link them, all from these definitions.
import { BRAND } from "./site.ts";

export const FEED_KINDS = ["news", "articles", "stories"] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export const FEED_FORMATS = {
  rss: { extension: "xml", contentType: "application/rss+xml" },
  atom: { extension: "atom", contentType: "application/atom+xml" },
} as const;
export type FeedFormat = keyof typeof FEED_FORMATS;

export interface FeedDefinition {
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

export const FEEDS: Record<FeedKind, FeedDefinition> = {
  news: {
    name: "News",
    title: `${BRAND.name} news`,
    description: "The latest accessibility news for UK businesses and the public.",
    pagePath: "/news",
    linkText: "News feed (RSS)",
  },
  articles: {
    name: "Expert articles",
    title: `${BRAND.name} expert articles`,
    description: "Expert advice on making premises, services and information accessible.",
    pagePath: "/advice-and-solutions",
    linkText: "Expert articles feed (RSS)",
  },
  stories: {
    name: "Community stories",
    title: `${BRAND.name} community stories`,
    description: "Stories from the community about access that works, and what changed it.",
    pagePath: "/advice-and-solutions",
    linkText: "Community stories feed (RSS)",
  },
};

/** The most recent items each feed carries. */
export const FEED_SIZE = 50;

export const feedPath = (kind: FeedKind, format: FeedFormat) =>
  `/feeds/${kind}.${FEED_FORMATS[format].extension}`;
