// The news-sources API and the ingestion behind it, against the local feed server:
// added and skipped counts, conditional GET, deduplication, private-address refusal and feeds
// that fail (malformed, slow, huge). Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { and, desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import type { NewsArticle } from "../../../shared/contracts/news.ts";
import type { NewsSource, RefreshResult } from "../../../shared/contracts/news-sources.ts";
import { auditLog, newsArticles, newsSources } from "../../db/schema.ts";
import { makeNewsSource } from "../../test/factories.ts";
import { startFeedServer } from "../../test/feed-server.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const feeds = await startFeedServer();
afterAll(() => feeds.close());

const { app, db, signIn } = await setUpTestApp({ NEWS_SOURCES_ALLOW_PRIVATE: "true" }, undefined, {
  newsSources: { timeoutMs: 500 },
});
const cookie = await signIn();
const json = { cookie, "content-type": "application/json" };

async function addSource(url: string, category = "Transport") {
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/news-sources",
    headers: json,
    payload: { url, category },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<NewsSource>();
}

const refresh = (id: number) =>
  app.inject({ method: "POST", url: `/api/admin/news-sources/${id}/refresh`, headers: { cookie } });

async function listed(id: number) {
  const response = await app.inject({
    method: "GET",
    url: "/api/admin/news-sources",
    headers: { cookie },
  });
  expect(response.statusCode).toBe(200);
  return response.json<NewsSource[]>().find((source) => source.id === id);
}

const articlesOf = (sourceId: number) =>
  db.select().from(newsArticles).where(eq(newsArticles.sourceId, sourceId));

describe("POST /api/admin/news-sources", () => {
  it("adds a source, not yet fetched, audited", async () => {
    const source = await addSource(feeds.url("/unconditional.xml?added"), "  Venues  ");
    expect(source).toMatchObject({
      url: feeds.url("/unconditional.xml?added"),
      category: "Venues",
      lastFetchedAt: null,
      lastError: null,
      itemCount: 0,
      articleCount: 0,
    });
    expect(source).not.toHaveProperty("etag");
    expect(await listed(source.id)).toEqual(source);
    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: "news-source.create",
      targetId: String(source.id),
      details: { url: source.url },
    });
  });

  it("refuses the same feed twice with 409, however its host is written", async () => {
    await addSource(feeds.url("/rss.xml?twice"));
    const again = await app.inject({
      method: "POST",
      url: "/api/admin/news-sources",
      headers: json,
      payload: { url: feeds.url("/rss.xml?twice").replace("http:", "HTTP:"), category: "Venues" },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: "That feed is already a news source",
      details: [{ field: "url", message: "That feed is already a news source" }],
    });
  });

  it.each([
    ["url", { url: "not a web address", category: "Venues" }, "Enter the feed's web address"],
    ["url", { url: "ftp://feeds.example/news.xml", category: "Venues" }, "Enter the feed's"],
    ["url", { url: "https://me:secret@feeds.example/", category: "Venues" }, "Leave the user name"],
    ["url", { category: "Venues" }, "Enter the feed's web address"],
    ["category", { url: "https://feeds.example/a.xml", category: "  " }, "Category is required"],
  ])("refuses a bad %s with 400 naming the field", async (field, payload, message) => {
    const response = await app.inject({
      method: "POST",
      url: "/api/admin/news-sources",
      headers: json,
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      field,
      message: expect.stringContaining(message),
    });
  });
});

