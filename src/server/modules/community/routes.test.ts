// Issue 7: the community stories API on a real database (PGlite, and PostgreSQL when
// TEST_DATABASE_URL is set, where concurrent likes really race).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  COMMUNITY_LIMITS,
  COMMUNITY_MESSAGES,
  CONTENT_MIN_MESSAGE,
} from "../../../shared/contracts/community.ts";
import { communityArticleLikes, communityArticles, rateLimitHits } from "../../db/schema.ts";
import { makeCommunityStory } from "../../test/factories.ts";
import { ADMIN_PASSWORD, setUpTestApp, testClock } from "../../test/test-app.ts";

const { app, db, signIn } = await setUpTestApp();
const adminCookie = await signIn();
const clock = testClock();
const timed = await setUpTestApp({}, clock.now);

let address = 0;
/** Each test sends from its own client address, so per-address limits never leak between tests. */
const nextAddress = () => `203.0.113.${++address}`;

const CONTENT =
  "We put a bench by the till and a sign saying anyone may sit while they wait. Within a week three regulars thanked us.";

const valid = {
  title: "A bench by the till",
  content: CONTENT,
  excerpt: "",
  authorName: "Maggie, café owner",
  authorEmail: "maggie@example.co.uk",
};

const submit = (payload: unknown, remoteAddress = nextAddress()) =>
  app.inject({ method: "POST", url: "/api/community", payload: payload as object, remoteAddress });

const list = (query = "", headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: `/api/community${query}`, headers });

const storedByEmail = (email: string) =>
  db.select().from(communityArticles).where(eq(communityArticles.authorEmail, email));

