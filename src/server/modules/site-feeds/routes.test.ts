// The feeds, parsed back as a feed reader would, checked for their structure, their
// links to the permalinks and the privacy of pending stories and authors' e-mail addresses.
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import { FEED_KINDS, type FeedFormat, feedOf, feedPath } from "../../../shared/feeds.ts";
import { articlePath, newsPath, storyPath } from "../../../shared/permalinks.ts";
import {
  makeArticle,
  makeArticleCategory,
  makeNewsArticle,
  makeStory,
} from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const SITE = "https://realaccess.example";
const { app, db } = await setUpTestApp({ SITE_URL: `${SITE}/` });
// The same feeds from an app that also serves pages, whose catch-all GET /* must not answer them.
const withPages = await setUpTestApp({ SITE_URL: SITE }, undefined, {
  pages: await testPageSource(),
});

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  parseTagValue: false,
  isArray: (name) => ["item", "entry", "link", "author", "category"].includes(name),
});

interface RssItem {
  title: string;
  link: string[];
  guid: { "#text": string; "@isPermaLink": string };
  pubDate: string;
  description?: string;
  "dc:creator"?: { "#text": string };
  category?: string[];
}
interface AtomEntry {
  title: { "#text": string; "@type": string };
  id: string;
  link: { "@href": string }[];
  updated: string;
  published?: string;
  summary?: { "#text": string };
  author?: { name: string }[];
}

async function fetchFeed(path: string, headers: Record<string, string> = {}) {
  return app.inject({ method: "GET", url: path, headers });
}

async function readRss(path: string) {
  const response = await fetchFeed(path);
  expect(response.statusCode).toBe(200);
  expect(XMLValidator.validate(response.body)).toBe(true);
  const channel = parser.parse(response.body).rss.channel;
  return { body: response.body, channel, items: (channel.item ?? []) as RssItem[] };
}

async function readAtom(path: string) {
  const response = await fetchFeed(path);
  expect(response.statusCode).toBe(200);
  expect(XMLValidator.validate(response.body)).toBe(true);
  const feed = parser.parse(response.body).feed;
  return { body: response.body, feed, entries: (feed.entry ?? []) as AtomEntry[] };
}

const url = (path: string) => `${SITE}${path}`;

describe("feed documents", () => {
  for (const kind of FEED_KINDS) {
    it(`/feeds/${kind}.xml is an RSS 2.0 channel about ${kind}`, async () => {
      const response = await fetchFeed(feedPath(kind, "rss"));
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/rss+xml; charset=utf-8");
      expect(response.headers["cache-control"]).toMatch(/^public, max-age=300, s-maxage=60,/);
      expect(response.headers["surrogate-key"]).toBe(`page ${kind}`);
      const { channel } = await readRss(feedPath(kind, "rss"));
      const document = parser.parse(response.body);
      expect(document.rss["@version"]).toBe("2.0");
      expect(channel.title).toBe(feedOf(kind).title);
      expect(channel.description).toBe(feedOf(kind).description);
      expect(channel.link).toContain(url(feedOf(kind).pagePath));
      expect(channel["atom:link"]).toEqual({
        "@href": url(feedPath(kind, "rss")),
        "@rel": "self",
        "@type": "application/rss+xml",
      });
      expect(channel.language).toBe("en-GB");
    });

    it(`/feeds/${kind}.atom is an Atom 1.0 feed about ${kind}`, async () => {
      const response = await fetchFeed(feedPath(kind, "atom"));
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
      expect(response.headers["cache-control"]).toMatch(/^public, max-age=300, s-maxage=60,/);
      expect(response.headers["surrogate-key"]).toBe(`page ${kind}`);
      const { feed } = await readAtom(feedPath(kind, "atom"));
      expect(feed["@xmlns"]).toBe("http://www.w3.org/2005/Atom");
      expect(feed.title).toBe(feedOf(kind).title);
      expect(feed.subtitle).toBe(feedOf(kind).description);
      expect(feed.id).toBe(url(feedPath(kind, "atom")));
      expect(Number.isNaN(Date.parse(feed.updated))).toBe(false);
      expect(feed.link).toEqual(
        expect.arrayContaining([
          { "@rel": "alternate", "@href": url(feedOf(kind).pagePath) },
          { "@rel": "self", "@href": url(feedPath(kind, "atom")) },
        ]),
      );
      // RFC 4287 §4.1.1: a feed whose entries may lack an author names one itself.
      expect(feed.author?.[0]?.name).toBe("Real Access");
    });
  }

  it("answers a repeat request with 304 when the feed has not changed", async () => {
    for (const format of ["rss", "atom"] as const) {
      const path = feedPath("news", format);
      const first = await fetchFeed(path);
      const etag = first.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const again = await fetchFeed(path, { "if-none-match": String(etag) });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");

      await makeNewsArticle(db, { publishedAt: new Date("2031-01-01T00:00:00Z") });
      const changed = await fetchFeed(path, { "if-none-match": String(etag) });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    }
  });
});