describe("POST /api/admin/news-sources/:id/refresh", () => {
  it("imports an RSS feed's items as news that are not top stories, then skips them", async () => {
    const source = await addSource(feeds.url("/unconditional.xml"));
    const first = await refresh(source.id);
    expect(first.statusCode).toBe(200);
    expect(first.json<RefreshResult>()).toEqual({ added: 3, skipped: 0, notModified: false });

    const articles = await articlesOf(source.id);
    const ramps = articles.find((article) => article.guid?.endsWith("#rss-1"));
    expect(ramps).toMatchObject({
      title: "Ramps installed at every station on the line",
      excerpt: "The operator finished 48 ramps & new signs.",
      content: "The operator finished 48 ramps & new signs.",
      category: "Transport",
      sourceUrl: "https://rss.example/ramps",
      isTopStory: false,
      publishedAt: new Date("2026-02-02T09:15:00Z"),
      guid: `${source.url}#rss-1`,
    });
    const loops = articles.find((article) => article.guid === "https://rss.example/loops");
    expect(loops?.content).toBe("Most loops worked.\n\nSome were off.");
    // No guid: the link is the identity.
    expect(articles.map((article) => article.guid)).toContain("https://rss.example/quiet-hour");

    // The public news list has them, without the import's own columns.
    const news = (await app.inject({ method: "GET", url: "/api/news?limit=100" })).json<
      NewsArticle[]
    >();
    const listedRamps = news.find((article) => article.id === ramps?.id);
    expect(listedRamps).toMatchObject({
      sourceUrl: "https://rss.example/ramps",
      isTopStory: false,
    });
    expect(listedRamps).not.toHaveProperty("guid");
    expect(listedRamps).not.toHaveProperty("sourceId");

    // This feed sends no validators, so it is read again in full: nothing is duplicated.
    const second = await refresh(source.id);
    expect(second.json<RefreshResult>()).toEqual({ added: 0, skipped: 3, notModified: false });
    expect(await articlesOf(source.id)).toHaveLength(3);

    expect(await listed(source.id)).toMatchObject({
      lastFetchedAt: expect.any(String),
      lastError: null,
      itemCount: 3,
      articleCount: 3,
    });
  });

  it("makes a conditional GET with the ETag, and imports only what is new after a change", async () => {
    const source = await addSource(feeds.url("/rss.xml"));
    expect((await refresh(source.id)).statusCode).toBe(200);
    const [stored] = await db.select().from(newsSources).where(eq(newsSources.id, source.id));
    expect(stored?.etag).toMatch(/^"\w+"$/);

    const unchanged = await refresh(source.id);
    expect(unchanged.json()).toEqual({ added: 0, skipped: 0, notModified: true });
    const conditional = feeds.requests.filter((request) => request.path === "/rss.xml").at(-1);
    expect(conditional?.headers["if-none-match"]).toBe(stored?.etag);

    feeds.rssItems = [
      {
        guid: "rss-4",
        title: "Audio description comes to the city museum",
        link: "https://rss.example/audio",
        pubDate: "Wed, 04 Feb 2026 11:00:00 GMT",
      },
      ...feeds.rssItems,
    ];
    expect((await refresh(source.id)).json()).toEqual({ added: 1, skipped: 3, notModified: false });
    expect(await listed(source.id)).toMatchObject({
      itemCount: 4,
      articleCount: (await articlesOf(source.id)).length,
    });
  });

  it("makes a conditional GET with Last-Modified when there is no ETag", async () => {
    const source = await addSource(feeds.url("/dated.xml"));
    expect((await refresh(source.id)).statusCode).toBe(200);
    expect((await refresh(source.id)).json()).toEqual({ added: 0, skipped: 0, notModified: true });
    const conditional = feeds.requests.filter((request) => request.path === "/dated.xml").at(-1);
    expect(conditional?.headers["if-modified-since"]).toBe("Tue, 03 Feb 2026 10:00:00 GMT");
  });

  it("deduplicates across feeds by URI guid or link, but not by a guid only unique in its feed", async () => {
    const original = await addSource(feeds.url("/unconditional.xml?original"));
    expect((await refresh(original.id)).statusCode).toBe(200);
    // The same items under another address: those whose guid is a URI, or that have only a link,
    // are already in; a bare guid ("rss-1") names an item only within its own feed.
    const copy = await addSource(feeds.url("/unconditional.xml?copy"));
    const bare = feeds.rssItems.filter((item) => item.guid && !item.guid.includes(":")).length;
    expect(bare).toBeGreaterThan(0);
    expect((await refresh(copy.id)).json()).toEqual({
      added: bare,
      skipped: feeds.rssItems.length - bare,
      notModified: false,
    });
  });

  it("imports an Atom feed, its HTML reduced to text", async () => {
    const source = await addSource(feeds.url("/atom.xml"), "Events");
    expect((await refresh(source.id)).json()).toEqual({ added: 2, skipped: 0, notModified: false });
    const [captions] = await db
      .select()
      .from(newsArticles)
      .where(
        and(
          eq(newsArticles.sourceId, source.id),
          eq(newsArticles.guid, "tag:atom.example,2026:captions"),
        ),
      );
    expect(captions).toMatchObject({
      title: "Captions everywhere at the festival",
      content: "Every stage will have live captions.\n\nScreens sit beside each stage.",
      sourceUrl: "https://atom.example/captions",
      // Its enclosure's picture is on another host: not kept.
      imageUrl: null,
      category: "Events",
      publishedAt: new Date("2026-02-09T08:30:00Z"),
      isTopStory: false,
    });
  });

  it("keeps no picture from a feed, so no reader's browser is sent to its host", async () => {
    const source = await addSource(feeds.url("/pictured.xml"), "Venues");
    expect((await refresh(source.id)).json()).toEqual({ added: 1, skipped: 0, notModified: false });
    const [stored] = await articlesOf(source.id);
    expect(stored).toMatchObject({
      title: "A new ramp at the town hall",
      content: "The town hall has a new ramp.\n\nIt opens on Monday.",
      imageUrl: null,
    });
    // The public API says nothing of the pictures, the pixel included, even as a top story.
    await db
      .update(newsArticles)
      .set({ isTopStory: true })
      .where(eq(newsArticles.id, stored?.id ?? 0));
    const news = await app.inject({ method: "GET", url: "/api/news?limit=100" });
    const item = news.json<NewsArticle[]>().find((each) => each.id === stored?.id);
    expect(item).toMatchObject({ imageUrl: null, isTopStory: true });
    expect(JSON.stringify(item)).not.toContain(feeds.origin);
    const page = await app.inject({ method: "GET", url: `/api/news/${stored?.id}` });
    expect(page.body).not.toContain(feeds.origin);
    // Nor did the server fetch them: only the feed was asked for.
    expect(feeds.requests.map((request) => request.path)).not.toContainEqual(
      expect.stringMatching(/\.(jpg|gif)/),
    );
  });

  it.each([
    ["/malformed.xml", /^The feed is not well-formed XML: .+ \(line \d+\)$/],
    ["/not-a-feed.xml", /^The document is not an RSS or Atom feed$/],
    ["/slow.xml", /^The feed did not answer within 0\.5 seconds$/],
    ["/huge.xml", /^The feed is larger than 2 MB$/],
    ["/missing.xml", /^The feed answered 404 Not Found$/],
  ])(
    "records %s's failure as the last error, answers 502 and imports nothing",
    async (path, error) => {
      feeds.slowMs = 3000;
      const source = await addSource(feeds.url(path));
      const response = await refresh(source.id);
      expect(response.statusCode).toBe(502);
      expect(response.json().error).toMatch(error);
      expect(await articlesOf(source.id)).toEqual([]);
      expect(await listed(source.id)).toMatchObject({
        lastFetchedAt: expect.any(String),
        lastError: expect.stringMatching(error),
        itemCount: 0,
        articleCount: 0,
      });
      // The validators of a document that was never imported are not kept.
      const [stored] = await db.select().from(newsSources).where(eq(newsSources.id, source.id));
      expect(stored?.etag).toBeNull();
      const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
      expect(audit).toMatchObject({ action: "news-source.refresh", success: false });
    },
  );

  it("clears the last error once the feed works again", async () => {
    const source = await makeNewsSource(db, {
      url: feeds.url("/unconditional.xml?recovered"),
      lastError: "The feed answered 500",
    });
    expect((await refresh(source.id)).statusCode).toBe(200);
    expect(await listed(source.id)).toMatchObject({ lastError: null });
  });

  it("answers 404 for an unknown source", async () => {
    const response = await refresh(999_999);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: "News source not found" });
  });
});

