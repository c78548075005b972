// The news contract (stories, the custom top story form, the news calls): one schema
// for the server routes and the admin form's resolver.
import { z } from "zod";
import { parseMediaReference } from "../media.ts";
import { NEWS_LIST_LIMIT, TOP_STORIES_LIMIT } from "../news.ts";
import { plainText, singleLine, timestamp, timestampInput } from "./common.ts";
import { publicationStatus, publishingCheck, reviewNote, revisionOf } from "./publishing.ts";

/** Generous upper bounds the original form did not set, so nobody can store a novel in a title. */
export const NEWS_FIELD_MAX = {
  title: 255,
  excerpt: 1000,
  content: 20_000,
  category: 100,
  url: 2048,
} as const;

/** The most characters a news item's text fields hold between them (two addresses: source and
 * picture): its body's size limit. */
export const NEWS_TEXT_MAX =
  NEWS_FIELD_MAX.title +
  NEWS_FIELD_MAX.excerpt +
  NEWS_FIELD_MAX.content +
  NEWS_FIELD_MAX.category +
  2 * NEWS_FIELD_MAX.url;

export const newsArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string().nullable(),
  content: z.string(),
  category: z.string(),
  /** The picture: a reference to an image of this site's media library (shared/media.ts). */
  imageUrl: z.string().nullable(),
  /** The picture's text alternative as it was uploaded ("" when decorative), null without one. */
  imageAlt: z.string().nullable().optional(),
  sourceUrl: z.string().nullable(),
  isTopStory: z.boolean(),
  publishedAt: timestamp,
  createdAt: timestamp,
});
/** What the API sends and the browser receives. */
export type NewsArticle = z.input<typeof newsArticle>;
/** In lists, each item names its own page: `url` is the path of its permalink. */
export const newsArticleList = z.array(newsArticle.extend({ url: z.string() }));

const limitParam = (max: number, fallback: number) =>
  z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(max, `limit must be at most ${max}`)
    .default(fallback);

/** GET /api/news/top-stories. Unknown parameters are refused, as for the advice API. */
export const topStoriesQuery = z.strictObject({
  limit: limitParam(TOP_STORIES_LIMIT.max, TOP_STORIES_LIMIT.default),
});

/** GET /api/news. */
export const newsListQuery = z.strictObject({
  limit: limitParam(NEWS_LIST_LIMIT.max, NEWS_LIST_LIMIT.default),
});

export const NEWS_MESSAGES = {
  title: "Title must be at least 5 characters",
  excerpt: "Excerpt must be at least 10 characters",
  content: "Content must be at least 20 characters",
  category: "Category is required",
  url: "Must be a valid URL",
  picture:
    "A picture must be an image uploaded to this site, not an address on another site: upload it with “Add a picture” (or POST /api/admin/media) and use the address the upload gives",
  pictureMissing:
    "That picture is not in this site's media library, or its size is not the image's: upload it again with “Add a picture”",
} as const;

const tooLong = (max: number) => `Must be at most ${max} characters`;

const text = (min: number, message: string, max: number) =>
  plainText(message).trim().min(min, message).max(max, tooLong(max));
/** The same, on one line: a title, a category. */
const line = (min: number, message: string, max: number) =>
  singleLine(message).min(min, message).max(max, tooLong(max));

const httpUrl = z.url({ protocol: /^https?$/, hostname: z.regexes.domain });

/** An http(s) URL, or "" (or spaces) for none. */
const urlOrEmpty = singleLine(NEWS_MESSAGES.url)
  .max(NEWS_FIELD_MAX.url, tooLong(NEWS_FIELD_MAX.url))
  .refine((value) => value === "" || httpUrl.safeParse(value).success, NEWS_MESSAGES.url);

/**
 * An optional http(s) URL. The admin form leaves empty URLs out; the server also treats
 * "" (or spaces) as absent rather than refusing it, so a form that sends an empty field still works.
 */
const optionalUrl = urlOrEmpty.optional().transform((value) => (value ? value : undefined));

/**
 * A news item's picture: an image of this site's media library, by the reference the upload gave
 * (shared/media.ts), or "" for none. A picture on another host would send every reader's browser
 * there, so none is taken; the server also checks that the reference names one of its images.
 */
const pictureOrEmpty = singleLine(NEWS_MESSAGES.picture)
  .max(NEWS_FIELD_MAX.url, tooLong(NEWS_FIELD_MAX.url))
  .refine((value) => value === "" || parseMediaReference(value) !== null, NEWS_MESSAGES.picture);

/** A news category: free words, as the custom story form takes them (news sources use it too). */
export const newsCategory = line(1, NEWS_MESSAGES.category, NEWS_FIELD_MAX.category);

