import { count, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { parseMarkdown } from "../../../shared/markdown/parse.ts";
import { plainText } from "../../../shared/markdown/plain-text.ts";
import * as officialSources from "../../../shared/official-sources.ts";
import { withRelatedQuickSolutions } from "../../modules/articles/related-quick-solutions.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import {
  adviceArticles,
  adviceCategories,
  communityArticleLikes,
  communityArticles,
  newsArticles,
  quickSolutions,
} from "../schema.ts";
import { articleSeeds } from "./articles.ts";
import { seedDatabase } from "./index.ts";

const database = await createTestDatabase();
afterAll(() => database.close());
const { db } = database;

/** Words in an article's readable text (markup characters excluded). */
const countWords = (markdown: string) =>
  plainText(parseMarkdown(markdown))
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** The listed official sources' addresses; their own test holds each to an official https host. */
const officialUrls = new Set(
  Object.values(officialSources).map((source: officialSources.OfficialSource) => source.url),
);

const countQuickSolutions = async () =>
  (await db.select({ n: count() }).from(quickSolutions))[0]?.n;

describe("seedDatabase", () => {
  it("fills an empty database with at least 24 quick solutions in display order", async () => {
    expect(await seedDatabase(db)).toEqual([
      "quick-solutions",
      "advice",
      "news",
      "community-stories",
    ]);
    const rows = await db.select().from(quickSolutions).orderBy(quickSolutions.displayOrder);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    expect(new Set(rows.map((row) => row.issue)).size).toBe(rows.length);
    for (const row of rows) {
      expect(row.issue.length).toBeLessThanOrEqual(255);
      expect(row.whyItsAnIssue.trim()).not.toBe("");
      expect(row.possibleSolutions.trim()).not.toBe("");
    }
  });

  it("fills at least 6 advice categories and 10 substantial expert articles", async () => {
    const categories = await db.select().from(adviceCategories);
    const articles = await db.select().from(adviceArticles).orderBy(adviceArticles.displayOrder);
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(articles.length).toBeGreaterThanOrEqual(10);
    expect(new Set(articles.map((article) => article.title)).size).toBe(articles.length);
    for (const category of categories) {
      const count = articles.filter((article) => article.categoryId === category.id).length;
      expect(count, category.name).toBeGreaterThan(0);
      expect(category.articleCount, category.name).toBe(count);
    }
    for (const article of articles) {
      const words = countWords(article.content);
      expect(words, article.title).toBeGreaterThanOrEqual(600);
      expect(words, article.title).toBeLessThanOrEqual(1200);
      expect(article.tags.length, article.title).toBeGreaterThanOrEqual(3);
      expect(article.excerpt.length, article.title).toBeLessThanOrEqual(200);
      // Sections start at "##", under the title (the page's one h1).
      const blocks = parseMarkdown(article.content).children;
      expect(blocks[0], article.title).toMatchObject({ type: "heading", depth: 2 });
      expect(blocks.filter((block) => block.type === "heading").length).toBeGreaterThanOrEqual(4);
      expect(blocks.every((block) => block.type !== "heading" || block.depth > 1)).toBe(true);
      // US spellings slip in easily; the content is British English.
      expect(article.content, article.title).not.toMatch(
        /\b(color|organization|center|meters?|favor)\b/i,
      );
    }
  });

  it("gives each expert article its author, honest 2026 dates, official sources and quick solutions", async () => {
    const articles = await withRelatedQuickSolutions(db, await db.select().from(adviceArticles));
    const today = new Date("2026-11-23T23:59:59Z");
    for (const article of articles) {
      const seed = articleSeeds.find((candidate) => candidate.title === article.title);
      // The Real Access editorial team wrote them all.
      expect(article.authorName, article.title).toBeNull();
      expect(article.publishedAt.getUTCFullYear(), article.title).toBe(2026);
      expect(article.publishedAt.getTime(), article.title).toBeLessThanOrEqual(
        article.updatedAt.getTime(),
      );
      expect(article.updatedAt.getTime(), article.title).toBeLessThanOrEqual(today.getTime());
      expect(article.sources.length, article.title).toBeGreaterThanOrEqual(2);
      for (const source of article.sources) {
        expect(officialUrls.has(source.url), source.url).toBe(true);
        expect(source.title.trim(), source.url).not.toBe("");
        expect(source.publisher.trim(), source.url).not.toBe("");
      }
      expect(new Set(article.sources.map((source) => source.url)).size).toBe(
        article.sources.length,
      );
      // Every quick solution an article names was found among the seeded ones, in order.
      expect(
        article.relatedQuickSolutions.map((solution) => solution.issue),
        article.title,
      ).toEqual(seed?.relatedQuickSolutions);
      expect(article.relatedQuickSolutions.length, article.title).toBeGreaterThanOrEqual(2);
    }
    // Only an article whose text changed has a later updated date.
    const updated = articles.filter((article) => article.updatedAt > article.publishedAt);
    expect(updated.map((article) => article.title).sort()).toEqual(
      [
        "Accessible premises on a small budget",
        "Accessible websites and documents: where to begin",
        "Customer service that welcomes disabled people",
        "Inclusive recruitment: finding talent you are missing",
        "Supporting colleagues with hidden disabilities",
      ].sort(),
    );
  });

  it("prices the small-budget fixes in pounds", async () => {
    const [article] = await db
      .select()
      .from(adviceArticles)
      .where(eq(adviceArticles.title, "Accessible premises on a small budget"));
    for (const item of ["ramp", "hearing loop", "Large-print menus", "Grab rails"]) {
      const line = article?.content
        .split("\n")
        .find((text) => text.includes(item) && text.includes("£"));
      expect(line, item).toMatch(/£\d[\d,]* to £\d[\d,]*/);
    }
  });

  it("fills 14 dated news articles, 5 of them top stories and two without excerpts", async () => {
    const rows = await db.select().from(newsArticles);
    expect(rows).toHaveLength(14);
    expect(rows.filter((row) => row.isTopStory)).toHaveLength(5);
    expect(rows.filter((row) => row.excerpt === null)).toHaveLength(2);
    expect(new Set(rows.map((row) => row.category))).toEqual(
      new Set(["Venues", "Transport", "Digital", "Employment", "Law"]),
    );
    const now = Date.now();
    for (const row of rows) {
      expect(row.publishedAt.getTime(), row.title).toBeLessThan(now);
      expect(row.publishedAt.getTime(), row.title).toBeGreaterThan(now - 120 * 86_400_000);
      if (row.sourceUrl) expect(row.sourceUrl).toMatch(/^https:\/\/news\.example\//);
      expect(row.content, row.title).not.toMatch(/\b(color|organization|center|favor)\b/i);
    }
    expect(rows.filter((row) => row.sourceUrl).length).toBeGreaterThanOrEqual(10);
  });

  it("fills 8 approved and 3 pending community stories of at least 150 words, likes matching", async () => {
    const stories = await db.select().from(communityArticles);
    expect(stories.filter((story) => story.isApproved)).toHaveLength(8);
    expect(stories.filter((story) => !story.isApproved)).toHaveLength(3);
    expect(new Set(stories.map((story) => story.title)).size).toBe(stories.length);
    const likes = await db.select().from(communityArticleLikes);
    for (const story of stories) {
      expect(countWords(story.content), story.title).toBeGreaterThanOrEqual(150);
      expect(story.excerpt, story.title).toBeTruthy();
      expect(story.likeCount, story.title).toBe(
        likes.filter((like) => like.articleId === story.id).length,
      );
      if (!story.isApproved) expect(story.likeCount).toBe(0);
      expect(story.content, story.title).not.toMatch(/\b(color|organization|center|favor)\b/i);
    }
    expect(stories.filter((story) => story.likeCount > 0).length).toBeGreaterThanOrEqual(5);
  });

  it("seeds each area once, so deleted sample content does not come back", async () => {
    await db.delete(quickSolutions);
    expect(await seedDatabase(db)).toEqual([]);
    expect(await countQuickSolutions()).toBe(0);
  });
});
