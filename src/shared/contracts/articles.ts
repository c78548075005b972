import { z } from "zod";
import { MAX_ID, searchTerm, timestamp } from "./common.ts";

export const adviceCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  color: z.string(),
  /** Counted from the articles themselves, so it is always true to the data. */
  articleCount: z.number().int(),
});
export type AdviceCategory = z.input<typeof adviceCategory>;
export const adviceCategoryList = z.array(adviceCategory);

/** An official page an article draws on. Only absolute https addresses. */
export const articleSource = z.object({
  title: z.string(),
  publisher: z.string(),
  url: z.url({ protocol: /^https$/, hostname: z.regexes.domain }),
});
export type ArticleSource = z.infer<typeof articleSource>;

/** A quick solution an article points to at its end. */
export const relatedQuickSolution = z.object({
  id: z.number().int(),
  issue: z.string(),
});
export type RelatedQuickSolution = z.infer<typeof relatedQuickSolution>;

export const publicArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string(),
  categoryId: z.number().int(),
  tags: z.array(z.string()),
  displayOrder: z.number().int(),
  communityArticleId: z.number().int().nullable(),
  createdAt: timestamp,
  /**
   * Who wrote it: the community member, for a promoted story; null for the Real Access editorial
   * team (see shared/article-byline.ts).
   */
  authorName: z.string().nullable(),
  publishedAt: timestamp,
  /** When its text or sources last changed; the same as publishedAt until then. */
  updatedAt: timestamp,
  sources: z.array(articleSource),
  relatedQuickSolutions: z.array(relatedQuickSolution),
});
/** What the API sends and the browser receives. */
export type PublicArticle = z.input<typeof publicArticle>;
/** In lists, each item names its own page: `url` is the path of its permalink. */
export const publicArticleList = z.array(publicArticle.extend({ url: z.string() }));

/**
 * GET /api/advice/articles query: a search term (ranked, best match first) and a category id.
 * Unknown parameters are refused rather than ignored, so a typo such as `?q=` answers
 * 400 instead of silently listing everything.
 */
export const articleListQuery = z.strictObject({
  search: searchTerm.optional(),
  category: z.coerce
    .number({ error: "category must be a category id" })
    .int("category must be a category id")
    .positive("category must be a category id")
    .max(MAX_ID, "category must be a category id")
    .optional(),
});
export type ArticleListQuery = z.infer<typeof articleListQuery>;