describe("the news feed", () => {
  it("links each news item to its permalink, newest first, with its date and summary", async () => {
    const older = await makeNewsArticle(db, {
      title: "Hearing loops in every ticket office",
      excerpt: "Stations will have working loops by spring.",
      publishedAt: new Date("2030-03-01T09:00:00Z"),
    });
    const newer = await makeNewsArticle(db, {
      title: "Step-free access & new lifts",
      excerpt: null,
      content: "Six stations gain lifts this year. The work starts in May.",
      category: "Trains & <Stations>",
      publishedAt: new Date("2030-04-02T10:30:00Z"),
    });

    const { items } = await readRss(feedPath("news", "rss"));
    const titles = items.map((item) => item.title);
    expect(titles.indexOf(newer.title)).toBeLessThan(titles.indexOf(older.title));
    const item = items.find((candidate) => candidate.title === newer.title);
    expect(item?.link).toEqual([url(newsPath(newer))]);
    expect(item?.guid).toEqual({ "#text": url(newsPath(newer)), "@isPermaLink": "true" });
    expect(item?.pubDate).toBe("Tue, 02 Apr 2030 10:30:00 GMT");
    // No excerpt of its own: the first sentence of its text, as the site shows it.
    expect(item?.description).toBe(generateExcerpt(newer.content));
    expect(item?.category).toEqual(["Trains & <Stations>"]);

    const { entries } = await readAtom(feedPath("news", "atom"));
    const entry = entries.find((candidate) => candidate.id === url(newsPath(older)));
    expect(entry?.link).toEqual([{ "@href": url(newsPath(older)) }]);
    expect(entry?.updated).toBe("2030-03-01T09:00:00.000Z");
    expect(entry?.summary?.["#text"]).toBe("Stations will have working loops by spring.");
    // Atom titles are declared HTML, so the ampersand arrives escaped.
    const titled = entries.find((candidate) => candidate.id === url(newsPath(newer)));
    expect(titled?.title).toEqual({ "#text": "Step-free access &amp; new lifts", "@type": "html" });
    // Atom puts categories in attributes, where `<` cannot go.
    expect(parser.parse((await fetchFeed(feedPath("news", "atom"))).body).feed.entry).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          category: [{ "@term": "Trains & Stations>", "@label": "Trains & Stations>" }],
        }),
      ]),
    );
  });
});

describe("the expert articles feed", () => {
  it("links each expert article to its permalink with its excerpt and category", async () => {
    const category = await makeArticleCategory(db, { name: "Premises" });
    const article = await makeArticle(db, {
      title: "Accessible events and meetings",
      excerpt: "Plan venues, timings and materials so everyone can take part.",
      categoryId: category.id,
      publishedAt: new Date("2026-07-06T10:00:00Z"),
      updatedAt: new Date("2026-11-23T10:00:00Z"),
    });

    for (const format of ["rss", "atom"] as const satisfies FeedFormat[]) {
      const body = (await fetchFeed(feedPath("article", format))).body;
      expect(body).toContain(url(articlePath(article)));
    }
    const { items } = await readRss(feedPath("article", "rss"));
    const item = items.find((candidate) => candidate.title === article.title);
    expect(item?.link).toEqual([url(articlePath(article))]);
    expect(item?.description).toBe(article.excerpt);
    expect(item?.category).toEqual(["Premises"]);
    // Its own published date and byline, not when the row was made.
    expect(item?.pubDate).toBe("Mon, 06 Jul 2026 10:00:00 GMT");
    expect(item?.["dc:creator"]?.["#text"]).toBe("Real Access editorial team");

    const { entries } = await readAtom(feedPath("article", "atom"));
    const entry = entries.find((candidate) => candidate.id === url(articlePath(article)));
    expect(entry?.title["#text"]).toBe(article.title);
    expect(entry?.summary?.["#text"]).toBe(article.excerpt);
    expect(entry?.published).toBe("2026-07-06T10:00:00.000Z");
    expect(entry?.updated).toBe("2026-11-23T10:00:00.000Z");
    expect(entry?.author).toEqual([{ name: "Real Access editorial team" }]);
  });

  it("names a promoted story's community author", async () => {
    const article = await makeArticle(db, {
      title: "A promoted story, still its author's",
      authorName: "Priya Shah",
    });
    const { entries } = await readAtom(feedPath("article", "atom"));
    const entry = entries.find((candidate) => candidate.id === url(articlePath(article)));
    expect(entry?.author).toEqual([{ name: "Priya Shah" }]);
  });
});

