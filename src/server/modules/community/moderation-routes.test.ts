import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AdminCommunityStory } from "../../../shared/contracts/community.ts";
import { adviceArticles, auditLog, communityArticleLikes } from "../../db/schema.ts";
import { makeCommunityStory } from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db, signIn } = await setUpTestApp();
const cookie = await signIn();

const act = (method: "POST" | "DELETE", url: string) =>
  app.inject({ method, url, headers: { cookie } });
const visibleTitles = async () =>
  (await app.inject({ method: "GET", url: "/api/community?approved=true" }))
    .json<{ title: string }[]>()
    .map((story) => story.title);
const lastAudit = async () =>
  (await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("approve and unapprove", () => {
  it("makes a pending story visible to visitors, and hides it again", async () => {
    const story = await makeCommunityStory(db, { title: "Pending then approved" });
    expect(await visibleTitles()).not.toContain("Pending then approved");

    const approved = await act("POST", `/api/community/${story.id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<AdminCommunityStory>()).toMatchObject({ id: story.id, isApproved: true });
    expect(await visibleTitles()).toContain("Pending then approved");
    expect(await lastAudit()).toMatchObject({
      action: "community.approve",
      targetId: String(story.id),
    });

    const unapproved = await act("POST", `/api/community/${story.id}/unapprove`);
    expect(unapproved.json<AdminCommunityStory>()).toMatchObject({ isApproved: false });
    expect(await visibleTitles()).not.toContain("Pending then approved");
  });

  it("answers 404 for unknown stories", async () => {
    expect((await act("POST", "/api/community/999999/approve")).statusCode).toBe(404);
    expect((await act("POST", "/api/community/999999/unapprove")).statusCode).toBe(404);
  });
});

describe("move-to-expert", () => {
  it("copies the story into the expert articles once, and the original stays", async () => {
    const story = await makeCommunityStory(db, { title: "Worth promoting", isApproved: true });
    const first = await act("POST", `/api/community/${story.id}/move-to-expert`);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: "Worth promoting",
      content: story.content,
      excerpt: story.excerpt,
      communityArticleId: story.id,
      tags: expect.arrayContaining(["community"]),
    });
    const again = await act("POST", `/api/community/${story.id}/move-to-expert`);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
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
    const story = await makeCommunityStory(db, { title: "Raced promotion" });
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
    const story = await makeCommunityStory(db, { title: "Doomed story", isApproved: true });
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