/** The custom top story, POST /api/news (docs/product.md#top-stories-and-news). */
export const customStoryInput = z.object({
  title: line(5, NEWS_MESSAGES.title, NEWS_FIELD_MAX.title),
  excerpt: text(10, NEWS_MESSAGES.excerpt, NEWS_FIELD_MAX.excerpt),
  content: text(20, NEWS_MESSAGES.content, NEWS_FIELD_MAX.content),
  category: newsCategory,
  sourceUrl: optionalUrl,
  imageUrl: pictureOrEmpty.optional().transform((value) => (value ? value : undefined)),
  /** A custom story is created as a top story. */
  isTopStory: z.boolean({ error: "isTopStory must be true or false" }).default(true),
  /** The client sends the current time; when absent the server uses its own clock. */
  publishedAt: timestampInput("publishedAt must be an ISO 8601 timestamp").optional(),
});
/** What the admin form holds and sends. */
export type CustomStoryInput = z.input<typeof customStoryInput>;
/** What the server stores, after trimming and empty-URL removal. */
export type CustomStory = z.output<typeof customStoryInput>;

// News written in the admin: drafted, checked, scheduled and published as articles are.
// The fields follow the custom story's rules above.

/**
 * A link in the news editor: "" or null removes it (stored as null); left out, a change keeps it.
 */
const clearableUrl = urlOrEmpty
  .nullable()
  .optional()
  .transform((value) => (value === undefined ? undefined : value || null));

const newsFields = {
  title: customStoryInput.shape.title,
  excerpt: customStoryInput.shape.excerpt,
  content: customStoryInput.shape.content,
  category: newsCategory,
  sourceUrl: clearableUrl,
  /** "" or null removes the picture; left out, a change keeps it. */
  imageUrl: pictureOrEmpty
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value || null)),
  isTopStory: z.boolean({ error: "isTopStory must be true or false" }),
};

/** POST /api/admin/news: a new draft. Links and the top-story mark are optional. */
export const newsCreateInput = z.strictObject({
  ...newsFields,
  isTopStory: newsFields.isTopStory.optional(),
});
export type NewsCreateInput = z.output<typeof newsCreateInput>;

/** PATCH /api/admin/news/:id: any of the fields; what is left out stays as it was. */
export const newsPatchInput = z.strictObject(newsFields).partial();
export type NewsPatchInput = z.output<typeof newsPatchInput>;
/** What the news editor sends. */
export type NewsPatchBody = z.input<typeof newsPatchInput>;

/** A news item as the editorial team sees it: every field, where it stands, and its checks. */
export const adminNewsItem = newsArticle.extend({
  status: publicationStatus,
  publishAt: timestamp.nullable(),
  updatedAt: timestamp,
  /**
   * Who wrote it in the admin; null for imported news, and for custom stories added before news
   * was written in the admin.
   */
  authorId: z.number().int().nullable(),
  authorName: z.string().nullable(),
  /** Whether it came from a news source's feed. */
  imported: z.boolean(),
  /** Its public page (404 until it is published). */
  url: z.string(),
  /** The note it was last sent back to its author with, until it is submitted again. */
  reviewNote: reviewNote.nullable(),
  checks: z.array(publishingCheck),
  /** The UK reading age of the text, in whole years; null with too little text to tell. */
  readingAge: z.number().int().nullable(),
});
export type AdminNewsItem = z.input<typeof adminNewsItem>;

export const adminNewsSummary = adminNewsItem.pick({
  id: true,
  title: true,
  category: true,
  isTopStory: true,
  status: true,
  publishAt: true,
  publishedAt: true,
  updatedAt: true,
  authorId: true,
  authorName: true,
  imported: true,
  url: true,
});
export type AdminNewsSummary = z.input<typeof adminNewsSummary>;
export const adminNewsList = z.array(adminNewsSummary);

/** The admin's news list: the most recently changed items, drafts and imported ones alike. */
export const ADMIN_NEWS_LIST_MAX = 200;

/**
 * What a revision of a news item keeps: the words and links its author edits. Whether it is a top
 * story is an editor's choice made apart from the words, so restoring a revision leaves it alone.
 */
export const newsSnapshot = z.object({
  title: z.string(),
  excerpt: z.string().nullable(),
  category: z.string(),
  content: z.string(),
  sourceUrl: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type NewsSnapshot = z.infer<typeof newsSnapshot>;

export const newsRevision = revisionOf(newsSnapshot);
export type NewsRevision = z.input<typeof newsRevision>;
export const newsRevisionList = z.array(newsRevision);
