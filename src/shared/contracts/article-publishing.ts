// Articles written in the admin: what an author sends, and what the admin API answers
// with, including the accessibility checks (shared/publishing-checks) run on every save. What every
// kind written in the admin shares is in ./publishing.ts.
import { z } from "zod";
import { articleSource, relatedQuickSolution } from "./articles.ts";
import { plainText, rowId, singleLine, timestamp } from "./common.ts";
import { publicationStatus, publishingCheck, reviewNote, revisionOf } from "./publishing.ts";
import { toTags } from "./quick-solutions.ts";

export const ARTICLE_TITLE_MAX = 200;
export const ARTICLE_EXCERPT_MAX = 300;
export const ARTICLE_CONTENT_MAX = 60_000;
export const ARTICLE_TAG_MAX = 40;
export const ARTICLE_TAGS_MAX = 12;
export const ARTICLE_SOURCES_MAX = 20;
export const ARTICLE_RELATED_MAX = 8;
const SOURCE_TITLE_MAX = 300;
const SOURCE_PUBLISHER_MAX = 100;
/** The most characters an article's text fields hold between them: its body's size limit. */
export const ARTICLE_TEXT_MAX =
  ARTICLE_TITLE_MAX +
  ARTICLE_EXCERPT_MAX +
  ARTICLE_CONTENT_MAX +
  ARTICLE_TAGS_MAX * ARTICLE_TAG_MAX +
  ARTICLE_SOURCES_MAX * (SOURCE_TITLE_MAX + SOURCE_PUBLISHER_MAX);

const required = (label: string) => `${label} is required`;

const title = singleLine(required("Title"))
  .min(1, required("Title"))
  .max(ARTICLE_TITLE_MAX, `Title must be at most ${ARTICLE_TITLE_MAX} characters`);
const excerpt = plainText(required("Excerpt"))
  .trim()
  .min(1, required("Excerpt"))
  .max(ARTICLE_EXCERPT_MAX, `Excerpt must be at most ${ARTICLE_EXCERPT_MAX} characters`);
const content = plainText(required("Content"))
  .min(1, required("Content"))
  .max(ARTICLE_CONTENT_MAX, `Content must be at most ${ARTICLE_CONTENT_MAX} characters`)
  .refine((text) => text.trim().length > 0, required("Content"));
const tags = z.preprocess(
  toTags,
  z
    .array(
      singleLine("Each tag must be text").max(
        ARTICLE_TAG_MAX,
        `Each tag must be at most ${ARTICLE_TAG_MAX} characters`,
      ),
    )
    .max(ARTICLE_TAGS_MAX, `At most ${ARTICLE_TAGS_MAX} tags`),
);

/** An official page the article cites: each part required, the address https. */
const sourceInput = articleSource.extend({
  title: singleLine("Give the source a title")
    .min(1, "Give the source a title")
    .max(SOURCE_TITLE_MAX, `A source's title must be at most ${SOURCE_TITLE_MAX} characters`),
  publisher: singleLine("Say who publishes the source")
    .min(1, "Say who publishes the source")
    .max(SOURCE_PUBLISHER_MAX, `A publisher must be at most ${SOURCE_PUBLISHER_MAX} characters`),
  url: z.url({
    protocol: /^https$/,
    hostname: z.regexes.domain,
    error: "Enter the source's https address, like https://www.gov.uk/…",
  }),
});

/** Every field an author edits. Creating needs the first five; the rest start empty. */
const articleFields = {
  title,
  excerpt,
  categoryId: rowId,
  tags,
  content,
  sources: z.array(sourceInput).max(ARTICLE_SOURCES_MAX, `At most ${ARTICLE_SOURCES_MAX} sources`),
  relatedQuickSolutionIds: z
    .array(rowId)
    .max(ARTICLE_RELATED_MAX, `At most ${ARTICLE_RELATED_MAX} related quick solutions`),
  displayOrder: z
    .number({ error: "Display order must be a whole number" })
    .int("Display order must be a whole number")
    .min(-1_000_000, "Display order must be between -1,000,000 and 1,000,000")
    .max(1_000_000, "Display order must be between -1,000,000 and 1,000,000"),
};

/** POST /api/admin/articles: a new draft. */
export const articleCreateInput = z.strictObject({
  ...articleFields,
  sources: articleFields.sources.optional(),
  relatedQuickSolutionIds: articleFields.relatedQuickSolutionIds.optional(),
  displayOrder: articleFields.displayOrder.optional(),
});
export type ArticleCreateInput = z.output<typeof articleCreateInput>;

/** PATCH /api/admin/articles/:id: any of the fields; what is left out stays as it was. */
export const articlePatchInput = z.strictObject(articleFields).partial();
export type ArticlePatchInput = z.output<typeof articlePatchInput>;

/** An article as the editorial team sees it: every field, where it stands, and its checks. */
export const adminArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  excerpt: z.string(),
  categoryId: z.number().int(),
  tags: z.array(z.string()),
  content: z.string(),
  sources: z.array(articleSource),
  relatedQuickSolutions: z.array(relatedQuickSolution),
  displayOrder: z.number().int(),
  status: publicationStatus,
  publishAt: timestamp.nullable(),
  publishedAt: timestamp,
  updatedAt: timestamp,
  /** The byline: the author's name, or null for the Real Access editorial team. */
  authorName: z.string().nullable(),
  authorId: z.number().int().nullable(),
  /** Its public page (404 until it is published). */
  url: z.string(),
  /** The note it was last sent back to its author with, until it is submitted again. */
  reviewNote: reviewNote.nullable(),
  checks: z.array(publishingCheck),
  /** The UK reading age of the text, in whole years; null with too little text to tell. */
  readingAge: z.number().int().nullable(),
});
export type AdminArticle = z.input<typeof adminArticle>;

export const adminArticleSummary = adminArticle.pick({
  id: true,
  title: true,
  categoryId: true,
  status: true,
  publishAt: true,
  publishedAt: true,
  updatedAt: true,
  authorName: true,
  authorId: true,
  url: true,
});
export const adminArticleList = z.array(adminArticleSummary);
export type AdminArticleSummary = z.input<typeof adminArticleSummary>;

export const articleSnapshot = z.object({
  title: z.string(),
  excerpt: z.string(),
  categoryId: z.number().int(),
  tags: z.array(z.string()),
  content: z.string(),
  sources: z.array(articleSource),
  relatedQuickSolutionIds: z.array(z.number().int()),
  displayOrder: z.number().int(),
});

export type ArticleSnapshot = z.infer<typeof articleSnapshot>;

export const articleRevision = revisionOf(articleSnapshot);
export type ArticleRevision = z.input<typeof articleRevision>;
export const articleRevisionList = z.array(articleRevision);
