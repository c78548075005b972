// Each article, approved story and news item can be read on its own, for its page; and so can
// each quick solution.
import { describe, expect, it } from "vitest";
import { makeArticle, makeNewsArticle, makeQuickSolution, makeStory } from "../test/factories.ts";
import { setUpTestApp } from "../test/test-app.ts";

const { app, db } = await setUpTestApp();
const get = (url: string) => app.inject({ method: "GET", url });

describe("single reads for permalink pages", () => {
  it("reads an expert article by id, and 404s an unknown one", async () => {
    const article = await makeArticle(db, { title: "Ramps that work" });
    const found = await get(`/api/advice/articles/${article.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: article.id, title: "Ramps that work" });
    expect((await get("/api/advice/articles/2147483647")).statusCode).toBe(404);
    expect((await get("/api/advice/articles/ramps")).statusCode).toBe(400);
  });

  it("reads an approved story without its author's e-mail, and hides a pending one", async () => {
    const approved = await makeStory(db, {
      title: "A bell by the door",
      isApproved: true,
    });
    const pending = await makeStory(db, { title: "Not yet", isApproved: false });
    const found = await get(`/api/community/${approved.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: approved.id, title: "A bell by the door" });
    expect(found.body).not.toContain("@");
    expect((await get(`/api/community/${pending.id}`)).statusCode).toBe(404);
  });

  it("reads a news item by id", async () => {
    const item = await makeNewsArticle(db, { title: "Captions on every bus" });
    const found = await get(`/api/news/${item.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({ id: item.id, title: "Captions on every bus" });
  });

  it("reads a quick solution by id, with the path of its page, and 404s an unknown one", async () => {
    const solution = await makeQuickSolution(db, {
      issue: "Heavy door at the entrance",
      costBand: "under-50",
      effortBand: "low",
    });
    const found = await get(`/api/quick-solutions/${solution.id}`);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toMatchObject({
      id: solution.id,
      issue: "Heavy door at the entrance",
      costBand: "under-50",
      effortBand: "low",
      url: `/advice-and-solutions/quick-solutions/${solution.id}-heavy-door-at-the-entrance`,
    });
    const unknown = await get("/api/quick-solutions/2147483647");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: expect.stringContaining("Quick solution") });
    expect((await get("/api/quick-solutions/door")).statusCode).toBe(400);
  });

  it("gives each list item the path of its permalink", async () => {
    const article = await makeArticle(db, { title: "Lists & links" });
    const story = await makeStory(db, { title: "Listed story", isApproved: true });
    const item = await makeNewsArticle(db, { title: "Listed news" });
    const articles = (await get("/api/advice/articles")).json();
    expect(articles.find((row: { id: number }) => row.id === article.id).url).toBe(
      `/advice-and-solutions/articles/${article.id}-lists-and-links`,
    );
    const stories = (await get("/api/community?approved=true")).json();
    expect(stories.find((row: { id: number }) => row.id === story.id).url).toBe(
      `/advice-and-solutions/stories/${story.id}-listed-story`,
    );
    const news = (await get("/api/news?limit=100")).json();
    expect(news.find((row: { id: number }) => row.id === item.id).url).toBe(
      `/news/${item.id}-listed-news`,
    );
    // Quick solutions, listed or searched, as the advice page and the admin read them.
    const solution = await makeQuickSolution(db, { issue: "Listed: café's menu board" });
    const path = `/advice-and-solutions/quick-solutions/${solution.id}-listed-cafe-s-menu-board`;
    for (const list of ["/api/quick-solutions", "/api/quick-solutions?search=menu%20board"]) {
      const solutions = (await get(list)).json();
      expect(solutions.find((row: { id: number }) => row.id === solution.id)?.url, list).toBe(path);
    }
  });
});
