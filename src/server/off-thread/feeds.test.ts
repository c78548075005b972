// parseFeed in the worker pool: the same answers as parseFeed, while the event loop
// keeps turning, even for a hostile document; a time limit, and a stop when the server stops.
import { describe, expect, it } from "vitest";
import { MALFORMED_DOCUMENT, rssDocument } from "../test/feed-server.ts";
import { parseFeedOffThread } from "./feeds.ts";
import { FeedFormatError, parseFeed } from "./parse-feed.ts";

const FEED = "https://feeds.example/news.xml";
const NOW = new Date("2026-03-01T12:00:00Z");

/** The feed that stopped the server for 1.4 s per refresh: one item with 190,000 attributes. */
const HOSTILE = rssDocument([{ guid: "hostile", title: "Hostile" }]).replace(
  "<item>",
  `<item ${Array.from({ length: 190_000 }, (_, index) => `a${index}=""`).join(" ")}>`,
);

/** Counts the ticks of a 10 ms timer while `work` runs: none if it holds the event loop. */
async function heartbeatsDuring<T>(work: () => Promise<T>): Promise<{ result: T; ticks: number }> {
  let ticks = 0;
  const heartbeat = setInterval(() => {
    ticks += 1;
  }, 10);
  try {
    const result = await work();
    return { result, ticks };
  } finally {
    clearInterval(heartbeat);
  }
}

describe("parseFeedOffThread", () => {
  it("answers as parseFeed does, items, dates and all", async () => {
    const xml = rssDocument([
      {
        guid: "https://rss.example/a",
        title: "Ramps &amp; rails",
        link: "https://rss.example/a",
        description: "<p>Short <b>summary</b>.</p>",
        pubDate: "Mon, 02 Feb 2026 09:15:00 GMT",
      },
      { title: "No identity, not imported" },
    ]);
    const parsed = await parseFeedOffThread(xml, FEED, { now: NOW });
    expect(parsed).toEqual(parseFeed(xml, FEED, NOW));
    expect(parsed.items[0]?.publishedAt).toBeInstanceOf(Date);
  });

  it("refuses what parseFeed refuses, in the same words", async () => {
    for (const xml of [MALFORMED_DOCUMENT, "<html><body>Hello</body></html>"]) {
      const refusal = parseFeedOffThread(xml, FEED, { now: NOW });
      await expect(refusal).rejects.toBeInstanceOf(FeedFormatError);
      await expect(refusal).rejects.toThrow(
        (() => {
          try {
            parseFeed(xml, FEED, NOW);
          } catch (error) {
            return (error as Error).message;
          }
          throw new Error("expected parseFeed to refuse it");
        })(),
      );
    }
  });

  it("reads a hostile feed while the event loop keeps turning", async () => {
    expect(HOSTILE.length).toBeGreaterThan(1.8 * 1024 * 1024);
    const { result, ticks } = await heartbeatsDuring(() =>
      parseFeedOffThread(HOSTILE, FEED, { now: NOW }),
    );
    expect(result.items.map((item) => item.title)).toEqual(["Hostile"]);
    // Parsed on this thread, the timer could not fire once before the parse was over. The parse
    // takes far longer than 50 ms anywhere (1.9 s here), so 5 ticks is a generous bound.
    expect(ticks).toBeGreaterThanOrEqual(5);
  });

  it("gives up at the time limit, and stops when asked", async () => {
    await expect(parseFeedOffThread(HOSTILE, FEED, { now: NOW, timeoutMs: 50 })).rejects.toThrow(
      new FeedFormatError("The feed took more than 0.05 seconds to read"),
    );
    const stopping = new AbortController();
    const parse = parseFeedOffThread(HOSTILE, FEED, { now: NOW, signal: stopping.signal });
    setTimeout(() => stopping.abort(), 20);
    await expect(parse).rejects.toMatchObject({ name: "AbortError" });
    // The worker that gave up was ended; the next document gets a new one.
    const next = await parseFeedOffThread(rssDocument([{ guid: "next", title: "Next" }]), FEED);
    expect(next.items.map((item) => item.title)).toEqual(["Next"]);
  });
});
