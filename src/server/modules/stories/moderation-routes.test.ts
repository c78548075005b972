import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminStory, AdminStoryListItem } from "../../../shared/contracts/stories.ts";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import { plainTextToMarkdown } from "../../../shared/markdown/from-plain-text.ts";
import { adviceArticles, auditLog, communityArticleLikes } from "../../db/schema.ts";
import { makeStory } from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db, signIn } = await setUpTestApp();
const cookie = await signIn();

const act = (method: "POST" | "DELETE", url: string) =>
  app.inject({ method, url, headers: { cookie } });
const adminList = async () =>
  (await app.inject({ method: "GET", url: "/api/community", headers: { cookie } })).json<
    AdminStoryListItem[]
  >();
const visibleTitles = async () =>
  (await app.inject({ method: "GET", url: "/api/community?approved=true" }))
    .json<{ title: string }[]>()
    .map((story) => story.title);
const lastAudit = async () =>
  (await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("approve and unapprove", () => {
  it("accepts a JSON content type with an empty body, since these actions take none", async () => {
    const story = await makeStory(db);
    const approved = await app.inject({
      method: "POST",
      url: `/api/community/${story.id}/approve`,
      headers: { cookie, "content-type": "application/json" },
      payload: "",
    });
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminStory>()).toMatchObject({ id: story.id, isApproved: true });
  });

  it("makes a pending story visible to visitors, and hides it again", async () => {
    const story = await makeStory(db, { title: "Pending then approved" });
    expect(await visibleTitles()).not.toContain("Pending then approved");

    const approved = await act("POST", `/api/community/${story.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminStory>()).toMatchObject({ id: story.id, isApproved: true });
    expect(await visibleTitles()).toContain("Pending then approved");
    expect(await lastAudit()).toMatchObject({
      action: "community.approve",
      targetId: String(story.id),
    });

    const unapproved = await act("POST", `/api/community/${story.id}/unapprove`);
    expect(unapproved.json<AdminStory>()).toMatchObject({ isApproved: false });
    expect(await visibleTitles()).not.toContain("Pending then approved");
  });

  it("answers 404 for unknown stories", async () => {
    expect((await act("POST", "/api/community/999999/approve")).statusCode).toBe(404);
    expect((await act("POST", "/api/community/999999/unapprove")).statusCode).toBe(404);
  });
});

describe("move-to-expert", () => {
  it("copies the story into the expert articles once, and the original stays", async () => {
    const story = await makeStory(db, { title: "Worth promoting", isApproved: true });
    const first = await act("POST", `/api/community/${story.id}/move-to-expert`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: "Worth promoting",
      // Articles are Markdown; the story's plain text is escaped into it, unchanged.
      content: plainTextToMarkdown(story.content),
      excerpt: story.excerpt,
      communityArticleId: story.id,
      tags: expect.arrayContaining(["community"]),
      // The copy is still its community author's, and cites nothing it did not.
      authorName: story.authorName,
      sources: [],
      relatedQuickSolutions: [],
    });
    expect(first.json().publishedAt).toBe(first.json().createdAt);
    const again = await act("POST", `/api/community/${story.id}/move-to-expert`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    // The admin's list says which stories have an expert copy.
    const listed = await adminList();
    expect(listed.find(({ id }) => id === story.id)?.expertArticleId).toBe(first.json().id);
    expect(listed.filter(({ id }) => id !== story.id).map((row) => row.expertArticleId)).toEqual(
      listed.filter(({ id }) => id !== story.id).map(() => null),
    );
    const copies = await db
      .select()
      .from(adviceArticles)
      .where(eq(adviceArticles.communityArticleId, story.id));
    expect(copies).toHaveLength(1);
    expect(await visibleTitles()).toContain("Worth promoting");
    const categories = (await app.inject({ method: "GET", url: "/api/advice/categories" })).json<
      { name: string; articleCount: number }[]
    >();
    expect(categories.find((category) => category.name === "Community")?.articleCount).toBe(1);
  });

  it("makes one copy when two promotions race", async () => {
    const story = await makeStory(db, { title: "Raced promotion" });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => act("POST", `/api/community/${story.id}/move-to-expert`)),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.every((answer) => [200, 201].includes(answer.statusCode))).toBe(true);
    const copies = await db
      .select()
      .from(adviceArticles)
      .where(eq(adviceArticles.communityArticleId, story.id));
    expect(copies).toHaveLength(1);
  });

  it("answers 404 for an unknown story", async () => {
    expect((await act("POST", "/api/community/999999/move-to-expert")).statusCode).toBe(404);
  });
});

describe("delete", () => {
  it("removes the story and its likes for good, audited", async () => {
    const story = await makeStory(db, { title: "Doomed story", isApproved: true });
    await db.insert(communityArticleLikes).values({ articleId: story.id, userIdentifier: "v1" });
    const response = await act("DELETE", `/api/community/${story.id}`);
    expect(response.statusCode).toBe(204);
    expect(await visibleTitles()).not.toContain("Doomed story");
    const likes = await db
      .select()
      .from(communityArticleLikes)
      .where(eq(communityArticleLikes.articleId, story.id));
    expect(likes).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: "community.delete",
      details: { title: "Doomed story" },
    });
    expect((await act("DELETE", `/api/community/${story.id}`)).statusCode).toBe(404);
  });
});

describe("edit before approving", () => {
  const edit = (id: number, payload: object) =>
    app.inject({ method: "PATCH", url: `/api/community/${id}`, headers: { cookie }, payload });

  it("saves the corrections and keeps the original wording in the audit log", async () => {
    const story = await makeStory(db, { title: "Teh ramp at the libary" });
    const content = `${story.content} A line the author asked us to add.`;
    const response = await edit(story.id, { title: "  The ramp at the library ", content });
    expect(response.statusCode).toBe(200);
    expect(response.json<AdminStory>()).toMatchObject({
      title: "The ramp at the library",
      content,
      excerpt: story.excerpt,
      isApproved: false,
    });
    expect(await lastAudit()).toMatchObject({
      action: "community.edit",
      targetId: String(story.id),
      details: {
        before: { title: "Teh ramp at the libary", content: story.content },
        after: { title: "The ramp at the library", content },
      },
    });
  });

  it("makes the summary again from the content when it is cleared", async () => {
    const story = await makeStory(db, { excerpt: "An old summary." });
    const response = await edit(story.id, { excerpt: "" });
    expect(response.json<AdminStory>().excerpt).toBe(generateExcerpt(story.content));
    expect(story.excerpt).not.toBe(generateExcerpt(story.content));
  });

  it("records nothing when nothing changed", async () => {
    const story = await makeStory(db);
    const before = await lastAudit();
    expect((await edit(story.id, { title: story.title })).statusCode).toBe(200);
    expect(await lastAudit()).toEqual(before);
  });

  it("refuses what a visitor could not submit either, with the same messages", async () => {
    const story = await makeStory(db);
    const short = await edit(story.id, { content: "Too short." });
    expect(short.statusCode).toBe(400);
    expect(JSON.stringify(short.json())).toContain("Content must be at least 100 characters long");
    expect((await edit(story.id, { title: "" })).statusCode).toBe(400);
    expect((await edit(story.id, {})).statusCode).toBe(400);
    expect((await edit(story.id, { authorEmail: "x@example.com" })).statusCode).toBe(400);
    expect((await edit(999999, { title: "Gone" })).statusCode).toBe(404);
  });
});

describe("bulk moderation", () => {
  const bulk = (payload: object) =>
    app.inject({ method: "POST", url: "/api/community/bulk", headers: { cookie }, payload });

  it("approves several stories at once, one audit row each, and reports missing ones", async () => {
    const first = await makeStory(db, { title: "Bulk one" });
    const second = await makeStory(db, { title: "Bulk two" });
    const response = await bulk({
      action: "approve",
      ids: [first.id, second.id, 999999, first.id],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      action: "approve",
      done: [first.id, second.id],
      missing: [999999],
    });
    expect(await visibleTitles()).toEqual(expect.arrayContaining(["Bulk one", "Bulk two"]));
    const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(2);
    expect(rows.map((row) => row.targetId).sort()).toEqual(
      [String(first.id), String(second.id)].sort(),
    );
    expect(rows.every((row) => row.action === "community.approve")).toBe(true);

    const back = await bulk({ action: "unapprove", ids: [first.id, second.id] });
    expect(back.json().done).toEqual([first.id, second.id]);
    expect(await visibleTitles()).not.toContain("Bulk one");
  });

  it("deletes several stories and their likes together", async () => {
    const first = await makeStory(db, { isApproved: true });
    const second = await makeStory(db);
    await db.insert(communityArticleLikes).values({ articleId: first.id, userIdentifier: "v9" });
    const response = await bulk({ action: "delete", ids: [first.id, second.id] });
    expect(response.json().done).toEqual([first.id, second.id]);
    expect((await act("DELETE", `/api/community/${first.id}`)).statusCode).toBe(404);
    const likes = await db
      .select()
      .from(communityArticleLikes)
      .where(eq(communityArticleLikes.articleId, first.id));
    expect(likes).toEqual([]);
  });

  it("refuses an unknown action, no stories, too many or odd ids", async () => {
    for (const payload of [
      { action: "promote", ids: [1] },
      { action: "approve", ids: [] },
      { action: "approve", ids: Array.from({ length: 101 }, (_, index) => index + 1) },
      { action: "approve", ids: ["1; drop table"] },
      { action: "approve", ids: [1], extra: true },
    ]) {
      const response = await bulk(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toHaveProperty("error");
    }
  });
});