describe("POST /api/community", () => {
  it("stores a valid story unapproved with no likes and answers 201 without the e-mail", async () => {
    const response = await submit({ ...valid, authorEmail: "first@example.org" });
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      title: valid.title,
      content: CONTENT,
      authorName: valid.authorName,
      isApproved: false,
      likeCount: 0,
    });
    expect(body).not.toHaveProperty("authorEmail");
    expect(JSON.stringify(body)).not.toContain("first@example.org");
    const [row] = await storedByEmail("first@example.org");
    expect(row).toMatchObject({ isApproved: false, likeCount: 0, id: body.id });
  });

  it("generates a blank excerpt from the first sentence, and keeps a given one", async () => {
    const generated = await submit({ ...valid, authorEmail: "gen@example.org" });
    expect(generated.json().excerpt).toBe(
      "We put a bench by the till and a sign saying anyone may sit while they wait.",
    );
    const missing = await submit({
      title: valid.title,
      content: CONTENT,
      authorName: valid.authorName,
      authorEmail: "missing@example.org",
    });
    expect(missing.statusCode).toBe(201);
    expect(missing.json().excerpt).toBe(generated.json().excerpt);
    const given = await submit({
      ...valid,
      excerpt: "  A bench helped.  ",
      authorEmail: "g@example.org",
    });
    expect(given.json().excerpt).toBe("A bench helped.");
  });

  it("cuts a long first sentence to 147 characters and an ellipsis", async () => {
    const sentence = `I${"n".repeat(150)}`;
    const response = await submit({ ...valid, content: `${sentence}. And more.` });
    expect(response.json().excerpt).toBe(`${sentence.slice(0, 147)}...`);
  });

  it("stores markup as plain text and returns it unchanged", async () => {
    const content = `<script>alert("x")</script> <b>bold</b> ${CONTENT}`;
    const response = await submit({ ...valid, content, title: "<img src=x onerror=alert(1)>" });
    expect(response.statusCode).toBe(201);
    expect(response.json().content).toBe(content);
    expect(response.json().title).toBe("<img src=x onerror=alert(1)>");
  });

  const invalid: [string, Record<string, unknown>, string, string | RegExp][] = [
    ["title missing", { title: undefined }, "title", "Enter a title for your story"],
    ["title blank", { title: "   " }, "title", "Enter a title for your story"],
    [
      "title over 255",
      { title: "t".repeat(COMMUNITY_LIMITS.title + 1) },
      "title",
      "Title must be 255 characters or fewer",
    ],
    ["content missing", { content: undefined }, "content", CONTENT_MIN_MESSAGE],
    ["content of 99 characters", { content: "c".repeat(99) }, "content", CONTENT_MIN_MESSAGE],
    [
      "content padded to 100 with spaces",
      { content: ` ${"c".repeat(98)} ` },
      "content",
      CONTENT_MIN_MESSAGE,
    ],
    ["authorName missing", { authorName: undefined }, "authorName", "Enter your name"],
    [
      "authorName over 100",
      { authorName: "n".repeat(COMMUNITY_LIMITS.authorName + 1) },
      "authorName",
      "Your name must be 100 characters or fewer",
    ],
    ["authorEmail missing", { authorEmail: undefined }, "authorEmail", "Enter your e-mail address"],
    [
      "authorEmail not an address",
      { authorEmail: "maggie at example" },
      "authorEmail",
      /correct format/,
    ],
    [
      "authorEmail over 255",
      { authorEmail: `${"e".repeat(250)}@example.org` },
      "authorEmail",
      "Your e-mail address must be 255 characters or fewer",
    ],
    ["content with a NUL", { content: `${CONTENT}\u0000` }, "content", /control characters/],
  ];
  for (const [label, change, field, message] of invalid) {
    it(`answers 400 naming the field and the rule when ${label}`, async () => {
      const response = await submit({ ...valid, ...change });
      expect(response.statusCode).toBe(400);
      const body = response.json<{
        error: string;
        details: { field: string; message: string }[];
      }>();
      expect(body.details.map((detail) => detail.field)).toEqual([field]);
      expect(body.details[0]?.message).toMatch(message);
    });
  }

  it("accepts content of exactly 100 characters and a title of exactly 255", async () => {
    const response = await submit({
      ...valid,
      content: "c".repeat(100),
      title: "t".repeat(255),
      authorName: "n".repeat(100),
    });
    expect(response.statusCode).toBe(201);
  });

  it("quietly discards a story whose honeypot is filled: 201, nothing stored or counted", async () => {
    const from = nextAddress();
    const response = await submit(
      { ...valid, authorEmail: "bot@example.org", website: "http://spam.example" },
      from,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: valid.title, isApproved: false });
    expect(await storedByEmail("bot@example.org")).toEqual([]);
    expect(await db.select().from(rateLimitHits).where(eq(rateLimitHits.key, from))).toEqual([]);
  });

  it("allows 3 stories an hour from one address, then answers 429 with a clear message", async () => {
    const from = nextAddress();
    for (let i = 1; i <= 3; i++) {
      const response = await submit({ ...valid, authorEmail: `busy${i}@example.org` }, from);
      expect(response.statusCode).toBe(201);
    }
    const refused = await submit({ ...valid, authorEmail: "busy4@example.org" }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: COMMUNITY_MESSAGES.submitLimited });
    expect(await storedByEmail("busy4@example.org")).toEqual([]);
    expect((await submit({ ...valid, authorEmail: "other@example.org" })).statusCode).toBe(201);
  });
});

