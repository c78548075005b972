import { describe, expect, it } from "vitest";
import { toCustomStoryPayload } from "./use-top-stories-admin.ts";

const story = {
  title: "A new ramp at the station",
  excerpt: "Step-free at last.",
  content: "The station now has a ramp to every platform.",
  category: "Transport",
  sourceUrl: undefined,
  imageUrl: undefined,
  isTopStory: true,
};

describe("toCustomStoryPayload", () => {
  it("adds isTopStory and publishedAt now, and leaves empty URLs out", () => {
    const payload = toCustomStoryPayload(story, new Date("2026-11-22T09:00:00Z"));
    expect(payload).toEqual({
      title: story.title,
      excerpt: story.excerpt,
      content: story.content,
      category: story.category,
      isTopStory: true,
      publishedAt: "2026-11-22T09:00:00.000Z",
    });
    expect(payload).not.toHaveProperty("sourceUrl");
    expect(payload).not.toHaveProperty("imageUrl");
  });

  it("keeps filled URLs", () => {
    const payload = toCustomStoryPayload(
      { ...story, sourceUrl: "https://news.example/a", imageUrl: "https://img.example/a.jpg" },
      new Date(),
    );
    expect(payload).toMatchObject({
      sourceUrl: "https://news.example/a",
      imageUrl: "https://img.example/a.jpg",
    });
  });
});
