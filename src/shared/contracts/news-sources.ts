// The news-sources contract: RSS or Atom feeds the admin subscribes to, whose items
// become news articles. One schema for the server routes and the admin form's resolver.
import { z } from "zod";
import { singleLine, timestamp } from "./common.ts";
import { NEWS_FIELD_MAX, newsCategory } from "./news.ts";

// The hint and the error name the same schemes: the ones the schema accepts.
export const NEWS_SOURCE_MESSAGES = {
  url: "Enter the feed's web address, starting with https:// or http://",
  credentials: "Leave the user name and password out of the feed's address",
} as const;

/** The admin form's hints. */
export const NEWS_SOURCE_HINTS = {
  url: "The web address of an RSS or Atom feed, starting with https:// or http://",
} as const;

const webAddress = z.url({ protocol: /^https?$/ });

/** URL.parse is newer than Node 20. */
function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** A feed's address: http(s), no credentials; stored in the form URL gives it (lower-case host). */
export const feedUrl = singleLine(NEWS_SOURCE_MESSAGES.url)
  .min(1, NEWS_SOURCE_MESSAGES.url)
  .max(NEWS_FIELD_MAX.url, `Must be at most ${NEWS_FIELD_MAX.url} characters`)
  .refine((value) => webAddress.safeParse(value).success, NEWS_SOURCE_MESSAGES.url)
  .refine((value) => {
    const url = parseUrl(value);
    return !url || (!url.username && !url.password);
  }, NEWS_SOURCE_MESSAGES.credentials)
  .transform((value) => parseUrl(value)?.href ?? value);

/** POST /api/admin/news-sources. */
export const newsSourceInput = z.object({
  url: feedUrl,
  /** The category its articles are filed under. */
  category: newsCategory,
});
/** What the admin form holds and sends. */
export type NewsSourceInput = z.input<typeof newsSourceInput>;
export type NewsSourceValidInput = z.output<typeof newsSourceInput>;

export const newsSource = z.object({
  id: z.number().int(),
  url: z.string(),
  category: z.string(),
  /** The last attempt to fetch it, successful or not; null before the first. */
  lastFetchedAt: timestamp.nullable(),
  /** Why the last attempt failed; null when it worked. */
  lastError: z.string().nullable(),
  /** How many items the feed held at its last good fetch. */
  itemCount: z.number().int(),
  /** How many news articles came from it and are still on the site. */
  articleCount: z.number().int(),
  createdAt: timestamp,
});
/** What the API sends and the browser receives. */
export type NewsSource = z.input<typeof newsSource>;
export const newsSourceList = z.array(newsSource);

/** POST /api/admin/news-sources/:id/refresh. */
export const refreshResult = z.object({
  /** Items imported as new news articles. */
  added: z.number().int(),
  /** Items not imported: already imported before, or without a title or identity. */
  skipped: z.number().int(),
  /** The feed answered 304: nothing has changed since the last fetch. */
  notModified: z.boolean(),
});
export type RefreshResult = z.infer<typeof refreshResult>;