describe("the signed form token", () => {
  const token = async () =>
    (await timed.app.inject({ method: "GET", url: "/api/community/form-token" })).json<{
      token: string;
    }>().token;
  const post = (formToken: string, email: string) =>
    timed.app.inject({
      method: "POST",
      url: "/api/community",
      remoteAddress: nextAddress(),
      payload: { ...valid, authorEmail: email, formToken },
    });

  it("is not cached", async () => {
    const response = await timed.app.inject({ method: "GET", url: "/api/community/form-token" });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("accepts a form sent 3 seconds or more after it was shown", async () => {
    const issued = await token();
    clock.advance(3_000);
    expect((await post(issued, "ok@example.org")).statusCode).toBe(201);
  });

  it("refuses a form sent faster than a person could, storing nothing", async () => {
    const issued = await token();
    clock.advance(2_000);
    const response = await post(issued, "fast@example.org");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: COMMUNITY_MESSAGES.tooFast });
    expect(await timed.db.select().from(communityArticles)).not.toContainEqual(
      expect.objectContaining({ authorEmail: "fast@example.org" }),
    );
  });

  it("refuses a token more than a day old", async () => {
    const issued = await token();
    clock.advance(24 * 60 * 60 * 1000 + 1);
    const response = await post(issued, "stale@example.org");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: COMMUNITY_MESSAGES.staleForm });
  });

  it("refuses forged and malformed tokens", async () => {
    const issued = await token();
    clock.advance(10_000);
    const [time, mac] = issued.split(".");
    const earlier = `${Number(time) - 60_000}.${mac}`;
    for (const forged of [earlier, `${time}.${"A".repeat(43)}`, "nonsense", ""]) {
      const response = await post(forged, "forged@example.org");
      expect(response.statusCode, forged).toBe(400);
      expect(response.json()).toEqual({ error: COMMUNITY_MESSAGES.badToken });
    }
  });
});

const approvedOld = await makeCommunityStory(db, {
  title: "Ramps and regulars",
  isApproved: true,
  createdAt: new Date("2026-01-10T10:00:00Z"),
  authorEmail: "old@example.org",
});
const approvedNew = await makeCommunityStory(db, {
  title: "Quiet hour at the supermarket",
  authorName: "Deepa, parent",
  isApproved: true,
  createdAt: new Date("2026-02-10T10:00:00Z"),
  authorEmail: "new@example.org",
});
const pending = await makeCommunityStory(db, {
  title: "Pending ramp story",
  isApproved: false,
  authorEmail: "pending@example.org",
});

