// fetchFeed against the local feed server: conditional GET, redirects with each hop's address
// checked, the time limit and the size cap.
import { type AddressInfo, createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FeedServer, startFeedServer } from "../../test/feed-server.ts";
import { decodeFeed, FEED_MAX_BYTES, fetchFeed } from "./fetch-feed.ts";

let server: FeedServer;
beforeAll(async () => {
  server = await startFeedServer();
});
afterAll(() => server.close());

const open = { allowPrivate: true };
const none = { etag: null, lastModified: null };
const requestsFor = (path: string) => server.requests.filter((request) => request.path === path);

describe("fetchFeed", () => {
  it("sends the stored validators back, and reads 304 as not modified", async () => {
    const first = await fetchFeed(server.url("/rss.xml"), none, open);
    if (first.status !== "fetched") throw new Error("expected the feed");
    expect(first.body).toContain("<rss");
    expect(first.etag).toMatch(/^"\w+"$/);

    const second = await fetchFeed(server.url("/rss.xml"), { ...first }, open);
    expect(second).toEqual({ status: "not-modified" });
    expect(requestsFor("/rss.xml").at(-1)?.headers["if-none-match"]).toBe(first.etag);

    const dated = await fetchFeed(server.url("/dated.xml"), none, open);
    if (dated.status !== "fetched") throw new Error("expected the feed");
    expect(dated.lastModified).toBe("Tue, 03 Feb 2026 10:00:00 GMT");
    expect(await fetchFeed(server.url("/dated.xml"), { ...dated }, open)).toEqual({
      status: "not-modified",
    });
    expect(requestsFor("/dated.xml").at(-1)?.headers["if-modified-since"]).toBe(dated.lastModified);
  });

  it("follows redirects, checking every hop's address before contacting it", async () => {
    const followed = await fetchFeed(server.url("/redirect"), none, open);
    expect(followed.status).toBe("fetched");

    // 127.0.0.1 passes as public here, so the first hop is made; localhost does not, so the
    // second is refused before any request reaches it.
    const lookup = async (host: string) =>
      host === "127.0.0.1" ? [{ address: "8.8.8.8" }] : [{ address: "127.0.0.1" }];
    await expect(
      fetchFeed(server.url("/redirect-to-localhost"), none, { allowPrivate: false, lookup }),
    ).rejects.toThrow(
      /^localhost is on a private, loopback or link-local address \(127\.0\.0\.1\)/,
    );
    expect(requestsFor("/redirect-to-localhost")).toHaveLength(1);
    expect(server.requests.some((request) => request.path.includes("via=localhost"))).toBe(false);

    await expect(fetchFeed(server.url("/redirect-loop"), none, open)).rejects.toThrow(
      "The feed redirected more than 5 times",
    );
  });

  it("refuses a private address before sending anything", async () => {
    const before = server.requests.length;
    await expect(fetchFeed(server.url("/rss.xml"), none, { allowPrivate: false })).rejects.toThrow(
      /^127\.0\.0\.1 is on a private, loopback or link-local address/,
    );
    expect(server.requests).toHaveLength(before);
  });

  it("connects only to an address it checked: a name that rebinds to loopback is refused", async () => {
    // DNS rebinding: the name is public when it is checked, and loopback when the
    // connection is made. The address found at connect time must be checked too.
    const asked: string[] = [];
    const lookup = async (host: string) => {
      asked.push(host);
      return asked.length === 1 ? [{ address: "8.8.8.8" }] : [{ address: "127.0.0.1" }];
    };
    const port = new URL(server.origin).port;
    const before = server.requests.length;
    await expect(
      fetchFeed(`http://localhost:${port}/rss.xml?rebound`, none, { allowPrivate: false, lookup }),
    ).rejects.toThrow(
      /^localhost is on a private, loopback or link-local address \(127\.0\.0\.1\)/,
    );
    expect(server.requests).toHaveLength(before);
    // Checked before connecting, then resolved again, and checked, as the connection was made.
    expect(asked).toEqual(["localhost", "localhost"]);
  });

  it("connects to the address its resolver gave, keeping the name in the request", async () => {
    // No such name in any DNS: only the resolver given can send this fetch to the test server.
    const lookup = async (host: string) =>
      host === "feeds.invalid" ? [{ address: "127.0.0.1" }] : [];
    const port = new URL(server.origin).port;
    const fetched = await fetchFeed(`http://feeds.invalid:${port}/rss.xml?resolved`, none, {
      allowPrivate: true,
      lookup,
    });
    expect(fetched.status).toBe("fetched");
    expect(requestsFor("/rss.xml?resolved").at(-1)?.headers.host).toBe(`feeds.invalid:${port}`);
  });

  it("gives up on a slow feed at the time limit", async () => {
    server.slowMs = 5000;
    const started = performance.now();
    await expect(
      fetchFeed(server.url("/slow.xml"), none, { ...open, timeoutMs: 300 }),
    ).rejects.toThrow("The feed did not answer within 0.3 seconds");
    expect(performance.now() - started).toBeLessThan(2000);
  });

  it("stops reading a huge feed at the size cap, declared or streamed", async () => {
    server.hugeBytes = FEED_MAX_BYTES + 1024 * 1024;
    await expect(fetchFeed(server.url("/huge.xml"), none, open)).rejects.toThrow(
      "The feed is larger than 2 MB",
    );
    await expect(fetchFeed(server.url("/declared-huge.xml"), none, open)).rejects.toThrow(
      "The feed is larger than 2 MB",
    );
    await expect(
      fetchFeed(server.url("/rss.xml"), none, { ...open, maxBytes: 100 }),
    ).rejects.toThrow("The feed is larger than 0 MB");
  });

  it("reports an error status and an unreachable server in words", async () => {
    await expect(fetchFeed(server.url("/missing.xml"), none, open)).rejects.toThrow(
      "The feed answered 404 Not Found",
    );
    // A port that was free a moment ago: nothing listens there now.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    await expect(fetchFeed(`http://127.0.0.1:${port}/feed.xml`, none, open)).rejects.toThrow(
      `Could not fetch the feed from 127.0.0.1:${port}: ECONNREFUSED`,
    );
  });
});

describe("decodeFeed", () => {
  const bytes = (text: string, encoding: BufferEncoding) =>
    new Uint8Array(Buffer.from(text, encoding));

  it("reads the charset from the header, the XML declaration or a BOM, else UTF-8", () => {
    const latin = bytes('<?xml version="1.0" encoding="ISO-8859-1"?><t>Café</t>', "latin1");
    expect(decodeFeed(latin, null)).toContain("Café");
    expect(decodeFeed(bytes("<t>Café</t>", "latin1"), "text/xml; charset=iso-8859-1")).toBe(
      "<t>Café</t>",
    );
    expect(decodeFeed(bytes("\uFEFF<t>Café</t>", "utf16le"), null)).toBe("<t>Café</t>");
    expect(decodeFeed(bytes("<t>Café</t>", "utf8"), "text/xml; charset=no-such-thing")).toBe(
      "<t>Café</t>",
    );
  });
});
