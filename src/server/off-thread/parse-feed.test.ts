import { describe, expect, it } from "vitest";
import { ATOM_DOCUMENT, MALFORMED_DOCUMENT, rssDocument } from "../test/feed-server.ts";
import { FEED_ITEMS_MAX, FeedFormatError, IMPORTED_EXCERPT_MAX, parseFeed } from "./parse-feed.ts";

const FEED = "https://feeds.example/news.xml";
const NOW = new Date("2026-03-01T12:00:00Z");

describe("parseFeed: RSS 2.0", () => {
  it("maps each item, reducing HTML to text", () => {
    const { itemCount, items } = parseFeed(
      rssDocument([
        {
          guid: "https://rss.example/a",
          title: "Ramps &amp; rails",
          link: "https://rss.example/a",
          description: "<p>Short <b>summary</b>.</p><p>Second paragraph.</p>",
          content: "<p>The full text.</p><script>alert(1)</script><p>More.</p>",
          pubDate: "Mon, 02 Feb 2026 09:15:00 GMT",
        },
      ]),
      FEED,
      NOW,
    );
    expect(itemCount).toBe(1);
    expect(items).toEqual([
      {
        guid: "https://rss.example/a",
        title: "Ramps & rails",
        excerpt: "Short summary.",
        content: "The full text.\n\nMore.",
        link: "https://rss.example/a",
        publishedAt: new Date("2026-02-02T09:15:00Z"),
      },
    ]);
  });

  it("gives each item an identity: a URI guid as is, a bare guid within its feed, else the link", () => {
    const { items } = parseFeed(
      rssDocument([
        { guid: "tag:rss.example,2026:1", title: "One", link: "https://rss.example/1" },
        { guid: "42", title: "Two", link: "https://rss.example/2" },
        { title: "Three", link: "https://rss.example/3" },
        { title: "Four, with no guid or link" },
        { guid: "42", title: "Two again, the same item" },
      ]),
      FEED,
      NOW,
    );
    expect(items.map((item) => item.guid)).toEqual([
      "tag:rss.example,2026:1",
      `${FEED}#42`,
      "https://rss.example/3",
    ]);
  });

  it("keeps only web links, resolving relative ones against the feed", () => {
    const { items } = parseFeed(
      rssDocument([
        { guid: "a", title: "Relative", link: "/stories/relative" },
        { guid: "b", title: "Script", link: "javascript:alert(1)" },
      ]),
      FEED,
      NOW,
    );
    expect(items.map((item) => item.link)).toEqual([
      "https://feeds.example/stories/relative",
      null,
    ]);
  });

  it("takes a future date as now, and leaves a date it cannot read unset", () => {
    const { items } = parseFeed(
      rssDocument([
        { guid: "a", title: "From the future", pubDate: "Fri, 01 Jan 2100 00:00:00 GMT" },
        { guid: "b", title: "Undated", pubDate: "sometime soon" },
      ]),
      FEED,
      NOW,
    );
    expect(items.map((item) => item.publishedAt)).toEqual([NOW, null]);
  });

  it("cuts long text to what the news table and cards hold", () => {
    const { items } = parseFeed(
      rssDocument([
        { guid: "a", title: "T".repeat(400), description: `${"word ".repeat(200)}end` },
      ]),
      FEED,
      NOW,
    );
    const [item] = items;
    expect(Array.from(item?.title ?? "")).toHaveLength(255);
    expect(item?.title.endsWith("…")).toBe(true);
    expect(Array.from(item?.excerpt ?? "").length).toBeLessThanOrEqual(IMPORTED_EXCERPT_MAX);
    expect(item?.excerpt).toMatch(/^word word .* word…$/);
  });

  it("imports at most FEED_ITEMS_MAX items but counts them all", () => {
    const many = Array.from({ length: FEED_ITEMS_MAX + 5 }, (_, index) => ({
      guid: `g${index}`,
      title: `Item ${index}`,
    }));
    const { itemCount, items } = parseFeed(rssDocument(many), FEED, NOW);
    expect(itemCount).toBe(FEED_ITEMS_MAX + 5);
    expect(items).toHaveLength(FEED_ITEMS_MAX);
  });

  it("keeps no picture: not an enclosure, a media thumbnail, nor an <img> or pixel in the text", () => {
    const xml = `<rss version="2.0" xmlns:media="http://search.yahoo.com/mrss/" xmlns:content="http://purl.org/rss/1.0/modules/content/"><channel><title>x</title>
      <item><guid>b</guid><title>Pictured</title>
        <enclosure url="https://pictures.example/b.jpg" type="image/jpeg" length="1"/>
        <media:thumbnail url="https://pictures.example/b-small.jpg"/>
        <media:content url="https://pictures.example/b-large.jpg" medium="image"/>
        <description>&lt;img src="https://pictures.example/c.jpg" alt="A ramp"&gt;A new ramp.</description>
        <content:encoded><![CDATA[<p><img src="https://pictures.example/c.jpg" alt="A ramp">A new ramp.</p><img src="https://tracker.example/p.gif?u=1" width="1" height="1" alt="">]]></content:encoded>
      </item>
    </channel></rss>`;
    const [item] = parseFeed(xml, FEED, NOW).items;
    expect(item).toEqual({
      guid: expect.any(String),
      title: "Pictured",
      excerpt: "A new ramp.",
      content: "A new ramp.",
      link: null,
      publishedAt: null,
    });
    expect(JSON.stringify(item)).not.toMatch(/pictures\.example|tracker\.example/);
  });
});

