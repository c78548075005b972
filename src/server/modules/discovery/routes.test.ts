import { describe, expect, it } from "vitest";
import { SITEMAP_PATHS } from "../../../shared/page-paths.ts";
import {
  makeArticle,
  makeNewsArticle,
  makeQuickSolution,
  makeStory,
} from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp({ SITE_URL: "https://realaccess.example/" });

describe("discovery", () => {
  it("/robots.txt keeps crawlers out of the admin area and the API, not its reference, and names the sitemap", async () => {
    const response = await app.inject({ method: "GET", url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    expect(response.body).toContain("Disallow: /admin\n");
    // The API is for programs; its reference is a page for people, and may be found.
    expect(response.body).toContain("Disallow: /api/\nAllow: /api/docs/\n");
    expect(response.body).toContain("Sitemap: https://realaccess.example/sitemap.xml");
  });

  it("/sitemap.xml lists every public page at SITE_URL, and not the admin page", async () => {
    const response = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/xml/);
    const locs = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.slice(0, SITEMAP_PATHS.length)).toEqual(
      SITEMAP_PATHS.map((path) => `https://realaccess.example${path}`),
    );
    expect(response.body).not.toContain("/admin");
  });

  it("/sitemap.xml lists the permalinks of articles, approved stories and news, not pending stories", async () => {
    const article = await makeArticle(db, { title: "Sitemap article" });
    const approved = await makeStory(db, { title: "Sitemap story", isApproved: true });
    const pending = await makeStory(db, { title: "Sitemap pending", isApproved: false });
    const news = await makeNewsArticle(db, { title: "Sitemap news" });
    const { body } = await app.inject({ method: "GET", url: "/sitemap.xml" });
    const site = "https://realaccess.example";
    expect(body).toContain(
      `<loc>${site}/advice-and-solutions/articles/${article.id}-sitemap-article</loc>`,
    );
    expect(body).toContain(
      `<loc>${site}/advice-and-solutions/stories/${approved.id}-sitemap-story</loc>`,
    );
    expect(body).toContain(`<loc>${site}/news/${news.id}-sitemap-news</loc>`);
    expect(body).not.toContain(`${pending.id}-sitemap-pending`);
  });

  it("/sitemap.xml lists every quick solution's own page", async () => {
    const solution = await makeQuickSolution(db, { issue: "Sitemap: glare on the screen" });
    const { body } = await app.inject({ method: "GET", url: "/sitemap.xml" });
    expect(body).toContain(
      `<loc>https://realaccess.example/advice-and-solutions/quick-solutions/${solution.id}-sitemap-glare-on-the-screen</loc>`,
    );
  });
});
