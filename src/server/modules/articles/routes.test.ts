import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdviceCategory, PublicArticle } from "../../../shared/contracts/articles.ts";
import { adviceCategories, quickSolutions } from "../../db/schema.ts";
import {
  makeArticle,
  makeArticleCategory,
  makeQuickSolution,
  relateQuickSolutions,
} from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp();

const getArticles = async (query = "") => {
  const response = await app.inject({ method: "GET", url: `/api/advice/articles${query}` });
  return { status: response.statusCode, body: response.json() };
};
const titlesFor = async (query: string) =>
  ((await getArticles(query)).body as PublicArticle[]).map((article) => article.title);

describe("GET /api/advice/categories and /api/advice/articles on an empty database", () => {
  it("answers empty lists", async () => {
    const categories = await app.inject({ method: "GET", url: "/api/advice/categories" });
    expect(categories.statusCode).toBe(200);
    expect(categories.json()).toEqual([]);
    expect(await getArticles()).toEqual({ status: 200, body: [] });
  });
});

describe("GET /api/advice/categories", () => {
  it("counts each category's articles from the data, not the stored column", async () => {
    const premises = await makeArticleCategory(db, { name: "Premises", articleCount: 99 });
    const empty = await makeArticleCategory(db, { name: "Empty", articleCount: 5 });
    await makeArticle(db, { categoryId: premises.id });
    await makeArticle(db, { categoryId: premises.id });

    const response = await app.inject({ method: "GET", url: "/api/advice/categories" });
    expect(response.statusCode).toBe(200);
    const body = response.json<AdviceCategory[]>();
    expect(body.find((category) => category.id === premises.id)).toEqual({
      id: premises.id,
      name: "Premises",
      description: premises.description,
      icon: premises.icon,
      color: premises.color,
      articleCount: 2,
    });
    expect(body.find((category) => category.id === empty.id)?.articleCount).toBe(0);
    // Stored column untouched: the answer is computed.
    const [stored] = await db
      .select()
      .from(adviceCategories)
      .where(eq(adviceCategories.id, empty.id));
    expect(stored?.articleCount).toBe(5);
  });
});

describe("GET /api/advice/articles", () => {
  it("orders by displayOrder, then newest first, and answers every field", async () => {
    const category = await makeArticleCategory(db);
    const old = await makeArticle(db, {
      categoryId: category.id,
      title: "Order old",
      displayOrder: 1,
      createdAt: new Date("2025-01-01T00:00:00Z"),
    });
    const newer = await makeArticle(db, {
      categoryId: category.id,
      title: "Order new",
      displayOrder: 1,
      createdAt: new Date("2025-06-01T00:00:00Z"),
      tags: ["ramps", "entrances"],
    });
    const last = await makeArticle(db, {
      categoryId: category.id,
      title: "Order last",
      displayOrder: 5,
    });
    const { status, body } = await getArticles();
    expect(status).toBe(200);
    const ids = (body as PublicArticle[]).map((article) => article.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(old.id));
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(last.id));
    expect((body as PublicArticle[]).find((article) => article.id === newer.id)).toEqual({
      id: newer.id,
      title: "Order new",
      content: newer.content,
      excerpt: newer.excerpt,
      categoryId: category.id,
      tags: ["ramps", "entrances"],
      displayOrder: 1,
      communityArticleId: null,
      createdAt: "2025-06-01T00:00:00.000Z",
      authorName: null,
      publishedAt: newer.publishedAt.toISOString(),
      updatedAt: newer.updatedAt.toISOString(),
      sources: [],
      relatedQuickSolutions: [],
      url: `/advice-and-solutions/articles/${newer.id}-order-new`,
    });
  });

  it("searches title, excerpt, content and tags case-insensitively, trimming the term", async () => {
    const category = await makeArticleCategory(db);
    await makeArticle(db, { categoryId: category.id, title: "Aardvark Title" });
    await makeArticle(db, {
      categoryId: category.id,
      title: "By excerpt",
      excerpt: "All about the AARDVARK.",
    });
    await makeArticle(db, {
      categoryId: category.id,
      title: "By content",
      content: "## Notes\nAn aardvark walks in.",
    });
    await makeArticle(db, {
      categoryId: category.id,
      title: "By tag",
      tags: ["zoo", "Aardvarks"],
    });
    await makeArticle(db, { categoryId: category.id, title: "Unrelated" });

    expect((await titlesFor("?search=aardvark")).sort()).toEqual(
      ["Aardvark Title", "By content", "By excerpt", "By tag"].sort(),
    );
    expect((await titlesFor("?search=%20%20aArDvArK%20")).length).toBe(4);
    expect(await titlesFor("?search=zoo%20aardvarks")).toEqual(["By tag"]);
  });

  it("answers an empty list when nothing matches, and everything for a blank term", async () => {
    expect(await getArticles("?search=no-such-thing-anywhere")).toEqual({ status: 200, body: [] });
    const all = (await getArticles()).body as PublicArticle[];
    expect(((await getArticles("?search=%20%20")).body as PublicArticle[]).length).toBe(all.length);
  });

  it("treats % and _ in the term as themselves, not as wildcards", async () => {
    // A number no other article's text holds (the factories number theirs 1, 2, 3… across files).
    await makeArticle(db, { title: "Save 9999999% on nothing" });
    await makeArticle(db, { title: "snake_case names" });
    expect(await titlesFor("?search=9999999%25")).toEqual(["Save 9999999% on nothing"]);
    expect(await titlesFor("?search=%25%25")).toEqual([]);
    expect(await titlesFor("?search=e_c")).toEqual(["snake_case names"]);
  });

  it.each([
    ["a term over 200 characters", `?search=${"a".repeat(201)}`],
    ["a repeated search parameter", "?search=a&search=b"],
    ["an unknown parameter", "?q=ramps"],
    ["a control character", "?search=a%00b"],
    ["a category that is not an id", "?category=premises"],
    ["a category of 0", "?category=0"],
  ])("answers 400 with a JSON error for %s", async (_name, query) => {
    const { status, body } = await getArticles(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: expect.any(String) });
  });

  it("accepts a term of exactly 200 characters", async () => {
    expect((await getArticles(`?search=${"a".repeat(200)}`)).status).toBe(200);
  });
});

