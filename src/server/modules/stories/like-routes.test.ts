// Likes on a real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set, where
// concurrent likes really race).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STORY_MESSAGES } from "../../../shared/contracts/stories.ts";
import { communityArticleLikes, communityArticles } from "../../db/schema.ts";
import { makeStory } from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp();

let address = 0;
/** Each test sends from its own client address, so per-address limits never leak between tests. */
const nextAddress = () => `203.0.113.${++address}`;

describe("likes", () => {
  const like = (
    id: number,
    cookie?: string,
    method: "POST" | "DELETE" = "POST",
    remoteAddress = nextAddress(),
  ) =>
    app.inject({
      method,
      url: `/api/community/${id}/like`,
      remoteAddress,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  const liked = (id: number, cookie?: string) =>
    app.inject({
      method: "GET",
      url: `/api/community/${id}/liked`,
      ...(cookie ? { headers: { cookie } } : {}),
    });

  /** A new visitor: the cookie the server sets on a first like (undone at once) of a helper story. */
  let helperStory: Promise<{ id: number }> | undefined;
  async function newVisitor(_storyId?: number) {
    helperStory ??= makeStory(db, { isApproved: true });
    const response = await like((await helperStory).id, undefined, "DELETE");
    const cookie = response.cookies.find((c) => c.name === "ra_visitor");
    if (!cookie) throw new Error("no visitor cookie");
    return `${cookie.name}=${cookie.value}`;
  }

  it("sets a signed, HttpOnly, SameSite=Lax visitor cookie for a year on a first like only", async () => {
    const story = await makeStory(db, { isApproved: true });
    const asked = await liked(story.id);
    expect(asked.json()).toEqual({ liked: false });
    expect(asked.cookies).toEqual([]);
    const response = await like(story.id);
    expect(response.json()).toEqual({ success: true, likeCount: 1 });
    const cookie = response.cookies.find((c) => c.name === "ra_visitor");
    expect(cookie).toMatchObject({
      httpOnly: true,
      sameSite: "Lax",
      path: "/",
      maxAge: 31_536_000,
    });
    expect(cookie?.value).toMatch(/^[0-9a-f-]{36}\.[\w+/=-]+$/);
    // An existing valid cookie is kept, and it is what identifies the visitor.
    const again = await like(story.id, `ra_visitor=${cookie?.value}`);
    expect(again.cookies).toEqual([]);
    expect(again.json()).toEqual({ success: true, likeCount: 1 });
    expect((await liked(story.id, `ra_visitor=${cookie?.value}`)).json()).toEqual({ liked: true });
    // A list or page view sets none.
    expect((await app.inject({ method: "GET", url: "/api/community" })).cookies).toEqual([]);
  });

  it("toggles, idempotently, with the count replaced by the server's", async () => {
    const story = await makeStory(db, { isApproved: true, likeCount: 5 });
    const visitor = await newVisitor(story.id);
    expect((await like(story.id, visitor)).json()).toEqual({ success: true, likeCount: 6 });
    expect((await like(story.id, visitor)).json()).toEqual({ success: true, likeCount: 6 });
    expect((await liked(story.id, visitor)).json()).toEqual({ liked: true });
    const other = await newVisitor(story.id);
    expect((await liked(story.id, other)).json()).toEqual({ liked: false });
    expect((await like(story.id, other)).json()).toEqual({ success: true, likeCount: 7 });
    expect((await like(story.id, visitor, "DELETE")).json()).toEqual({
      success: true,
      likeCount: 6,
    });
    expect((await like(story.id, visitor, "DELETE")).json()).toEqual({
      success: true,
      likeCount: 6,
    });
    expect((await liked(story.id, visitor)).json()).toEqual({ liked: false });
  });

  it("treats a forged visitor cookie as a new visitor", async () => {
    const story = await makeStory(db, { isApproved: true });
    const visitor = await newVisitor(story.id);
    await like(story.id, visitor);
    const forged = `ra_visitor=${visitor.split("=")[1]?.split(".")[0]}.forgedsignature`;
    expect((await liked(story.id, forged)).json()).toEqual({ liked: false });
    const response = await like(story.id, forged);
    expect(response.json()).toEqual({ success: true, likeCount: 2 });
    expect(response.cookies.map((c) => c.name)).toEqual(["ra_visitor"]);
  });

  it("counts 40 different visitors liking at once exactly 40 times", async () => {
    const story = await makeStory(db, { isApproved: true });
    const visitors = await Promise.all(Array.from({ length: 40 }, () => newVisitor(story.id)));
    const answers = await Promise.all(visitors.map((visitor) => like(story.id, visitor)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(40).fill(200));
    const [row] = await db
      .select()
      .from(communityArticles)
      .where(eq(communityArticles.id, story.id));
    expect(row?.likeCount).toBe(40);
    const likes = await db
      .select()
      .from(communityArticleLikes)
      .where(eq(communityArticleLikes.articleId, story.id));
    expect(likes).toHaveLength(40);
    expect(Math.max(...answers.map((answer) => answer.json().likeCount))).toBe(40);
  });

  it("counts one visitor liking 10 times at once as one like, and unliking likewise", async () => {
    const story = await makeStory(db, { isApproved: true });
    const visitor = await newVisitor(story.id);
    const likes = await Promise.all(Array.from({ length: 10 }, () => like(story.id, visitor)));
    expect(likes.map((answer) => answer.json().likeCount)).toEqual(Array(10).fill(1));
    const unlikes = await Promise.all(
      Array.from({ length: 10 }, () => like(story.id, visitor, "DELETE")),
    );
    expect(unlikes.map((answer) => answer.json().likeCount)).toEqual(Array(10).fill(0));
    const [row] = await db
      .select()
      .from(communityArticles)
      .where(eq(communityArticles.id, story.id));
    expect(row?.likeCount).toBe(0);
  });

  it("answers 404 for pending or missing stories, and changes nothing", async () => {
    const pending = await makeStory(db, { isApproved: false });
    const visitor = await newVisitor((await makeStory(db, { isApproved: true })).id);
    for (const id of [pending.id, 999_999]) {
      for (const method of ["POST", "DELETE"] as const) {
        const response = await like(id, visitor, method);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ error: "Community story not found" });
      }
      expect((await liked(id, visitor)).statusCode).toBe(404);
    }
    expect(
      await db
        .select()
        .from(communityArticleLikes)
        .where(eq(communityArticleLikes.articleId, pending.id)),
    ).toEqual([]);
    expect((await app.inject({ method: "POST", url: "/api/community/abc/like" })).statusCode).toBe(
      400,
    );
  });

  it("limits likes and unlikes per address, with a clear message", async () => {
    const story = await makeStory(db, { isApproved: true });
    const from = nextAddress();
    const visitor = await newVisitor(story.id);
    for (let i = 0; i < 60; i++) {
      const response = await like(story.id, visitor, i % 2 ? "DELETE" : "POST", from);
      expect(response.statusCode).toBe(200);
    }
    const refused = await like(story.id, visitor, "POST", from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: STORY_MESSAGES.likeLimited });
    expect((await like(story.id, visitor)).statusCode).toBe(200);
  });

  it("refuses likes that a browser says came from another site, and counts nothing", async () => {
    const story = await makeStory(db, { isApproved: true, likeCount: 12 });
    for (const headers of [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
    ]) {
      const response = await app.inject({
        method: "POST",
        url: `/api/community/${story.id}/like`,
        remoteAddress: nextAddress(),
        headers,
      });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ error: "Cross-site requests are not allowed" });
      expect(response.cookies).toEqual([]);
    }
    const [row] = await db
      .select({ likeCount: communityArticles.likeCount })
      .from(communityArticles)
      .where(eq(communityArticles.id, story.id));
    expect(row?.likeCount).toBe(12);
  });

  it("sets no visitor cookie when the like is refused or the story is missing", async () => {
    const missing = await like(999_998);
    expect(missing.statusCode).toBe(404);
    expect(missing.cookies).toEqual([]);

    const story = await makeStory(db, { isApproved: true });
    const from = nextAddress();
    const visitor = await newVisitor(story.id);
    for (let i = 0; i < 60; i++) await like(story.id, visitor, i % 2 ? "DELETE" : "POST", from);
    const refused = await like(story.id, undefined, "POST", from);
    expect(refused.statusCode).toBe(429);
    expect(refused.cookies).toEqual([]);
  });

  it("accepts a like sent as JSON with an empty body, as many HTTP clients send it", async () => {
    const story = await makeStory(db, { isApproved: true });
    const response = await app.inject({
      method: "POST",
      url: `/api/community/${story.id}/like`,
      remoteAddress: nextAddress(),
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, likeCount: 1 });
  });
});
