import { describe, expect, it } from "vitest";
import { FEED_KINDS } from "../../shared/feeds.ts";
import { renderDocument } from "./document.ts";

const template =
  '<html><head><!--app-head--><script type="module" src="/a.js"></script></head>' +
  '<body><div id="root"><!--app-html--></div><!--app-state--></body></html>';
const site = {
  siteUrl: "http://localhost:3000",
  contactEmail: "a@b.example",
  bookUrl: "https://books.example",
  newsFeedUrl: null,
};

describe("renderDocument", () => {
  const html = renderDocument(
    template,
    {
      status: 200,
      title: "Tom & Jerry <3",
      description: 'A "quoted" page',
      path: "/about",
      html: "<p>hello</p>",
      state: { text: "</script><script>alert(1)</script>" },
      noindex: true,
      cacheable: true,
      jsonLd: [{ "@type": "Thing", name: "</script>" }],
    },
    site,
  );

  it("escapes the title and marks noindex pages", () => {
    expect(html).toContain("<title>Tom &amp; Jerry &lt;3</title>");
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it("describes the page for search engines and link previews", () => {
    expect(html).toContain('<meta name="description" content="A &quot;quoted&quot; page">');
    expect(html).toContain('<meta property="og:title" content="Tom &amp; Jerry &lt;3">');
    expect(html).toContain('<meta property="og:description" content="A &quot;quoted&quot; page">');
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:url" content="http://localhost:3000/about">');
  });

  it("adds the page's structured data as JSON-LD that parses and cannot close its element", () => {
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(block ?? "")).toEqual({ "@type": "Thing", name: "</script>" });
  });

  it("announces the feeds, RSS and Atom, to browsers and feed readers", () => {
    expect(html).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Real Access news" href="/feeds/news.xml">',
    );
    expect(html).toContain(
      '<link rel="alternate" type="application/atom+xml" title="Real Access community stories (Atom)" href="/feeds/stories.atom">',
    );
    // RSS and Atom for each kind of content with a feed.
    expect(html.match(/<link rel="alternate"/g)).toHaveLength(FEED_KINDS.length * 2);
  });

  it("embeds the state as JSON that cannot close its script element", () => {
    expect(html).not.toContain("</script><script>alert(1)");
    expect(html).toContain("\\u003c/script\\u003e");
  });
});