describe("the community stories feed", () => {
  it("carries approved stories with their author's name, and never pending ones", async () => {
    const approved = await makeStory(db, {
      title: "A bell at wheelchair height",
      authorName: "Priya Shah",
      authorEmail: "priya.shah@example.org",
      isApproved: true,
    });
    const pending = await makeStory(db, {
      title: "A story still waiting for the editor",
      authorName: "Sam Pending",
      authorEmail: "sam.pending@example.org",
      isApproved: false,
    });

    const rss = await readRss(feedPath("story", "rss"));
    const item = rss.items.find((candidate) => candidate.title === approved.title);
    expect(item?.link).toEqual([url(storyPath(approved))]);
    expect(item?.guid["#text"]).toBe(url(storyPath(approved)));
    expect(item?.description).toBe(approved.excerpt);
    expect(item?.["dc:creator"]?.["#text"]).toBe("Priya Shah");

    const atom = await readAtom(feedPath("story", "atom"));
    const entry = atom.entries.find((candidate) => candidate.id === url(storyPath(approved)));
    expect(entry?.author).toEqual([{ name: "Priya Shah" }]);
    expect(entry?.summary?.["#text"]).toBe(approved.excerpt);

    for (const { body } of [rss, atom]) {
      expect(body).not.toContain(pending.title);
      expect(body).not.toContain(storyPath(pending));
      expect(body).not.toContain("Sam Pending");
      // No e-mail address of anyone, approved or not.
      expect(body).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.-]+/);
    }
  });

  it("gives a story without an excerpt the first sentence of its text", async () => {
    const story = await makeStory(db, {
      isApproved: true,
      excerpt: null,
      content: "We lowered the counter. Now everyone can see over it.",
    });
    const { items } = await readRss(feedPath("story", "rss"));
    const item = items.find((candidate) => candidate.guid["#text"] === url(storyPath(story)));
    expect(item?.description).toBe("We lowered the counter.");
  });

  it("stays well-formed XML whatever a story's title holds", async () => {
    const title = "Ramps <b>&</b> ]]> bells \u0007 and \u001b more";
    const story = await makeStory(db, { isApproved: true, title });
    const rss = await readRss(feedPath("story", "rss"));
    const item = rss.items.find((candidate) => candidate.guid["#text"] === url(storyPath(story)));
    // XML 1.0 cannot carry the control characters (PostgreSQL refuses NUL before this); everything
    // else arrives as written.
    expect(item?.title).toBe("Ramps <b>&</b> ]]> bells  and  more");
    expect(rss.body).not.toContain("\u0007");
    expect(rss.body).not.toContain("\u001b");

    const atom = await readAtom(feedPath("story", "atom"));
    const entry = atom.entries.find((candidate) => candidate.id === url(storyPath(story)));
    expect(entry?.title["#text"]).toBe("Ramps &lt;b&gt;&amp;&lt;/b&gt; ]]&gt; bells  and  more");
  });

  it("keeps a title with several CDATA terminators whole", async () => {
    const title = "a]]>b]]>c ]]> d";
    const story = await makeStory(db, { isApproved: true, title });
    const { items } = await readRss(feedPath("story", "rss"));
    const item = items.find((candidate) => candidate.guid["#text"] === url(storyPath(story)));
    expect(item?.title).toBe(title);
  });
});

describe("feeds beside the pages", () => {
  it("are answered by the feed routes, not the pages' catch-all", async () => {
    for (const kind of FEED_KINDS) {
      for (const format of ["rss", "atom"] as const) {
        const response = await withPages.app.inject({ method: "GET", url: feedPath(kind, format) });
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^application\/(rss|atom)\+xml/);
      }
    }
  });

  it("are announced in every page's head", async () => {
    const page = await withPages.app.inject({ method: "GET", url: "/about" });
    expect(page.body).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Real Access news" href="/feeds/news.xml">',
    );
    for (const kind of FEED_KINDS) {
      expect(page.body).toContain(`href="${feedPath(kind, "rss")}"`);
      expect(page.body).toContain(`href="${feedPath(kind, "atom")}"`);
    }
  });

  it("are linked from the footer's Follow us by names that say what they are", async () => {
    const page = await withPages.app.inject({ method: "GET", url: "/" });
    const footer = page.body.slice(page.body.indexOf("<footer"));
    // A list of their own, ending with the page that explains them.
    const start = footer.indexOf(">Follow us</h2>");
    expect(start).toBeGreaterThan(0);
    const followUs = footer.slice(start, footer.indexOf("</ul>", start));
    for (const kind of FEED_KINDS) {
      expect(followUs).toMatch(
        new RegExp(
          `<a href="${feedPath(kind, "rss")}" type="application/rss\\+xml"[^>]*>${feedOf(kind).linkText.replace(/[()]/g, "\\$&")}</a>`,
        ),
      );
    }
    expect(followUs).toMatch(/<a [^>]*href="\/feeds"[^>]*>How to use our feeds<\/a><\/li>$/);
  });

  it("are explained on /feeds with every feed's address, for browsers that show a feed as code", async () => {
    const page = await withPages.app.inject({ method: "GET", url: "/feeds" });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("<title>Follow us | Real Access</title>");
    expect(page.body).toMatch(/<h1[^>]*>Follow us<\/h1>/);
    expect(page.body).toContain("What is a feed?");
    expect(page.body).toContain("How to subscribe");
    for (const kind of FEED_KINDS) {
      for (const format of ["rss", "atom"] as const) {
        expect(page.body).toMatch(
          new RegExp(`<a href="${feedPath(kind, format)}"[^>]*>${url(feedPath(kind, format))}</a>`),
        );
      }
    }
  });
});