describe("parseFeed: Atom 1.0 and RSS 1.0", () => {
  it("maps Atom entries: id, alternate link, HTML and XHTML content, published or updated", () => {
    const { items } = parseFeed(ATOM_DOCUMENT, "https://atom.example/feed.atom", NOW);
    expect(items).toEqual([
      {
        guid: "tag:atom.example,2026:captions",
        title: "Captions everywhere at the festival",
        excerpt: "Every stage will have live captions.",
        content: "Every stage will have live captions.\n\nScreens sit beside each stage.",
        link: "https://atom.example/captions",
        publishedAt: new Date("2026-02-09T08:30:00Z"),
      },
      {
        guid: "tag:atom.example,2026:step-free",
        title: "Step-free routes mapped for the city centre",
        excerpt: "The new map shows every dropped kerb.",
        content: "The new map shows every dropped kerb.",
        link: "https://atom.example/step-free",
        publishedAt: new Date("2026-02-08T10:00:00Z"),
      },
    ]);
  });

  it("reads RSS 1.0 (RDF) items", () => {
    const xml = `<?xml version="1.0"?>
      <rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns="http://purl.org/rss/1.0/" xmlns:dc="http://purl.org/dc/elements/1.1/">
        <channel rdf:about="https://rdf.example/"><title>RDF</title></channel>
        <item rdf:about="https://rdf.example/one"><title>One</title><link>https://rdf.example/one</link>
          <dc:date>2026-01-05T10:00:00Z</dc:date></item>
      </rdf:RDF>`;
    const [item] = parseFeed(xml, FEED, NOW).items;
    expect(item).toMatchObject({
      guid: "https://rdf.example/one",
      title: "One",
      publishedAt: new Date("2026-01-05T10:00:00Z"),
    });
  });
});

describe("parseFeed: documents it refuses", () => {
  it("refuses malformed XML, naming the line, whatever came before the fault", () => {
    expect(() => parseFeed(MALFORMED_DOCUMENT, FEED, NOW)).toThrow(FeedFormatError);
    expect(() => parseFeed(MALFORMED_DOCUMENT, FEED, NOW)).toThrow(
      /^The feed is not well-formed XML: .+ \(line \d+\)$/,
    );
    expect(() => parseFeed("<rss><channel><item><title>Cut", FEED, NOW)).toThrow(
      "The feed is not well-formed XML: it ends before <title> is closed (line 1)",
    );
    expect(() => parseFeed("<rss><channel></item></channel></rss>", FEED, NOW)).toThrow(
      /^The feed is not well-formed XML: .*item.* \(line 1\)$/,
    );
  });

  it("refuses entity declarations, the stuff of XML bombs", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE rss [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>
      <rss version="2.0"><channel><title>&b;</title></channel></rss>`;
    expect(() => parseFeed(bomb, FEED, NOW)).toThrow(/declares XML entities/);
  });

  it("refuses well-formed XML that is not a feed, and text that is not XML", () => {
    expect(() => parseFeed("<html><body/></html>", FEED, NOW)).toThrow(
      "The document is not an RSS or Atom feed",
    );
    expect(() => parseFeed("Just some words", FEED, NOW)).toThrow(FeedFormatError);
    expect(() => parseFeed("", FEED, NOW)).toThrow(FeedFormatError);
  });

  it("reads an empty feed as no items", () => {
    expect(parseFeed(rssDocument([]), FEED, NOW)).toEqual({ itemCount: 0, items: [] });
  });
});
