// Sending a community story (POST /api/community) and the signed form token, on a real
// database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set).
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  CONTENT_MIN_MESSAGE,
  STORY_LIMITS,
  STORY_MESSAGES,
} from "../../../shared/contracts/stories.ts";
import { communityArticles } from "../../db/schema.ts";
import { setUpTestApp, testClock } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp();
const clock = testClock();
const timed = await setUpTestApp({}, clock.now);
// The browser tests' server: the floor is configurable (FORM_TOKEN_MIN_AGE_MS).
const noFloor = await setUpTestApp({ FORM_TOKEN_MIN_AGE_MS: "0" }, clock.now);

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
      { title: "t".repeat(STORY_LIMITS.title + 1) },
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
      { authorName: "n".repeat(STORY_LIMITS.authorName + 1) },
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

  it("quietly discards a story whose honeypot is filled: 201, nothing stored", async () => {
    const from = nextAddress();
    const response = await submit(
      { ...valid, authorEmail: "bot@example.org", website: "http://spam.example" },
      from,
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ title: valid.title, isApproved: false });
    expect(await storedByEmail("bot@example.org")).toEqual([]);
  });

  // A bot that fills the honeypot is limited as a person is, and past the limit gets the
  // same 429, so the answer still tells it nothing.
  it("counts honeypot stories toward the hourly limit, and past it answers them 429 too", async () => {
    const from = nextAddress();
    const bot = (i: number) =>
      submit(
        { ...valid, authorEmail: `bot${i}@example.org`, website: "http://spam.example" },
        from,
      );
    for (let i = 1; i <= 3; i++) expect((await bot(i)).statusCode).toBe(201);
    const refused = await bot(4);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: STORY_MESSAGES.submitLimited });
    const person = await submit({ ...valid, authorEmail: "after-bot@example.org" }, from);
    expect(person.statusCode).toBe(429);
    expect(person.json()).toEqual(refused.json());
  });

  it("answers a honeypot story 429 once real stories have reached the limit", async () => {
    const from = nextAddress();
    for (let i = 1; i <= 3; i++) {
      expect(
        (await submit({ ...valid, authorEmail: `real${i}@example.org` }, from)).statusCode,
      ).toBe(201);
    }
    const bot = await submit({ ...valid, authorEmail: "late-bot@example.org", website: "x" }, from);
    expect(bot.statusCode).toBe(429);
    expect(bot.json()).toEqual({ error: STORY_MESSAGES.submitLimited });
  });

  it("allows 3 stories an hour from one address, then answers 429 with a clear message", async () => {
    const from = nextAddress();
    for (let i = 1; i <= 3; i++) {
      const response = await submit({ ...valid, authorEmail: `busy${i}@example.org` }, from);
      expect(response.statusCode).toBe(201);
    }
    const refused = await submit({ ...valid, authorEmail: "busy4@example.org" }, from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: STORY_MESSAGES.submitLimited });
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
    expect(response.json()).toEqual({ error: STORY_MESSAGES.tooFast });
    expect(await timed.db.select().from(communityArticles)).not.toContainEqual(
      expect.objectContaining({ authorEmail: "fast@example.org" }),
    );
  });

  it("follows a configured floor: none at all for FORM_TOKEN_MIN_AGE_MS=0", async () => {
    const issued = (
      await noFloor.app.inject({ method: "GET", url: "/api/community/form-token" })
    ).json<{ token: string }>().token;
    const response = await noFloor.app.inject({
      method: "POST",
      url: "/api/community",
      remoteAddress: nextAddress(),
      payload: { ...valid, authorEmail: "instant@example.org", formToken: issued },
    });
    expect(response.statusCode).toBe(201);
  });

  it("refuses a token more than a day old", async () => {
    const issued = await token();
    clock.advance(24 * 60 * 60 * 1000 + 1);
    const response = await post(issued, "stale@example.org");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: STORY_MESSAGES.staleForm });
  });

  it("refuses forged and malformed tokens", async () => {
    const issued = await token();
    clock.advance(10_000);
    const [time, mac] = issued.split(".");
    const earlier = `${Number(time) - 60_000}.${mac}`;
    for (const forged of [earlier, `${time}.${"A".repeat(43)}`, "nonsense", ""]) {
      const response = await post(forged, "forged@example.org");
      expect(response.statusCode, forged).toBe(400);
      expect(response.json()).toEqual({ error: STORY_MESSAGES.badToken });
    }
  });
});
