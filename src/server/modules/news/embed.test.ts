import { describe, expect, it } from "vitest";
import { inlineScripts, scriptHash } from "../../render/inline-scripts.ts";
import { makeNewsArticle } from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { renderNewsFeedEmbed } from "./embed.ts";

const { app, db } = await setUpTestApp();

await makeNewsArticle(db, {
  title: "Top story <not in the feed>",
  isTopStory: true,
  publishedAt: new Date("2025-07-30T09:30:00Z"),
});
await makeNewsArticle(db, {
  title: "Ramps & rails at the <station>",
  sourceUrl: "https://news.example/ramps?a=1&b=2",
  publishedAt: new Date("2025-07-28T09:30:00Z"),
});
await makeNewsArticle(db, {
  title: "A story without an excerpt",
  excerpt: null,
  content: "x".repeat(130),
  publishedAt: new Date("2025-07-20T09:30:00Z"),
});

describe("GET /embed/news-feed", () => {
  it("is a small, server-rendered page of the latest news that is not a top story", async () => {
    const response = await app.inject({ method: "GET", url: "/embed/news-feed" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    const html = response.body;
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain("<title>Latest accessibility news | Real Access</title>");
    expect(html).not.toContain("Top story");
    // Escaped, newest first, with US-style dates and machine-readable ones.
    expect(html).toContain("Ramps &amp; rails at the &lt;station&gt;");
    expect(html.indexOf("Ramps")).toBeLessThan(html.indexOf("without an excerpt"));
    expect(html).toContain('<time datetime="2025-07-28T09:30:00.000Z">28 July 2025</time>');
    expect(html).toContain(`${"x".repeat(120)}...`);
    // Source links open a new tab and say so.
    expect(html).toContain(
      '<a href="https://news.example/ramps?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">',
    );
    expect(html).toContain("(opens in a new tab)");
    // No client bundle: the only script is the inline theme script.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toContain('type="module"');
  });

  it("has its settings script allowed by hash in the CSP, and may be framed by this site only", async () => {
    const response = await app.inject({ method: "GET", url: "/embed/news-feed" });
    const csp = String(response.headers["content-security-policy"]);
    const [script] = inlineScripts(response.body);
    expect(csp).toContain(scriptHash(script ?? ""));
    expect(csp).toContain("frame-ancestors 'self'");
    expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
    expect(response.body).toContain('"accessibility-settings"');
  });
});

describe("the empty feed", () => {
  it("says there is no other news", () => {
    const html = renderNewsFeedEmbed([]);
    expect(html).toContain("There is no other news at the moment.");
    expect(html).not.toContain("<ol");
  });
});

describe("the site's font", () => {
  it("is linked only when the client build's assets are served", () => {
    expect(renderNewsFeedEmbed([])).not.toContain("@font-face");
  });
});
