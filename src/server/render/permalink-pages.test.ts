// Each article, approved story and news item has a server-rendered page at a readable
// address; a wrong slug redirects, an unknown id or a pending story is the real 404.
import { describe, expect, it } from "vitest";
import { makeArticle, makeNewsArticle, makeQuickSolution, makeStory } from "../test/factories.ts";
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
    const article = await makeArticle(db, {
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
    const article = await makeArticle(db, { title: "Quiet hours" });
    for (const ref of [`${article.id}-old-title`, String(article.id)]) {
      const moved = await get(`/advice-and-solutions/articles/${ref}`);
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe(
        `/advice-and-solutions/articles/${article.id}-quiet-hours`,
      );
    }
  });

  it("give the real 404 screen for an unknown id, an address with no id, and a pending story", async () => {
    const pending = await makeStory(db, { title: "Pending", isApproved: false });
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
    const story = await makeStory(db, {
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

  it("render a quick solution: its issue, bands with their meanings, steps and HowTo data", async () => {
    const solution = await makeQuickSolution(db, {
      issue: "Glass door people walk into",
      whyItsAnIssue:
        "People with low vision may not see a clear glass door at all. They walk into it and get hurt.",
      possibleSolutions:
        "Put contrasting manifestation strips at two heights. Keep the door propped open in good weather.",
      costBand: "under-50",
      effortBand: "low",
    });
    const path = `/advice-and-solutions/quick-solutions/${solution.id}-glass-door-people-walk-into`;
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Glass door people walk into | Real Access</title>");
    expect(page.body).toContain(`<link rel="canonical" href="https://realaccess.example${path}">`);
    expect(page.body).toContain(
      '<meta name="description" content="People with low vision may not see a clear glass door at all.">',
    );
    const text = page.body.replaceAll("<!-- -->", "");
    expect(text).toMatch(/<h1[^>]*>Glass door people walk into<\/h1>/);
    expect(text).toMatch(
      /<dt[^>]*>.*Cost<\/dt><dd><strong>Under £50<\/strong>: less than £50<\/dd>/,
    );
    expect(text).toMatch(/<dt[^>]*>.*Effort<\/dt><dd><strong>Low<\/strong>: an hour or two<\/dd>/);
    expect(text).toContain("<li>Put contrasting manifestation strips at two heights.</li>");
    expect(text).toMatch(/<a [^>]*href="\/advice-and-solutions"[^>]*>All quick solutions<\/a>/);
    expect(jsonLdOf(page.body)).toEqual([
      expect.objectContaining({
        "@type": "HowTo",
        name: "Glass door people walk into",
        description: "People with low vision may not see a clear glass door at all.",
        url: `https://realaccess.example${path}`,
        estimatedCost: expect.objectContaining({
          "@type": "MonetaryAmount",
          currency: "GBP",
          maxValue: 50,
        }),
        step: [
          {
            "@type": "HowToStep",
            position: 1,
            text: "Put contrasting manifestation strips at two heights.",
          },
          {
            "@type": "HowToStep",
            position: 2,
            text: "Keep the door propped open in good weather.",
          },
        ],
      }),
    ]);
  });

  it("say 'Not yet rated' for a quick solution with no bands, and give no cost estimate", async () => {
    const solution = await makeQuickSolution(db, { issue: "Unrated idea" });
    const page = await get(`/advice-and-solutions/quick-solutions/${solution.id}-unrated-idea`);
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/Not yet rated/g)).toHaveLength(2);
    expect(jsonLdOf(page.body)[0]).not.toHaveProperty("estimatedCost");
  });

  it("redirect a quick solution's wrong slug, and 404 an unknown one", async () => {
    const solution = await makeQuickSolution(db, { issue: "Menu too small to read" });
    const right = `/advice-and-solutions/quick-solutions/${solution.id}-menu-too-small-to-read`;
    for (const ref of [`${solution.id}-old-words`, String(solution.id)]) {
      const moved = await get(`/advice-and-solutions/quick-solutions/${ref}`);
      expect(moved.statusCode, ref).toBe(301);
      expect(moved.headers.location).toBe(right);
    }
    const unknown = await get("/advice-and-solutions/quick-solutions/2147483647-no-such-fix");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain("404 Page Not Found");
    expect(unknown.body).toContain('<meta name="robots" content="noindex">');
  });

  it("describe the organisation and site on the home page and the book on /book", async () => {
    const types = (html: string) => jsonLdOf(html).map((data) => data["@type"]);
    expect(types((await get("/")).body)).toEqual(["Organization", "WebSite"]);
    expect(types((await get("/book")).body)).toEqual(["Book"]);
    expect(types((await get("/about")).body)).toEqual([]);
  });
});