describe("an expert article's author, dates, sources and related quick solutions", () => {
  const sources = [
    {
      title: "Equality Act 2010",
      publisher: "legislation.gov.uk",
      url: "https://www.legislation.gov.uk/ukpga/2010/15/contents",
    },
    { title: "Access to Work", publisher: "GOV.UK", url: "https://www.gov.uk/access-to-work" },
  ];

  it("answers them in the list and on the article's own address", async () => {
    const ramp = await makeQuickSolution(db, { issue: "Trust: a step at the door" });
    const loop = await makeQuickSolution(db, { issue: "Trust: a loop switched off" });
    const article = await makeArticle(db, {
      title: "Trust: sourced and dated",
      authorName: "Priya Shah",
      publishedAt: new Date("2026-03-09T10:00:00Z"),
      updatedAt: new Date("2026-11-23T10:00:00Z"),
      sources,
    });
    // Listed in the order given, not by id.
    await relateQuickSolutions(db, article.id, [loop.id, ramp.id]);

    const expected = {
      authorName: "Priya Shah",
      publishedAt: "2026-03-09T10:00:00.000Z",
      updatedAt: "2026-11-23T10:00:00.000Z",
      sources,
      relatedQuickSolutions: [
        { id: loop.id, issue: "Trust: a loop switched off" },
        { id: ramp.id, issue: "Trust: a step at the door" },
      ],
    };
    const listed = ((await getArticles("?search=Trust:%20sourced")).body as PublicArticle[])[0];
    expect(listed).toMatchObject(expected);
    const own = await app.inject({ method: "GET", url: `/api/advice/articles/${article.id}` });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: article.id, ...expected });
  });

  it("drops a deleted quick solution from the article's end and keeps an edited one", async () => {
    const kept = await makeQuickSolution(db, { issue: "Trust: kept" });
    const removed = await makeQuickSolution(db, { issue: "Trust: removed" });
    const article = await makeArticle(db, { title: "Trust: links follow the solutions" });
    await relateQuickSolutions(db, article.id, [removed.id, kept.id]);
    await db.delete(quickSolutions).where(eq(quickSolutions.id, removed.id));
    await db
      .update(quickSolutions)
      .set({ issue: "Trust: kept, with a clearer name" })
      .where(eq(quickSolutions.id, kept.id));

    const own = await app.inject({ method: "GET", url: `/api/advice/articles/${article.id}` });
    expect(own.json().relatedQuickSolutions).toEqual([
      { id: kept.id, issue: "Trust: kept, with a clearer name" },
    ]);
  });
});

describe("GET /api/advice/articles, ranked and by category", () => {
  it("lists the best match first: title and tags above excerpt, excerpt above the text", async () => {
    const category = await makeArticleCategory(db);
    const word = "flumbergast";
    const inContent = await makeArticle(db, {
      categoryId: category.id,
      title: "Content mention",
      content: `A paragraph about the ${word} and more.`,
      displayOrder: -3,
    });
    const inExcerpt = await makeArticle(db, {
      categoryId: category.id,
      title: "Excerpt mention",
      excerpt: `A short ${word} summary.`,
      displayOrder: -2,
    });
    const inTitle = await makeArticle(db, {
      categoryId: category.id,
      title: `The ${word} guide`,
      displayOrder: -1,
    });
    expect(await titlesFor(`?search=${word}`)).toEqual([
      inTitle.title,
      inExcerpt.title,
      inContent.title,
    ]);
  });

  it("finds 'budget' in a title or tag first, and related words such as 'affordable' after", async () => {
    const category = await makeArticleCategory(db);
    const related = await makeArticle(db, {
      categoryId: category.id,
      title: "Small changes",
      content: "Most fixes here are affordable for a corner shop.",
    });
    const tagged = await makeArticle(db, {
      categoryId: category.id,
      title: "Premises on a shoestring",
      tags: ["budget"],
    });
    const titles = await titlesFor("?search=budget");
    expect(titles.indexOf(tagged.title)).toBeGreaterThanOrEqual(0);
    expect(titles.indexOf(tagged.title)).toBeLessThan(titles.indexOf(related.title));
  });

  it("lists one category's articles, searched or not", async () => {
    const events = await makeArticleCategory(db, { name: "Events" });
    const other = await makeArticleCategory(db, { name: "Other" });
    const talk = await makeArticle(db, { categoryId: events.id, title: "Captioned talks" });
    await makeArticle(db, { categoryId: other.id, title: "Captioned shop videos" });
    expect(await titlesFor(`?category=${events.id}`)).toEqual([talk.title]);
    expect(await titlesFor(`?category=${events.id}&search=captioned`)).toEqual([talk.title]);
    expect(await titlesFor("?category=999999")).toEqual([]);
  });
});
