// Server-rendered: an expert article's page names its author and dates, and ends with
// its sources, related quick solutions and an offer to talk; its structured data says the same.
import { describe, expect, it } from "vitest";
import type { PublicArticle } from "../../../shared/contracts/articles.ts";
import { render } from "../../entry-server.tsx";

const site = {
  siteUrl: "https://realaccess.example",
  contactEmail: "hello@example.org",
  bookUrl: "https://books.example/real-access",
  newsFeedUrl: null,
};

const editorial: PublicArticle = {
  id: 7,
  title: "Ramps on a budget",
  content: "# Start here\nMeasure the step.",
  excerpt: "What to do about one step.",
  categoryId: 1,
  tags: ["premises", "ramps"],
  displayOrder: 1,
  communityArticleId: null,
  createdAt: "2026-11-20T08:00:00.000Z",
  authorName: null,
  publishedAt: "2026-03-09T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
  sources: [
    {
      title: "Equality Act 2010, section 20: duty to make adjustments",
      publisher: "legislation.gov.uk",
      url: "https://www.legislation.gov.uk/ukpga/2010/15/section/20",
    },
    { title: "Access to Work", publisher: "GOV.UK", url: "https://www.gov.uk/access-to-work" },
  ],
  relatedQuickSolutions: [
    { id: 3, issue: "Single step at the shop entrance" },
    { id: 9, issue: "Access equipment that staff don't know about" },
  ],
};

async function renderArticle(article: PublicArticle) {
  const result = await render({
    url: `/advice-and-solutions/articles/${article.id}-${article.title.toLowerCase().replaceAll(" ", "-")}`,
    site,
    fetchJson: async () => article,
  });
  // React marks where adjacent text nodes meet; a reader sees one run of text.
  return { ...result, html: result.html.replaceAll("<!-- -->", "") };
}

/** The hrefs of the links in the list that follows a heading. */
function linksUnder(html: string, heading: string): string[] {
  const start = html.indexOf(`>${heading}</h2>`);
  expect(start, heading).toBeGreaterThan(0);
  const list = html.slice(start, html.indexOf("</ul>", start));
  return [...list.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1] ?? "");
}

const decode = (href: string) => href.replaceAll("&amp;", "&").replaceAll("&#x27;", "'");

describe("an expert article's page", () => {
  it("names the editorial team as author, with the published and updated dates", async () => {
    const { html, status } = await renderArticle(editorial);
    expect(status).toBe(200);
    expect(html).toMatch(/By <span[^>]*>Real Access editorial team<\/span>/);
    expect(html).toContain(
      'Published <time dateTime="2026-03-09T10:00:00.000Z">9 March 2026</time>',
    );
    expect(html).toContain(
      'Updated <time dateTime="2026-11-23T10:00:00.000Z">23 November 2026</time>',
    );
  });

  it("ends with its sources as absolute https links, its quick solutions and 'Ask us'", async () => {
    const { html } = await renderArticle(editorial);
    const sources = linksUnder(html, "Sources");
    expect(sources).toEqual(editorial.sources.map((source) => source.url));
    for (const href of sources) expect(new URL(href).protocol).toBe("https:");
    expect(html).toContain("(legislation.gov.uk)");

    // Each to the solution's own page.
    expect(linksUnder(html, "Related quick solutions").map(decode)).toEqual([
      "/advice-and-solutions/quick-solutions/3-single-step-at-the-shop-entrance",
      "/advice-and-solutions/quick-solutions/9-access-equipment-that-staff-don-t-know-about",
    ]);
    expect(html).toMatch(/<a [^>]*href="\/contact"[^>]*>Ask us about your premises<\/a>/);
    // In that order, after the article's text.
    const order = ["Measure the step.", ">Sources<", ">Related quick solutions<", "Ask us about"];
    const positions = order.map((text) => html.indexOf(text));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("describes the article, its author, dates and sources in its structured data", async () => {
    const { jsonLd } = await renderArticle(editorial);
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        "@type": "Article",
        datePublished: "2026-03-09T10:00:00.000Z",
        dateModified: "2026-11-23T10:00:00.000Z",
        author: expect.objectContaining({
          "@type": "Organization",
          name: "Real Access editorial team",
        }),
        citation: [
          expect.objectContaining({ url: editorial.sources[0]?.url }),
          expect.objectContaining({ url: editorial.sources[1]?.url }),
        ],
      }),
    );
  });

  it("keeps a promoted story's community author, and shows only what it has", async () => {
    const promoted: PublicArticle = {
      ...editorial,
      id: 12,
      title: "Our bell",
      authorName: "Priya Shah",
      communityArticleId: 4,
      updatedAt: editorial.publishedAt,
      sources: [],
      relatedQuickSolutions: [],
    };
    const { html, jsonLd } = await renderArticle(promoted);
    expect(html).toMatch(/By <span[^>]*>Priya Shah<\/span>/);
    expect(html).not.toContain("Updated <time");
    expect(html).not.toContain(">Sources</h2>");
    expect(html).not.toContain(">Related quick solutions</h2>");
    expect(html).toContain("Ask us about your premises");
    expect(jsonLd).toContainEqual(
      expect.objectContaining({
        author: { "@type": "Person", name: "Priya Shah" },
        dateModified: editorial.publishedAt,
      }),
    );
    expect(jsonLd[0]).not.toHaveProperty("citation");
  });
});
