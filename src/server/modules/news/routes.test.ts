import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NEWS_MESSAGES, type NewsArticle } from "../../../shared/contracts/news.ts";
import { auditLog, newsArticles } from "../../db/schema.ts";
import { makeNewsArticle } from "../../test/factories.ts";
import { ADMIN_PASSWORD, setUpTestApp } from "../../test/test-app.ts";

const NOW = new Date("2026-03-01T09:00:00Z");
const { app, db, signIn } = await setUpTestApp({}, () => NOW);
const cookie = await signIn();
const json = { cookie, "content-type": "application/json" };

const day = (n: number) => new Date(Date.UTC(2025, 0, n, 12));
// Seven top stories and four others, published on distinct days in a shuffled order.
const topDays = [4, 11, 2, 9, 6, 1, 8];
const otherDays = [3, 10, 5, 7];
for (const n of topDays) await makeNewsArticle(db, { isTopStory: true, publishedAt: day(n) });
for (const n of otherDays) await makeNewsArticle(db, { publishedAt: day(n) });

const get = (url: string) => app.inject({ method: "GET", url });
const dates = (list: NewsArticle[]) => list.map((item) => new Date(item.publishedAt).getUTCDate());
const descending = (days: number[]) => [...days].sort((a, b) => b - a);

describe("GET /api/news/top-stories", () => {
  it("lists only top stories, newest first, 5 by default", async () => {
    const response = await get("/api/news/top-stories");
    expect(response.statusCode).toBe(200);
    const list = response.json<NewsArticle[]>();
    expect(list.every((item) => item.isTopStory)).toBe(true);
    expect(dates(list)).toEqual(descending(topDays).slice(0, 5));
  });

  it("honours limit from 1 to 50", async () => {
    expect(dates((await get("/api/news/top-stories?limit=1")).json())).toEqual([11]);
    expect((await get("/api/news/top-stories?limit=50")).json()).toHaveLength(topDays.length);
  });

  it.each([
    ["0", "limit must be at least 1"],
    ["51", "limit must be at most 50"],
    ["abc", "limit must be a number"],
    ["2.5", "limit must be a whole number"],
    ["", "limit must be at least 1"],
  ])("refuses limit=%s with 400", async (limit, message) => {
    const response = await get(`/api/news/top-stories?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ field: "limit", message });
  });

  it("refuses unknown parameters and repeated limits", async () => {
    expect((await get("/api/news/top-stories?count=3")).statusCode).toBe(400);
    expect((await get("/api/news/top-stories?limit=1&limit=2")).statusCode).toBe(400);
  });
});

describe("GET /api/news", () => {
  it("lists all news, newest first", async () => {
    const response = await get("/api/news");
    expect(response.statusCode).toBe(200);
    const list = response.json<NewsArticle[]>();
    expect(dates(list)).toEqual(descending([...topDays, ...otherDays]));
    expect(list[0]).toMatchObject({
      id: expect.any(Number),
      title: expect.any(String),
      excerpt: expect.any(String),
      content: expect.any(String),
      category: "Venues",
      imageUrl: null,
      sourceUrl: null,
      isTopStory: true,
      publishedAt: "2025-01-11T12:00:00.000Z",
      createdAt: expect.stringMatching(/Z$/),
    });
  });

  it("honours limit up to 100 and refuses more", async () => {
    expect(dates((await get("/api/news?limit=3")).json())).toEqual([11, 10, 9]);
    expect((await get("/api/news?limit=100")).statusCode).toBe(200);
    const tooMany = await get("/api/news?limit=101");
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().details).toContainEqual({
      field: "limit",
      message: "limit must be at most 100",
    });
  });

  it("is public: no sign-in is needed to read", async () => {
    expect((await get("/api/news?limit=1")).statusCode).toBe(200);
  });
});

const valid = {
  title: "Library opens a quiet room",
  excerpt: "A calm, bookable space for anyone who needs one.",
  content: "The library has opened a quiet room that anyone can book for free.",
  category: "Venues",
  sourceUrl: "https://news.example/quiet-room",
  isTopStory: true,
  publishedAt: "2026-02-28T16:45:00.000Z",
};
const post = (payload: unknown, headers: Record<string, string> = json) =>
  app.inject({ method: "POST", url: "/api/news", headers, payload: payload as object });

describe("POST /api/news", () => {
  it("creates a custom top story, audited, and it leads the top stories", async () => {
    const response = await post(valid);
    expect(response.statusCode).toBe(201);
    const created = response.json<NewsArticle>();
    expect(created).toMatchObject({ ...valid, id: expect.any(Number) });
    const [first] = (await get("/api/news/top-stories")).json<NewsArticle[]>();
    expect(first?.id).toBe(created.id);
    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: "news.create",
      targetId: String(created.id),
      actor: "user:owner",
    });
  });

  it("defaults to a top story published now, trims text and treats empty URLs as absent", async () => {
    const response = await post(
      {
        title: "  Trimmed title  ",
        excerpt: valid.excerpt,
        content: valid.content,
        category: " Law ",
        sourceUrl: "",
        imageUrl: "  ",
      },
      { authorization: `Bearer ${ADMIN_PASSWORD}` },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      title: "Trimmed title",
      category: "Law",
      sourceUrl: null,
      imageUrl: null,
      isTopStory: true,
      publishedAt: NOW.toISOString(),
    });
  });

  it.each([
    ["title", { title: "Four" }, "Title must be at least 5 characters"],
    ["title", { title: undefined }, "Title must be at least 5 characters"],
    ["excerpt", { excerpt: "Too short" }, "Excerpt must be at least 10 characters"],
    ["content", { content: "Nineteen characters" }, "Content must be at least 20 characters"],
    ["category", { category: "   " }, "Category is required"],
    ["category", { category: undefined }, "Category is required"],
    ["sourceUrl", { sourceUrl: "news.example/story" }, "Must be a valid URL"],
    ["sourceUrl", { sourceUrl: "javascript:alert(1)" }, "Must be a valid URL"],
    ["imageUrl", { imageUrl: "https://images.example/a.jpg" }, NEWS_MESSAGES.picture],
    ["publishedAt", { publishedAt: "yesterday" }, "publishedAt must be an ISO 8601 timestamp"],
  ])("refuses a bad %s with 400 and the form's message", async (field, change, message) => {
    const response = await post({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({ field, message });
  });

  it("stores nothing when the body is invalid", async () => {
    const before = (await db.select().from(newsArticles)).length;
    await post({ ...valid, title: "x" });
    expect(await db.select().from(newsArticles)).toHaveLength(before);
  });
});

const action = (method: "POST" | "DELETE", url: string) =>
  app.inject({ method, url, headers: { cookie } });

describe("mark, unmark and delete", () => {
  it("marks and unmarks a top story, answering the updated article", async () => {
    const story = await makeNewsArticle(db, { publishedAt: new Date("2026-12-01T12:00:00Z") });
    const marked = await action("POST", `/api/news/${story.id}/mark-top-story`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ id: story.id, isTopStory: true });
    const [newest] = (await get("/api/news/top-stories?limit=1")).json<NewsArticle[]>();
    expect(newest?.id).toBe(story.id);

    const unmarked = await action("POST", `/api/news/${story.id}/unmark-top-story`);
    expect(unmarked.statusCode).toBe(200);
    expect(unmarked.json()).toMatchObject({ id: story.id, isTopStory: false });
    const top = (await get("/api/news/top-stories?limit=50")).json<NewsArticle[]>();
    expect(top.map((item) => item.id)).not.toContain(story.id);

    const actions = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(story.id)))
      .orderBy(auditLog.id);
    expect(actions.map((row) => row.action)).toEqual([
      "news.mark-top-story",
      "news.unmark-top-story",
    ]);
  });

  it("deletes an article permanently with 204, audited with its title", async () => {
    const story = await makeNewsArticle(db, { title: "Doomed story" });
    const response = await action("DELETE", `/api/news/${story.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe("");
    expect(await db.select().from(newsArticles).where(eq(newsArticles.id, story.id))).toEqual([]);
    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "news.delete", details: { title: "Doomed story" } });
  });

  it.each([
    ["POST", "/api/news/424242/mark-top-story"],
    ["POST", "/api/news/424242/unmark-top-story"],
    ["DELETE", "/api/news/424242"],
  ] as const)("answers 404 to %s %s", async (method, url) => {
    const response = await action(method, url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "News article not found" });
  });

  it("answers 400 to ids that are not numbers", async () => {
    expect((await action("DELETE", "/api/news/abc")).statusCode).toBe(400);
    expect((await action("POST", "/api/news/-1/mark-top-story")).statusCode).toBe(400);
  });

  it("needs the admin for every write", async () => {
    const story = await makeNewsArticle(db);
    for (const [method, url] of [
      ["POST", "/api/news"],
      ["POST", `/api/news/${story.id}/mark-top-story`],
      ["POST", `/api/news/${story.id}/unmark-top-story`],
      ["DELETE", `/api/news/${story.id}`],
    ] as const) {
      const response = await app.inject({ method, url });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});
