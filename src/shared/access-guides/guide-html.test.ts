import { describe, expect, it } from "vitest";
import { type GuideHtmlSource, guideHtml, jsonLdBlock } from "./guide-html.ts";

const SITE = "https://realaccess.example";

const guide = (overrides: Partial<GuideHtmlSource> = {}): GuideHtmlSource => ({
  id: 12,
  name: "The Corner Café",
  town: "Leeds",
  postcode: "LS1 4AB",
  details: {
    entrance: { stepFree: false, steps: 1, stepHeightMm: 150, doorClearWidthMm: 850 },
    toilet: { accessible: true, notes: "Key at the bar.\nAsk any of us." },
    hearingLoop: true,
  },
  photos: [
    {
      id: 3,
      url: "/media/3-abc-1600x1067.jpg",
      alt: "The front door, level with the pavement",
      width: 1600,
      height: 1067,
    },
  ],
  lastCheckedAt: new Date("2026-11-28T10:00:00Z"),
  contactEmail: null,
  ...overrides,
});

/** Each heading as "h2 Its words", in the order the HTML gives them. */
const headings = (html: string) =>
  [...html.matchAll(/<h([1-6])>(.*?)<\/h\1>/g)].map(([, level, text]) => `h${level} ${text}`);

describe("a guide as HTML for a business's own website", () => {
  it("puts the guide under one h2 and each part it filled under an h3, in the guide's order", () => {
    expect(headings(guideHtml(guide(), { siteUrl: SITE }))).toEqual([
      "h2 Access guide: The Corner Café",
      "h3 The entrance",
      "h3 Toilets",
      "h3 Communication and help",
      "h3 Photos",
    ]);
  });

  it("starts at h1 on a page of its own", () => {
    const levels = headings(guideHtml(guide(), { siteUrl: SITE, headingLevel: 1 })).map((h) =>
      h.slice(0, 2),
    );
    expect(levels).toEqual(["h1", "h2", "h2", "h2", "h2"]);
  });

  it("says each fact in the guide page's words, with its measurement", () => {
    const html = guideHtml(guide(), { siteUrl: SITE });
    expect(html).toContain("<dt>Door clear width</dt>\n<dd>850 mm</dd>");
    expect(html).toContain("<dt>Height of the tallest step</dt>\n<dd>150 mm</dd>");
    expect(html).toContain("<dt>Is there an accessible toilet?</dt>\n<dd>Yes</dd>");
    expect(html).toContain("<dd>Key at the bar.<br>\nAsk any of us.</dd>");
  });

  it("gives each photo its alt text and an absolute address", () => {
    expect(guideHtml(guide(), { siteUrl: `${SITE}/` })).toContain(
      '<img src="https://realaccess.example/media/3-abc-1600x1067.jpg" alt="The front door, level with the pavement" width="1600" height="1067"',
    );
  });

  it("says when the business last checked it and links to the full guide here", () => {
    const html = guideHtml(guide(), { siteUrl: SITE });
    expect(html).toContain(
      'Last checked by the business: <time datetime="2026-11-28">28 November 2026</time>',
    );
    expect(html).toContain(
      '<a href="https://realaccess.example/access-guides/12-the-corner-cafe">The Corner Café access guide on Real Access</a>',
    );
  });

  it("writes everything the business typed as text, never as markup", () => {
    const html = guideHtml(
      guide({
        name: "<script>alert(1)</script> & Bar",
        town: '"Leeds"',
        details: { entrance: { notes: "<img src=x onerror=alert(2)>" } },
        photos: [
          { id: 4, url: "/media/4-k-10x10.jpg", alt: '" onerror="alert(3)', width: 10, height: 10 },
        ],
        contactEmail: "a'b@example.com",
      }),
      { siteUrl: SITE },
    );
    expect(html).not.toMatch(/<script|<img src=x|onerror="/);
    expect(html).toContain("Access guide: &lt;script&gt;alert(1)&lt;/script&gt; &amp; Bar");
    expect(html).toContain("&quot;Leeds&quot;");
    expect(html).toContain('alt="&quot; onerror=&quot;alert(3)"');
    expect(html).toContain("mailto:a&#39;b@example.com");
  });

  it("leans on nothing of this site's: no scripts, classes or ids, and only the photos' sizing", () => {
    const html = guideHtml(guide(), { siteUrl: SITE });
    expect(html).not.toMatch(/<script|\sclass=|\sid=|<style/);
    expect(html.match(/\sstyle="[^"]*"/g)).toEqual([' style="max-width:100%;height:auto"']);
  });

  it("says so when the business has given no details yet", () => {
    const html = guideHtml(guide({ details: {}, photos: [] }), { siteUrl: SITE });
    expect(headings(html)).toEqual(["h2 Access guide: The Corner Café"]);
    expect(html).toContain("<p>The business has not added any details yet.</p>");
  });
});

describe("JSON-LD to paste", () => {
  it("is a data block whose text cannot close it early", () => {
    const block = jsonLdBlock({ name: "</script><script>alert(1)</script>" });
    expect(block.startsWith('<script type="application/ld+json">')).toBe(true);
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block.replace(/<\/?script[^>]*>/g, ""))).toEqual({
      name: "</script><script>alert(1)</script>",
    });
  });
});
