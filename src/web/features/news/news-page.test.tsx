// Server rendering of /news: the top stories are in the first HTML, with the feed frame.
import { describe, expect, it } from "vitest";
import type { NewsArticle } from "../../../shared/contracts/news.ts";
import { render } from "../../entry-server.tsx";

const site = {
  siteUrl: "http://localhost:3000",
  contactEmail: "hello@example.org",
  bookUrl: "https://books.example/real-access",
  newsFeedUrl: null,
};

const story = (overrides: Partial<NewsArticle>): NewsArticle => ({
  id: 1,
  title: "Library reopens with a step-free entrance",
  excerpt: "A level path, an automatic door and a lift to every floor.",
  content: "The full story of the library's reopening, told at length.",
  category: "Venues",
  imageUrl: null,
  sourceUrl: "https://news.example/library",
  isTopStory: true,
  publishedAt: "2025-07-28T09:30:00.000Z",
  createdAt: "2025-07-28T09:30:00.000Z",
  ...overrides,
});

async function renderNews(stories: NewsArticle[] | Error, newsFeedUrl: string | null = null) {
  const fetched: string[] = [];
  const result = await render({
    url: "/news",
    site: { ...site, newsFeedUrl },
    fetchJson: async (path) => {
      fetched.push(path);
      if (stories instanceof Error) throw stories;
      return stories;
    },
  });
  return { ...result, fetched };
}

describe("/news on the server", () => {
  it("prefetches 5 top stories and renders their cards", async () => {
    const { html, fetched, title, state } = await renderNews([
      story({}),
      story({
        id: 2,
        title: "A story with a picture & no excerpt",
        excerpt: null,
        content: "z".repeat(150),
        imageUrl: "/media/7-0123456789abcdef0123-1600x900.jpg",
        imageAlt: "A ramp at the library door",
        sourceUrl: null,
        publishedAt: "2025-01-05T10:00:00.000Z",
      }),
    ]);
    expect(fetched).toEqual(["/api/news/top-stories?limit=5"]);
    expect(title).toBe("News | Real Access");
    expect(JSON.stringify(state)).toContain("Library reopens");
    expect(html).toContain(">Top Stories</h2>");
    expect(html).toContain(">Latest News Feed</h2>");
    expect(html).toContain("Library reopens with a step-free entrance");
    expect(html).toContain('<time dateTime="2025-07-28T09:30:00.000Z">28 July 2025</time>');
    expect(html).toContain("5 January 2025");
    expect(html).toContain(`${"z".repeat(120)}...`);
    // The picture from the media library, in AVIF and WebP, with the alt text it was uploaded with.
    expect(html).toContain(
      '<source type="image/avif" srcSet="/media/7-0123456789abcdef0123-400.avif 400w',
    );
    expect(html).toMatch(
      /<img src="\/media\/7-0123456789abcdef0123-800\.jpg"[^>]*alt="A ramp at the library door"/,
    );
    expect(html).toContain('href="https://news.example/library" target="_blank"');
    expect(html).toContain("(opens in a new tab)");
    expect(html.match(/Read the full story/g)).toHaveLength(1);
    expect(html).toMatch(/<span data-clamp="title" class="line-clamp-2/);
    expect(html).toMatch(/<p data-clamp="excerpt" class="line-clamp-3/);
  });

  it("frames this site's own feed, lazily and 800 px high, with no script notice", async () => {
    const { html } = await renderNews([]);
    expect(html).toMatch(
      /<iframe src="\/embed\/news-feed" title="Latest news feed" height="800" loading="lazy"/,
    );
    expect(html).not.toContain("<noscript>");
  });

  it("frames NEWS_FEED_URL when set, with the no-script notice", async () => {
    const { html } = await renderNews([], "https://feed.example/widget");
    expect(html).toContain('<iframe src="https://feed.example/widget"');
    expect(html).toContain("<noscript>");
    expect(html).toContain("Please enable JavaScript to view the latest news feed.");
  });

  it("shows the empty state when there are no top stories", async () => {
    const { html } = await renderNews([]);
    expect(html).toContain("No Top Stories Yet");
    expect(html).toContain(
      "Featured stories will appear here when they&#x27;re selected by our editorial team.",
    );
  });

  it("shows the error state when the API fails", async () => {
    const { html } = await renderNews(new Error("500: boom"));
    expect(html).toContain("Failed to load top stories. Please try again later.");
    expect(html).not.toContain("No Top Stories Yet");
  });
});
