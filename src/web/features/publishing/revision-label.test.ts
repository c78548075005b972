import { describe, expect, it } from "vitest";
import type { ArticleSnapshot } from "../../../shared/contracts/article-publishing.ts";
import { revisionLabel, wordsChanged } from "./revision-label.ts";

const snapshot = (content: string, title = "Hearing loops"): ArticleSnapshot => ({
  title,
  excerpt: "Fit a loop.",
  categoryId: 1,
  tags: [],
  content,
  sources: [],
  relatedQuickSolutionIds: [],
  displayOrder: 0,
});

describe("wordsChanged", () => {
  it("counts a word swapped for another once, and words added or removed each", () => {
    expect(wordsChanged(snapshot("A loop helps."), snapshot("A loop helps."))).toBe(0);
    expect(wordsChanged(snapshot("A loop helps."), snapshot("A coil helps."))).toBe(1);
    expect(wordsChanged(snapshot("A loop helps."), snapshot("A loop really helps people."))).toBe(
      2,
    );
    expect(wordsChanged(snapshot("A loop helps."), snapshot("A loop."))).toBe(1);
  });

  it("counts the title too", () => {
    expect(wordsChanged(snapshot("Same.", "Loops"), snapshot("Same.", "Hearing Loops"))).toBe(1);
  });
});

describe("revisionLabel", () => {
  const first = {
    createdAt: "2026-03-03T14:05:09.000Z",
    savedBy: "Sam Editor",
    snapshot: snapshot("A loop helps."),
  };
  const second = {
    createdAt: "2026-03-03T14:05:41.000Z",
    savedBy: "Sam Editor",
    snapshot: snapshot("A coil helps people."),
  };

  it("tells apart two saves in the same minute by their seconds and the words changed", () => {
    expect(revisionLabel(second, first)).toBe(
      "3 March 2026, 14:05:41, by Sam Editor, 2 words changed",
    );
    expect(revisionLabel(first, undefined)).toBe(
      "3 March 2026, 14:05:09, by Sam Editor, the first version",
    );
  });

  it("says when a save changed no words", () => {
    expect(revisionLabel({ ...second, snapshot: first.snapshot }, first)).toBe(
      "3 March 2026, 14:05:41, by Sam Editor, no words changed",
    );
  });

  it("says one word in the singular", () => {
    expect(revisionLabel({ ...second, snapshot: snapshot("A coil helps.") }, first)).toMatch(
      /, 1 word changed$/,
    );
  });
});
