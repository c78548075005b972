import { describe, expect, it } from "vitest";
import { articleAuthor, EDITORIAL_TEAM, wasUpdatedLater } from "./article-byline.ts";

describe("articleAuthor", () => {
  it("names the editorial team when no person is named, else the person", () => {
    expect(articleAuthor({ authorName: null })).toBe(EDITORIAL_TEAM);
    expect(EDITORIAL_TEAM).toBe("Real Access editorial team");
    expect(articleAuthor({ authorName: "Priya Shah" })).toBe("Priya Shah");
  });
});

describe("wasUpdatedLater", () => {
  const published = "2026-03-09T10:00:00.000Z";
  it("is true for a change on a later day", () => {
    expect(wasUpdatedLater({ publishedAt: published, updatedAt: "2026-11-23T10:00:00.000Z" })).toBe(
      true,
    );
  });
  it("is false when never changed, or changed later the same London day", () => {
    expect(wasUpdatedLater({ publishedAt: published, updatedAt: published })).toBe(false);
    expect(wasUpdatedLater({ publishedAt: published, updatedAt: "2026-03-09T22:30:00.000Z" })).toBe(
      false,
    );
  });
  it("goes by the London calendar, not UTC", () => {
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(
      wasUpdatedLater({
        publishedAt: "2026-06-30T12:00:00.000Z",
        updatedAt: "2026-06-30T23:30:00.000Z",
      }),
    ).toBe(true);
  });
});
