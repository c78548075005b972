import { describe, expect, it } from "vitest";
import { summariseAuditDetails } from "./summary.ts";

const story = { title: "Ramps at the station", excerpt: "Short.", content: "The long text." };

describe("the Activity tab's details summary", () => {
  it("says nothing when there are no details, or none it knows", () => {
    expect(summariseAuditDetails("community.approve", null)).toBeNull();
    expect(summariseAuditDetails("news.create", { colour: "blue" })).toBeNull();
    expect(summariseAuditDetails("news.create", ["a list"])).toBeNull();
  });

  it("quotes what was deleted, cut to a readable length", () => {
    expect(summariseAuditDetails("news.delete", { title: "Lifts back in service" })).toBe(
      "“Lifts back in service”",
    );
    expect(summariseAuditDetails("quick-solution.delete", { issue: "No ramp" })).toBe("“No ramp”");
    expect(
      summariseAuditDetails("community.delete", { title: story.title, authorName: "Sam Lee" }),
    ).toBe("“Ramps at the station” by Sam Lee");
    const long = summariseAuditDetails("news.delete", { title: `A\n${"very ".repeat(30)}long` });
    expect(long).toMatch(/^“A very very .*…”$/);
    expect(long?.length).toBe(82);
  });

  it("names a news source, and what a fetch of it brought or why it failed", () => {
    const url = "https://news.example/feed.xml";
    expect(summariseAuditDetails("news-source.create", { url })).toBe(url);
    expect(summariseAuditDetails("news-source.refresh", { url, added: 3, skipped: 9 })).toBe(
      `${url}. 3 added, 9 skipped`,
    );
    expect(
      summariseAuditDetails("news-source.refresh", { url, error: "The feed answered 404" }),
    ).toBe(`${url}. The feed answered 404`);
  });

  it("names the fields an edit changed, with the old title", () => {
    const edit = (after: object) =>
      summariseAuditDetails("community.edit", { before: story, after: { ...story, ...after } });
    expect(edit({ content: "New text." })).toBe("Changed the content");
    expect(edit({ title: "Step-free at last", content: "New text." })).toBe(
      "Changed the title (was “Ramps at the station”) and content",
    );
    expect(edit({ title: "T", excerpt: "E", content: "C" })).toBe(
      "Changed the title (was “Ramps at the station”), excerpt and content",
    );
    expect(edit({})).toBe("Saved without changes");
  });

  it("says when a deleted story's wording has been removed", () => {
    expect(
      summariseAuditDetails("community.edit", { redacted: true, changed: ["title", "content"] }),
    ).toBe(
      "Changed the title and content. The story's wording was removed when the story was deleted",
    );
    expect(summariseAuditDetails("community.delete", { redacted: true, bulk: true })).toBe(
      "The story's wording was removed when the story was deleted. Part of a bulk action",
    );
  });

  it("mentions a promotion's copy and a bulk action", () => {
    expect(summariseAuditDetails("community.promote", { adviceArticleId: 41 })).toBe(
      "Copied as expert article 41",
    );
    expect(summariseAuditDetails("community.approve", { bulk: true })).toBe(
      "Part of a bulk action",
    );
    expect(
      summariseAuditDetails("community.delete", { bulk: true, title: "Hello", authorName: "Jo" }),
    ).toBe("“Hello” by Jo. Part of a bulk action");
  });

  it("counts what a retention purge deleted, leaving out the routine counters", () => {
    expect(
      summariseAuditDetails("retention.purge", {
        contactMessages: 2,
        unpublishedStories: 1,
        auditLog: 0,
        rateLimitHits: 40,
        loginThrottle: 3,
      }),
    ).toBe("Deleted 2 contact messages, 1 unpublished story");
  });
});