describe("DELETE /api/admin/news-sources/:id", () => {
  it("removes the source and keeps its articles, which a new subscription does not duplicate", async () => {
    const source = await addSource(feeds.url("/unconditional.xml?removed"));
    await refresh(source.id);
    const ids = (await articlesOf(source.id)).map((article) => article.id);

    const removed = await app.inject({
      method: "DELETE",
      url: `/api/admin/news-sources/${source.id}`,
      headers: { cookie },
    });
    expect(removed.statusCode).toBe(204);
    expect(await listed(source.id)).toBeUndefined();
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) {
      const [article] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
      expect(article?.sourceId).toBeNull();
    }
    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "news-source.delete", targetId: String(source.id) });

    const again = await app.inject({
      method: "DELETE",
      url: `/api/admin/news-sources/${source.id}`,
      headers: { cookie },
    });
    expect(again.statusCode).toBe(404);
    expect((await refresh(source.id)).statusCode).toBe(404);

    // Subscribing again imports nothing twice.
    const resubscribed = await addSource(source.url);
    expect((await refresh(resubscribed.id)).json()).toMatchObject({ added: 0 });
  });
});

// A second app, as in production: private addresses refused.
const strict = await setUpTestApp({}, undefined, {
  newsSources: {
    // Names the tests use, resolved without the network.
    lookup: async (host) => {
      const known: Record<string, string[]> = {
        "metadata.example": ["169.254.169.254"],
        "mixed.example": ["93.184.215.14", "fd00::1"],
        "public.example": ["93.184.215.14", "2606:2800:21f:cb07:6820:80da:af6b:8b2c"],
      };
      const addresses = known[host] ?? [host];
      return addresses.map((address) => ({ address }));
    },
  },
});
const strictCookie = await strict.signIn();
const post = (url: string) =>
  strict.app.inject({
    method: "POST",
    url: "/api/admin/news-sources",
    headers: { cookie: strictCookie, "content-type": "application/json" },
    payload: { url, category: "Venues" },
  });

