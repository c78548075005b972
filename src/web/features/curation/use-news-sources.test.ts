import { describe, expect, it } from "vitest";
import { describeRefresh } from "./use-news-sources.ts";

describe("describeRefresh", () => {
  it.each([
    [
      { added: 0, skipped: 0, notModified: true },
      "The feed has not changed since it was last fetched.",
    ],
    [{ added: 3, skipped: 0, notModified: false }, "3 new articles."],
    [{ added: 1, skipped: 4, notModified: false }, "1 new article; 4 already here or unusable."],
    [{ added: 0, skipped: 4, notModified: false }, "No new articles; 4 already here or unusable."],
  ])("%j → %s", (result, words) => {
    expect(describeRefresh(result)).toBe(words);
  });
});
