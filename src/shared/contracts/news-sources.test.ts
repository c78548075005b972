// The news-source form's hint and its error must tell the admin the same thing the server does
// (the hint said https:// only while the error, and the server, allowed http:// too).
import { describe, expect, it } from "vitest";
import { feedUrl, NEWS_SOURCE_HINTS, NEWS_SOURCE_MESSAGES } from "./news-sources.ts";

const SCHEMES = ["https://", "http://", "ftp://", "file://", "feed://"];

describe("a news source's address", () => {
  it.each(SCHEMES)("hint and error name %s exactly when the contract accepts it", (scheme) => {
    const accepted = feedUrl.safeParse(`${scheme}news.example/feed.xml`).success;
    expect(NEWS_SOURCE_HINTS.url.includes(scheme)).toBe(accepted);
    expect(NEWS_SOURCE_MESSAGES.url.includes(scheme)).toBe(accepted);
  });

  it("accepts both web schemes and refuses an address without one, with the message", () => {
    expect(feedUrl.safeParse("https://news.example/feed.xml").success).toBe(true);
    expect(feedUrl.safeParse("http://news.example/feed.xml").success).toBe(true);
    const bare = feedUrl.safeParse("news.example/feed.xml");
    expect(bare.success).toBe(false);
    expect(bare.error?.issues.map((issue) => issue.message)).toContain(NEWS_SOURCE_MESSAGES.url);
  });
});