describe("private addresses, when they are not allowed", () => {
  it.each([
    ["http://127.0.0.1:8080/feed.xml", "127.0.0.1"],
    ["http://[::1]/feed.xml", "::1"],
    ["http://[::ffff:10.0.0.1]/feed.xml", "::ffff:a00:1"],
    ["http://10.1.2.3/feed.xml", "10.1.2.3"],
    ["http://192.168.1.1/feed.xml", "192.168.1.1"],
    ["http://0x7f.1/feed.xml", "127.0.0.1"],
    ["http://metadata.example/latest", "169.254.169.254"],
    ["http://mixed.example/feed.xml", "fd00::1"],
  ])("refuses %s with 400 on the url field", async (url, address) => {
    const response = await post(url);
    expect(response.statusCode).toBe(400);
    const { error, details } = response.json();
    expect(error).toContain(`(${address})`);
    expect(details).toEqual([{ field: "url", message: error }]);
  });

  it("accepts a host whose every address is public", async () => {
    expect((await post("https://public.example/feed.xml")).statusCode).toBe(201);
  });

  it("refuses to fetch a stored source whose address is private, recording why", async () => {
    const source = await makeNewsSource(strict.db, { url: feeds.url("/rss.xml?strict") });
    const before = feeds.requests.length;
    const response = await strict.app.inject({
      method: "POST",
      url: `/api/admin/news-sources/${source.id}/refresh`,
      headers: { cookie: strictCookie },
    });
    expect(response.statusCode).toBe(502);
    expect(response.json().error).toMatch(/^127\.0\.0\.1 is on a private, loopback or link-local/);
    expect(feeds.requests).toHaveLength(before);
    const [stored] = await strict.db
      .select()
      .from(newsSources)
      .where(eq(newsSources.id, source.id));
    expect(stored?.lastError).toMatch(/private/);
  });
});
