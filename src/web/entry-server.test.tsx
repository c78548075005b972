import { describe, expect, it } from "vitest";
import { render } from "./entry-server.tsx";

const site = {
  siteUrl: "http://localhost:3000",
  contactEmail: "hello@example.org",
  bookUrl: "https://books.example/real-access",
  newsFeedUrl: null,
};

const solution = {
  id: 1,
  issue: "Heavy front door",
  whyItsAnIssue: "People with limited strength cannot open it.",
  possibleSolutions: "Adjust the closer or fit a powered opener.",
  displayOrder: 1,
  createdAt: "2025-07-28T10:00:00.000Z",
  updatedAt: "2025-07-28T10:00:00.000Z",
};

const article = {
  id: 7,
  title: "Ramps on a budget",
  content: "# Start here\nMeasure the step.",
  excerpt: "What to do about one step.",
  categoryId: 1,
  tags: ["premises", "ramps", "budget", "entrances"],
  displayOrder: 1,
  communityArticleId: null,
  createdAt: "2025-07-28T10:00:00.000Z",
  authorName: null,
  publishedAt: "2025-07-28T10:00:00.000Z",
  updatedAt: "2025-07-28T10:00:00.000Z",
  sources: [],
  relatedQuickSolutions: [],
};

describe("server rendering", () => {
  it("puts the quick solutions in the first HTML of /advice-and-solutions", async () => {
    const fetched: string[] = [];
    const result = await render({
      url: "/advice-and-solutions",
      site,
      fetchJson: async (path) => {
        fetched.push(path);
        return [solution];
      },
    });
    expect(fetched).toEqual(["/api/quick-solutions"]);
    expect(result.status).toBe(200);
    expect(result.title).toBe("Advice & Solutions | Real Access");
    expect(result.html).toContain("Heavy front door");
    expect(result.html).toContain("1 solution found");
    expect(JSON.stringify(result.state)).toContain("Heavy front door");
  });

  it("renders the Expert Articles tab with its articles for ?tab=expert-articles", async () => {
    const fetched: string[] = [];
    const result = await render({
      url: "/advice-and-solutions?tab=expert-articles",
      site,
      fetchJson: async (path) => {
        fetched.push(path);
        return [article];
      },
    });
    expect(fetched).toEqual(["/api/advice/articles"]);
    expect(result.html).toMatch(/data-key="expert-articles"[^>]*aria-selected="true"/);
    expect(result.html).toContain("Ramps on a budget");
    expect(result.html).toContain("1 article found");
    expect(result.html).not.toContain("Search quick solutions");
  });

  it("falls back to Quick Solutions for an unknown tab", async () => {
    const fetched: string[] = [];
    await render({
      url: "/advice-and-solutions?tab=nonsense",
      site,
      fetchJson: async (path) => {
        fetched.push(path);
        return [];
      },
    });
    expect(fetched).toEqual(["/api/quick-solutions"]);
  });

  it("renders the load failure message when the API fails", async () => {
    const result = await render({
      url: "/advice-and-solutions",
      site,
      fetchJson: async () => {
        throw new Error("500: boom");
      },
    });
    expect(result.html).toContain("Failed to load quick solutions. Please try again later.");
  });

  it("answers unknown paths with the not-found screen and status 404", async () => {
    const result = await render({ url: "/no-such-page", site, fetchJson: async () => [] });
    expect(result.status).toBe(404);
    expect(result.html).toContain("404 Page Not Found");
    expect(result.noindex).toBe(true);
  });

  it("renders the tagline and the site's facts on the home page", async () => {
    const result = await render({ url: "/", site, fetchJson: async () => [] });
    expect(result.html).toContain("Real Access Real Solutions");
    expect(result.html).not.toContain("Loading the page");
    expect(result.html).toContain("hello@example.org");
    expect(result.html).toContain(`© ${new Date().getFullYear()} Real Access`);
  });
});
