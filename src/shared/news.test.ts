import { describe, expect, it } from "vitest";
import {
  ADMIN_EXCERPT_FALLBACK_LENGTH,
  adminStoryPreview,
  newsExcerpt,
  truncatePreview,
} from "./news.ts";

const long = "Accessible venues make a real difference. ".repeat(10);

describe("newsExcerpt", () => {
  it("uses the excerpt when there is one", () => {
    expect(newsExcerpt({ excerpt: "A short summary.", content: long })).toBe("A short summary.");
  });

  it("falls back to the first 120 characters of content and an ellipsis", () => {
    for (const excerpt of [null, undefined, "", "   "]) {
      const text = newsExcerpt({ excerpt, content: long });
      expect(text).toBe(`${long.slice(0, 120).trimEnd()}...`);
    }
    expect(newsExcerpt({ excerpt: null, content: "y".repeat(200) })).toBe(`${"y".repeat(120)}...`);
  });

  it("shows short content whole, without an ellipsis", () => {
    expect(newsExcerpt({ excerpt: null, content: "  Only this.  " })).toBe("Only this.");
    expect(newsExcerpt({ excerpt: null, content: "z".repeat(120) })).toBe("z".repeat(120));
  });

  it("takes a length for the admin's 150-character previews", () => {
    const text = newsExcerpt({ content: "w".repeat(300) }, ADMIN_EXCERPT_FALLBACK_LENGTH);
    expect(text).toBe(`${"w".repeat(150)}...`);
  });

  it("never cuts a character in half", () => {
    const text = newsExcerpt({ content: `${"a".repeat(119)}😀${"b".repeat(10)}` });
    expect(text).toBe(`${"a".repeat(119)}😀...`);
  });
});

describe("truncatePreview", () => {
  it("keeps text of up to 200 characters whole", () => {
    expect(truncatePreview("v".repeat(200))).toBe("v".repeat(200));
    expect(truncatePreview("  Short.  ")).toBe("Short.");
  });

  it("cuts text above 200 characters to 200 and an ellipsis", () => {
    expect(truncatePreview("u".repeat(201))).toBe(`${"u".repeat(200)}...`);
  });
});

describe("adminStoryPreview", () => {
  it("falls back to the first 150 characters of content when there is no excerpt", () => {
    expect(adminStoryPreview({ excerpt: null, content: "t".repeat(400) })).toBe(
      `${"t".repeat(150)}...`,
    );
    expect(adminStoryPreview({ excerpt: " ", content: "Brief." })).toBe("Brief.");
  });

  it("shows the excerpt, truncated above 200 characters", () => {
    expect(adminStoryPreview({ excerpt: "A summary.", content: "x".repeat(400) })).toBe(
      "A summary.",
    );
    expect(adminStoryPreview({ excerpt: "s".repeat(250), content: "x" })).toBe(
      `${"s".repeat(200)}...`,
    );
  });
});