describe("GET /api/community", () => {
  const ids = (body: { id: number }[]) => body.map((story) => story.id);
  const visitorQueries = ["", "?approved=true", "?approved=false", "?search=ramp"];

  it("gives visitors approved stories only, newest first", async () => {
    const body = (await list("?approved=true")).json<{ id: number }[]>();
    expect(ids(body)).toContain(approvedNew.id);
    expect(ids(body).indexOf(approvedNew.id)).toBeLessThan(ids(body).indexOf(approvedOld.id));
    expect(ids(body)).not.toContain(pending.id);
  });

  for (const query of visitorQueries) {
    for (const [label, headers] of [
      ["no credentials", {}],
      ["a forged cookie", { cookie: "ra_admin=forged-session-id" }],
      [
        "a tampered admin cookie",
        { cookie: "ra_admin=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" },
      ],
    ] as const) {
      it(`never shows pending stories or e-mails to visitors (${query || "no query"}, ${label})`, async () => {
        const response = await list(query, headers);
        expect(response.statusCode).toBe(200);
        expect(ids(response.json())).not.toContain(pending.id);
        expect(response.body).not.toMatch(/@example\.org|authorEmail|isApproved/);
      });
    }
  }

  it("searches title, content, excerpt and author name, case-insensitively", async () => {
    const byTitle = await makeCommunityStory(db, { isApproved: true, title: "The HEARING loop" });
    const byContent = await makeCommunityStory(db, {
      isApproved: true,
      content: `${"x".repeat(100)} our hearing loop works now.`,
    });
    const byExcerpt = await makeCommunityStory(db, {
      isApproved: true,
      excerpt: "Hearing matters.",
    });
    const byAuthor = await makeCommunityStory(db, {
      isApproved: true,
      authorName: "Hearing Dog Owner",
    });
    await makeCommunityStory(db, { isApproved: false, title: "Pending hearing story" });
    const found = ids((await list("?approved=true&search=hEaRiNg")).json());
    expect(found.sort()).toEqual([byTitle.id, byContent.id, byExcerpt.id, byAuthor.id].sort());
    expect(ids((await list("?search=%25")).json())).toEqual([]);
  });

  it("answers 400 to an unknown parameter or a bad approved value", async () => {
    expect((await list("?q=ramp")).statusCode).toBe(400);
    expect((await list("?approved=maybe")).statusCode).toBe(400);
  });

  it("gives the admin every story with isApproved and authorEmail, filtered by approved", async () => {
    for (const headers of [
      { cookie: adminCookie },
      { authorization: `Bearer ${ADMIN_PASSWORD}` },
    ] as Record<string, string>[]) {
      const all = await list("", headers);
      expect(all.statusCode).toBe(200);
      expect(all.headers["cache-control"]).toBe("no-store");
      const body = all.json<{ id: number; isApproved: boolean; authorEmail: string }[]>();
      expect(body.find((story) => story.id === pending.id)).toMatchObject({
        isApproved: false,
        authorEmail: "pending@example.org",
      });
      const pendingOnly = (await list("?approved=false", headers)).json<
        { isApproved: boolean }[]
      >();
      expect(pendingOnly.length).toBeGreaterThan(0);
      expect(pendingOnly.every((story) => !story.isApproved)).toBe(true);
      const approvedOnly = (await list("?approved=true", headers)).json<
        { id: number; isApproved: boolean }[]
      >();
      expect(approvedOnly.every((story) => story.isApproved)).toBe(true);
      expect(ids(approvedOnly)).toContain(approvedNew.id);
    }
  });

  it("answers 401 to a wrong Bearer password rather than guessing", async () => {
    const response = await list("", { authorization: "Bearer wrong" });
    expect(response.statusCode).toBe(401);
  });
});

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
    helperStory ??= makeCommunityStory(db, { isApproved: true });
    const response = await like((await helperStory).id, undefined, "DELETE");
    const cookie = response.cookies.find((c) => c.name === "ra_visitor");
    if (!cookie) throw new Error("no visitor cookie");
    return `${cookie.name}=${cookie.value}`;
  }

  it("sets a signed, HttpOnly, SameSite=Lax visitor cookie for a year on a first like only", async () => {
    const story = await makeCommunityStory(db, { isApproved: true });
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
    expect((await list()).cookies).toEqual([]);
  });

  it("toggles, idempotently, with the count replaced by the server's", async () => {
    const story = await makeCommunityStory(db, { isApproved: true, likeCount: 5 });
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
    const story = await makeCommunityStory(db, { isApproved: true });
    const visitor = await newVisitor(story.id);
    await like(story.id, visitor);
    const forged = `ra_visitor=${visitor.split("=")[1]?.split(".")[0]}.forgedsignature`;
    expect((await liked(story.id, forged)).json()).toEqual({ liked: false });
    const response = await like(story.id, forged);
    expect(response.json()).toEqual({ success: true, likeCount: 2 });
    expect(response.cookies.map((c) => c.name)).toEqual(["ra_visitor"]);
  });

  it("counts 40 different visitors liking at once exactly 40 times", async () => {
    const story = await makeCommunityStory(db, { isApproved: true });
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
    const story = await makeCommunityStory(db, { isApproved: true });
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
    const pending = await makeCommunityStory(db, { isApproved: false });
    const visitor = await newVisitor((await makeCommunityStory(db, { isApproved: true })).id);
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
    const story = await makeCommunityStory(db, { isApproved: true });
    const from = nextAddress();
    const visitor = await newVisitor(story.id);
    for (let i = 0; i < 60; i++) {
      const response = await like(story.id, visitor, i % 2 ? "DELETE" : "POST", from);
      expect(response.statusCode).toBe(200);
    }
    const refused = await like(story.id, visitor, "POST", from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: COMMUNITY_MESSAGES.likeLimited });
    expect((await like(story.id, visitor)).statusCode).toBe(200);
  });
});
