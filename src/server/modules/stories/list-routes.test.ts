// The community story list (GET /api/community) for visitors and for the admin.
import { describe, expect, it } from "vitest";
import { makeStory } from "../../test/factories.ts";
import { ADMIN_PASSWORD, setUpTestApp } from "../../test/test-app.ts";

const { app, db, signIn } = await setUpTestApp();
const adminCookie = await signIn();

const list = (query = "", headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: `/api/community${query}`, headers });

const approvedOld = await makeStory(db, {
  title: "Ramps and regulars",
  isApproved: true,
  createdAt: new Date("2026-01-10T10:00:00Z"),
  authorEmail: "old@example.org",
});
const approvedNew = await makeStory(db, {
  title: "Quiet hour at the supermarket",
  authorName: "Deepa, parent",
  isApproved: true,
  createdAt: new Date("2026-02-10T10:00:00Z"),
  authorEmail: "new@example.org",
});
const pending = await makeStory(db, {
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
    const byTitle = await makeStory(db, { isApproved: true, title: "The HEARING loop" });
    const byContent = await makeStory(db, {
      isApproved: true,
      content: `${"x".repeat(100)} our hearing loop works now.`,
    });
    const byExcerpt = await makeStory(db, {
      isApproved: true,
      excerpt: "Hearing matters.",
    });
    const byAuthor = await makeStory(db, {
      isApproved: true,
      authorName: "Hearing Dog Owner",
    });
    await makeStory(db, { isApproved: false, title: "Pending hearing story" });
    const found = ids((await list("?approved=true&search=hEaRiNg")).json());
    expect(found.sort()).toEqual([byTitle.id, byContent.id, byExcerpt.id, byAuthor.id].sort());
    expect(ids((await list("?search=%25")).json())).toEqual([]);
  });

  it("ranks a search's stories best match first and finds related words", async () => {
    const inText = await makeStory(db, {
      isApproved: true,
      title: "Our new front door",
      content: `${"We changed a lot this year. ".repeat(5)}A wheelchair user told us the door was too heavy.`,
      createdAt: new Date("2026-03-01T10:00:00Z"),
    });
    const inTitle = await makeStory(db, {
      isApproved: true,
      title: "Wheelchair access at our village hall",
      createdAt: new Date("2026-01-01T10:00:00Z"),
    });
    const related = await makeStory(db, {
      isApproved: true,
      title: "The portable ramp that changed Saturdays",
      createdAt: new Date("2026-02-01T10:00:00Z"),
    });
    const found = ids((await list("?approved=true&search=wheelchair")).json());
    // The title match first, though older; a story about a ramp is found by the related word.
    expect(found.indexOf(inTitle.id)).toBeLessThan(found.indexOf(inText.id));
    expect(found).toContain(related.id);
    // Part of a word, as someone types, still finds it.
    expect(ids((await list("?search=wheelch")).json())).toContain(inTitle.id);
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
