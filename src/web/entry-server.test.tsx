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
  costBand: "50-500",
  effortBand: null,
  tags: ["door closer"],
  createdAt: "2025-07-28T10:00:00.000Z",
  updatedAt: "2025-07-28T10:00:00.000Z",
};

const category = {
  id: 1,
  name: "Premises & Physical Access",
  description: "Getting in and around.",
  icon: "building",
  color: "#0d5e58",
  articleCount: 1,
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
    // The bands in words, an unrated one said honestly.
    expect(result.html).toContain("£50–£500");
    expect(result.html).toContain("Not yet rated");
    expect(JSON.stringify(result.state)).toContain("Heavy front door");
  });

  it("renders a search and its filters from the URL, with every tab's count", async () => {
    const fetched: string[] = [];
    const result = await render({
      url: "/advice-and-solutions?search=door&maxCost=50-500&maxEffort=sideways&category=1",
      site,
      fetchJson: async (path) => {
        fetched.push(path);
        if (path.startsWith("/api/quick-solutions")) return [solution];
        if (path.startsWith("/api/advice/categories")) return [category];
        return [];
      },
    });
    // An unknown effort is ignored rather than sent on to fail.
    expect(fetched.sort()).toEqual([
      "/api/advice/articles?search=door&category=1",
      "/api/advice/categories",
      "/api/community?approved=true&search=door",
      "/api/quick-solutions?search=door&maxCost=50-500",
    ]);
    expect(result.html).toContain("1 solution found");
    expect(result.html).toMatch(/<option value="50-500" selected="">Up to £500<\/option>/);
    // "Quick Solutions, 1 found" and the others' counts, on the tabs themselves.
    expect(result.html).toMatch(/Quick Solutions<span[^>]*><span class="sr-only">, <\/span>1</);
    expect(result.html).toMatch(/Expert Articles<span[^>]*><span class="sr-only">, <\/span>0</);
  });

  it("renders the Expert Articles tab with its articles for ?tab=expert-articles", async () => {
    const fetched: string[] = [];
    const result = await render({
      url: "/advice-and-solutions?tab=expert-articles",
      site,
      fetchJson: async (path) => {
        fetched.push(path);
        return path === "/api/advice/categories" ? [category] : [article];
      },
    });
    expect(fetched).toEqual(["/api/advice/articles", "/api/advice/categories"]);
    expect(result.html).toMatch(/data-key="expert-articles"[^>]*aria-current="page"/);
    expect(result.html).toContain("Ramps on a budget");
    // The category, as the card's topic and in the topic filter.
    expect(result.html).toContain(
      '<span class="sr-only">Topic: </span>Premises &amp; Physical Access',
    );
    expect(result.html).toContain("All topics");
    expect(result.html).toContain("1 article found");
    expect(result.html).not.toContain("Search quick solutions");
  });

  it("renders the tabs as plain links in the Tab order, for a visitor without JavaScript", async () => {
    const result = await render({
      url: "/advice-and-solutions?tab=community-stories",
      site,
      fetchJson: async () => [],
    });
    const links = result.html.match(/<a [^>]*data-key="[a-z-]+"[^>]*>/g) ?? [];
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link).not.toMatch(/role=|tabindex=|aria-selected|aria-controls/);
    }
    expect(links.map((link) => link.match(/href="([^"]*)"/)?.[1])).toEqual([
      "/advice-and-solutions",
      "/advice-and-solutions?tab=expert-articles",
      "/advice-and-solutions?tab=community-stories",
    ]);
    expect(links.filter((link) => link.includes('aria-current="page"'))).toEqual([
      expect.stringContaining('data-key="community-stories"'),
    ]);
    expect(result.html).not.toMatch(/role="(tablist|tab|tabpanel)"/);
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
