import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { Versions } from "../lib/data-version.ts";
import { PageCache, pageEtag, type RenderedPage, withEncodings } from "./page-cache.ts";

/** A page that read the news (at `version`) and nothing else. */
const page = (html: string, version = "1"): RenderedPage => ({
  status: 200,
  body: Buffer.from(html),
  etag: pageEtag(html),
  versions: { news: version },
  cacheable: true,
});

/** Every area at version 0, the news at `news`. */
const at = (news: string, others: Partial<Versions> = {}): Versions => ({
  news,
  article: "0",
  "quick-solution": "0",
  story: "0",
  "access-guide": "0",
  likes: "0",
  ...others,
});

describe("PageCache", () => {
  it("serves a page only while the data version it was rendered from is current", () => {
    const cache = new PageCache(10_000);
    cache.set("/news", page("<p>news</p>", "1"));
    expect(cache.get("/news", at("1"))?.body.toString()).toBe("<p>news</p>");
    expect(cache.get("/news", at("2"))).toBeUndefined();
    // An out-of-date page is dropped, not kept for later.
    expect(cache.size.pages).toBe(0);
  });

  it("is kept when other areas change, and dropped when one it read changes", () => {
    const cache = new PageCache(10_000);
    cache.set("/news", page("<p>news</p>", "1"));
    expect(cache.get("/news", at("1", { story: "7", "quick-solution": "3" }))).toBeDefined();
    expect(cache.get("/news", at("2", { story: "7" }))).toBeUndefined();
  });

  it("drops a page that shows something ageing once it is as old as the page allows", async () => {
    const cache = new PageCache(10_000);
    cache.set("/form", { ...page("<p>a signed time</p>"), maxAgeMs: 30 });
    cache.set("/about", page("<p>about</p>"));
    expect(cache.get("/form", at("1"))).toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(cache.get("/form", at("1"))).toBeUndefined();
    expect(cache.get("/about", at("1"))).toBeDefined();
  });

  it("counts hits, and misses for pages never cached or out of date", () => {
    const cache = new PageCache(10_000);
    cache.get("/about", at("1"));
    cache.set("/about", page("<p>about</p>", "1"));
    cache.get("/about", at("1"));
    cache.get("/about", at("1"));
    cache.get("/about", at("2"));
    expect(cache.lookups).toEqual({ hits: 2, misses: 2 });
  });

  it("stays within its byte budget by dropping the least recently used page", () => {
    const cache = new PageCache(1000);
    cache.set("/a", page("a".repeat(400)));
    cache.set("/b", page("b".repeat(400)));
    cache.get("/a", at("1"));
    cache.set("/c", page("c".repeat(400)));
    expect(cache.get("/b", at("1"))).toBeUndefined();
    expect(cache.get("/a", at("1"))).toBeDefined();
    expect(cache.get("/c", at("1"))).toBeDefined();
    expect(cache.size.bytes).toBeLessThanOrEqual(1000);
    cache.set("/huge", page("h".repeat(2000)));
    expect(cache.get("/huge", at("1"))).toBeUndefined();
  });

  it("gives equal pages equal tags and different pages different ones", () => {
    expect(pageEtag("<p>x</p>")).toBe(pageEtag("<p>x</p>"));
    expect(pageEtag("<p>x</p>")).not.toBe(pageEtag("<p>y</p>"));
    expect(pageEtag("<p>x</p>")).toMatch(/^"[\w-]{32}"$/);
  });

  it("counts a page's compressed forms in its byte budget", async () => {
    const cache = new PageCache(100_000);
    const ready = await withEncodings(page("<p>Ramps and rails</p>".repeat(200)));
    cache.set("/a", ready);
    const encoded = (ready.encoded?.br.length ?? 0) + (ready.encoded?.gzip.length ?? 0);
    expect(encoded).toBeGreaterThan(0);
    expect(cache.size.bytes).toBe("/a".length + ready.body.length + encoded);
  });
});

describe("compressed pages", () => {
  it("keeps brotli and gzip forms that decompress to the page", async () => {
    const html = "<main><h1>Quick solutions</h1><p>A portable ramp.</p></main>".repeat(50);
    const { encoded } = await withEncodings(page(html));
    expect(brotliDecompressSync(encoded?.br ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(gunzipSync(encoded?.gzip ?? Buffer.alloc(0)).toString()).toBe(html);
    expect(encoded?.br.length).toBeLessThan(html.length / 10);
  });
});
