// RSS 2.0 and Atom 1.0 feeds of the kinds of content that have one (./content-kinds.ts). The
// server serves them, every page's head announces them, and the footer and the /feeds page link
// them, all from these definitions.
import { CONTENT_KINDS, type FeedDefinition, type FeedKind, KIND_NAMES } from "./content-kinds.ts";

export type { FeedKind };

const hasFeed = (name: (typeof KIND_NAMES)[number]): name is FeedKind =>
  "feed" in CONTENT_KINDS[name];

export const FEED_KINDS: readonly FeedKind[] = KIND_NAMES.filter(hasFeed);

export const feedOf = (kind: FeedKind): FeedDefinition => CONTENT_KINDS[kind].feed;

export const FEED_FORMATS = {
  rss: { extension: "xml", contentType: "application/rss+xml" },
  atom: { extension: "atom", contentType: "application/atom+xml" },
} as const;
export type FeedFormat = keyof typeof FEED_FORMATS;

/** The most recent items each feed carries. */
export const FEED_SIZE = 50;

export const feedPath = (kind: FeedKind, format: FeedFormat) =>
  `/feeds/${feedOf(kind).slug}.${FEED_FORMATS[format].extension}`;
