// Issue 16: each article, approved story and news item has a server-rendered page at a readable
// address; a wrong slug redirects, an unknown id or a pending story is the real 404.
import { describe, expect, it } from "vitest";
import { makeAdviceArticle, makeCommunityStory, makeNewsArticle } from "../test/factories.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { testPageSource } from "../test/test-pages.ts";

const { app, db } = await setUpTestApp({ SITE_URL: "https://realaccess.example" }, undefined, {
  pages: await testPageSource(),
});
const get = (url: string) => app.inject({ method: "GET", url });

const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1] ?? ""),
  );

describe("permalink pages", () => {
  it("render an expert article with its own title, canonical address and Article data", async () => {
    const article = await makeAdviceArticle(db, {
      title: "Hearing loops that work",
      excerpt: "Test the loop every week.",
    });
    const path = `/advice-and-solutions/articles/${article.id}-hearing-loops-that-work`;
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Hearing loops that work | Real Access</title>");
    expect(page.body).toContain(`<link rel="canonical" href="https://realaccess.example${path}">`);
    expect(page.body).toContain('<meta name="description" content="Test the loop every week.">');
    expect(page.body).toMatch(/<h1[^>]*>Hearing loops that work<\/h1>/);
    expect(jsonLdOf(page.body)).toContainEqual(
      expect.objectContaining({
        "@type": "Article",
        headline: "Hearing loops that work",
        url: `https://realaccess.example${path}`,
      }),
    );
  });

  it("redirect a wrong or missing slug to the canonical address", async () => {
    const article = await makeAdviceArticle(db, { title: "Quiet hours" });
    for (const ref of [`${article.id}-old-title`, String(article.id)]) {
      const moved = await get(`/advice-and-solutions/articles/${ref}`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(
        `/advice-and-solutions/articles/${article.id}-quiet-hours`,
      );
    }
  });

  it("give the real 404 screen for an unknown id, an address with no id, and a pending story", async () => {
    const pending = await makeCommunityStory(db, { title: "Pending", isApproved: false });
    for (const url of [
      "/advice-and-solutions/articles/2147483647-nothing",
      "/advice-and-solutions/articles/no-id-here",
      `/advice-and-solutions/stories/${pending.id}-pending`,
    ]) {
      const page = await get(url);
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain("404 Page Not Found");
      expect(page.body).toContain('<meta name="robots" content="noindex">');
    }
  });

  it("render an approved story and a news item with their structured data", async () => {
    const story = await makeCommunityStory(db, {
      title: "The bell by our door",
      authorName: "Sam Patel",
      isApproved: true,
    });
    const storyPage = await get(`/advice-and-solutions/stories/${story.id}-the-bell-by-our-door`);
    expect(storyPage.statusCode).toBe(200);
    expect(storyPage.body).toContain("Sam Patel");
    expect(jsonLdOf(storyPage.body)).toContainEqual(
      expect.objectContaining({
        "@type": "Article",
        author: { "@type": "Person", name: "Sam Patel" },
      }),
    );
    const news = await makeNewsArticle(db, { title: "Step-free stations" });
    const newsPage = await get(`/news/${news.id}-step-free-stations`);
    expect(newsPage.statusCode).toBe(200);
    expect(jsonLdOf(newsPage.body)).toContainEqual(
      expect.objectContaining({ "@type": "NewsArticle", headline: "Step-free stations" }),
    );
  });

  it("describe the organisation and site on the home page and the book on /book", async () => {
    const types = (html: string) => jsonLdOf(html).map((data) => data["@type"]);
    expect(types((await get("/")).body)).toEqual(["Organization", "WebSite"]);
    expect(types((await get("/book")).body)).toEqual(["Book"]);
    expect(types((await get("/about")).body)).toEqual([]);
  });
});
