// The one publishing pipeline, run through the same tests for every kind written in the admin:
// drafts nobody else sees, checks on every save, publishing refused while an error stands,
// scheduling through the job, taking down, a revision for every save and restoring one, asking
// for a review and sending back, and who may do what.
import { and, asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { NEWS_FEED_EMBED_PATH } from "../../../shared/news.ts";
import { PUBLISHING_KINDS, type PublishingKindName } from "../../../shared/publishing-kinds.ts";
import { auditLog, notificationOutbox } from "../../db/schema.ts";
import { dataVersion } from "../../lib/data-version.ts";
import { makeArticleCategory, makeMedia } from "../../test/factories.ts";
import { setUpTestApp, testClock } from "../../test/test-app.ts";
import { publishScheduled } from "./schedule.ts";

// Later than anything the seed or the factories date, so a published piece is the newest.
const clock = testClock(new Date("2030-01-15T09:00:00Z"));
const { app, db, database, signInAs } = await setUpTestApp({}, clock.now);
const editor = await signInAs("editor");
const contributor = await signInAs("contributor");
const category = await makeArticleCategory(db, { name: "Service" });
const sign = await makeMedia(db, { alt: "A loop sign at a library desk" });

interface Piece {
  id: number;
  title: string;
  url: string;
  status: string;
}

let titles = 0;
const uniqueTitle = (words: string) => {
  titles += 1;
  return `${words} ${titles} ${Math.random().toString(36).slice(2, 7)}`;
};

/** What a visitor can find of a piece: its API page, the public list, its feed and the sitemap. */
type Sightings = Record<"page" | "list" | "feed" | "sitemap" | "found", number | boolean>;

interface KindUnderTest {
  name: PublishingKindName;
  /** Text that passes the checks. */
  good: string;
  draftBody: (overrides?: Record<string, unknown>) => Record<string, unknown>;
  sightings: (piece: Piece) => Promise<Sightings>;
}

const inList = (body: string, id: number) =>
  (JSON.parse(body) as { id: number }[]).some((entry) => entry.id === id);

const KINDS: KindUnderTest[] = [
  {
    name: "article",
    good: "## Why quiet hours help\n\nBright lights and loud music make shopping hard for many autistic people.",
    draftBody: (overrides = {}) => ({
      title: uniqueTitle("Quiet hours that work"),
      excerpt: "How to run a quiet hour your customers can rely on.",
      categoryId: category.id,
      tags: ["sensory", "retail"],
      content:
        "## Why quiet hours help\n\nBright lights and loud music make shopping hard for many autistic people.",
      ...overrides,
    }),
    async sightings(piece) {
      const [own, list, search, feed, sitemap] = await Promise.all([
        app.inject(`/api/advice/articles/${piece.id}`),
        app.inject("/api/advice/articles"),
        app.inject(`/api/advice/articles?search=${encodeURIComponent(piece.title)}`),
        app.inject("/feeds/articles.xml"),
        app.inject("/sitemap.xml"),
      ]);
      return {
        page: own.statusCode,
        list: inList(list.body, piece.id),
        found: inList(search.body, piece.id),
        feed: feed.body.includes(piece.title),
        sitemap: sitemap.body.includes(piece.url),
      };
    },
  },
  {
    name: "news",
    good: "The council has fitted a hearing loop at every library desk in the borough.\n\nStaff test each loop every month.",
    draftBody: (overrides = {}) => ({
      title: uniqueTitle("Hearing loops at every library"),
      excerpt: "Every library desk in the borough now has a hearing loop.",
      category: "Venues",
      content:
        "The council has fitted a hearing loop at every library desk in the borough.\n\nStaff test each loop every month.",
      ...overrides,
    }),
    async sightings(piece) {
      const [own, list, top, embed, feed, sitemap] = await Promise.all([
        app.inject(`/api/news/${piece.id}`),
        app.inject("/api/news?limit=100"),
        app.inject("/api/news/top-stories?limit=50"),
        app.inject(NEWS_FEED_EMBED_PATH),
        app.inject("/feeds/news.xml"),
        app.inject("/sitemap.xml"),
      ]);
      return {
        page: own.statusCode,
        list: inList(list.body, piece.id),
        // Among the top stories, or (not being one) in the latest news embed.
        found: inList(top.body, piece.id) || embed.body.includes(piece.title),
        feed: feed.body.includes(piece.title),
        sitemap: sitemap.body.includes(piece.url),
      };
    },
  },
];

const NOWHERE = { page: 404, list: false, found: false, feed: false, sitemap: false };
const EVERYWHERE = { page: 200, list: true, found: true, feed: true, sitemap: true };

type Method = "GET" | "POST" | "PATCH";
const call = (cookie: string, method: Method, url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

const auditActions = async (id: number, prefix: string) =>
  (
    await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(id)), eq(auditLog.success, true)))
      .orderBy(asc(auditLog.id))
  )
    .map((row) => row.action)
    .filter((action) => action.startsWith(`${prefix}.`));

describe.each(KINDS)("$name written in the admin", (kind) => {
  const base = PUBLISHING_KINDS[kind.name].adminApi;
  const prefix = kind.name;
  const run = () => publishScheduled({ database, version: dataVersion(db, 0), now: clock.now });

  async function createDraft(cookie = editor.cookie, overrides: Record<string, unknown> = {}) {
    const response = await call(cookie, "POST", base, kind.draftBody(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json<Piece & { checks: { rule: string; severity: string }[] }>();
  }

  it("makes a draft with its checks, by its writer, seen by nobody outside the team", async () => {
    const created = await createDraft(editor.cookie, {
      content: `${kind.good}\n\nTo find out more, [click here](https://www.example.org/more).`,
    });
    expect(created).toMatchObject({
      status: "draft",
      authorId: editor.user.id,
      authorName: editor.user.displayName,
      reviewNote: null,
    });
    expect(created.checks).toContainEqual(
      expect.objectContaining({ rule: "link-text", severity: "warning" }),
    );
    expect(await kind.sightings(created)).toEqual(NOWHERE);
    expect(await auditActions(created.id, prefix)).toEqual([`${prefix}.create`]);
  });

  it("refuses to publish while an image has no text alternative, then publishes once it has", async () => {
    const draft = await createDraft(editor.cookie, {
      content: `${kind.good}\n\n![](${sign.url})`,
    });
    const refused = await call(editor.cookie, "POST", `${base}/${draft.id}/publish`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(
        /^The “Image description” check stops publishing: This image has no text alternative/,
      ),
      stoppedBy: ["image-alt"],
      checks: expect.arrayContaining([
        expect.objectContaining({ rule: "image-alt", severity: "error" }),
      ]),
    });
    expect(await kind.sightings(draft)).toEqual(NOWHERE);

    await call(editor.cookie, "PATCH", `${base}/${draft.id}`, { content: kind.good });
    const published = await call(editor.cookie, "POST", `${base}/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      status: "published",
      publishedAt: clock.now().toISOString(),
      updatedAt: clock.now().toISOString(),
      publishAt: null,
    });
    expect(await kind.sightings(draft)).toEqual(EVERYWHERE);
    expect(await auditActions(draft.id, prefix)).toEqual([
      `${prefix}.create`,
      `${prefix}.update`,
      `${prefix}.publish`,
    ]);
  });

  it("schedules for a later time, and the job publishes it then, not before", async () => {
    const draft = await createDraft(editor.cookie, {
      ...(kind.name === "news" ? { isTopStory: false } : {}),
    });
    // A few minutes ahead: the test clock moves the sessions' clock too.
    const at = new Date(clock.now().getTime() + 5 * 60_000).toISOString();
    const scheduled = await call(editor.cookie, "POST", `${base}/${draft.id}/publish`, {
      publishAt: at,
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: "scheduled", publishAt: at });
    expect(await auditActions(draft.id, prefix)).toEqual([
      `${prefix}.create`,
      `${prefix}.schedule`,
    ]);

    const version = dataVersion(db, 0);
    const runWith = () => publishScheduled({ database, version, now: clock.now });
    expect(await runWith()).toBeUndefined();
    expect(await kind.sightings(draft)).toEqual(NOWHERE);

    clock.advance(5 * 60_000);
    const before = await version.current();
    const { noun } = PUBLISHING_KINDS[kind.name];
    expect((await runWith())?.summary).toBe(`Published 1 scheduled ${noun.one}`);
    const after = await version.current();
    // Only the kind's own pages change.
    for (const area of ["article", "news"] as const) {
      if (area === kind.name) expect(after[area]).not.toBe(before[area]);
      else expect(after[area]).toBe(before[area]);
    }
    expect(await kind.sightings(draft)).toEqual(EVERYWHERE);
    const listed = (await call(editor.cookie, "GET", `${base}/${draft.id}`)).json();
    expect(listed).toMatchObject({ status: "published", publishedAt: at, publishAt: null });
    // Once only: a second run finds nothing due.
    expect(await run()).toBeUndefined();
  });

  it("cancels a schedule back to a draft, and takes a published piece off the site", async () => {
    const scheduled = await createDraft();
    const at = new Date(clock.now().getTime() + 10 * 60_000).toISOString();
    await call(editor.cookie, "POST", `${base}/${scheduled.id}/publish`, { publishAt: at });
    const cancelled = await call(editor.cookie, "POST", `${base}/${scheduled.id}/unpublish`);
    expect(cancelled.json()).toMatchObject({ status: "draft", publishAt: null });

    const published = await createDraft();
    const live = (await call(editor.cookie, "POST", `${base}/${published.id}/publish`)).json();
    clock.advance(60_000);
    const taken = await call(editor.cookie, "POST", `${base}/${published.id}/unpublish`);
    expect(taken.statusCode).toBe(200);
    // Taking down changes no words, so it is not the piece's last change.
    expect(taken.json()).toMatchObject({ status: "unpublished", updatedAt: live.updatedAt });
    expect(await kind.sightings(published)).toEqual(NOWHERE);
    expect(await auditActions(published.id, prefix)).toEqual([
      `${prefix}.create`,
      `${prefix}.publish`,
      `${prefix}.unpublish`,
    ]);
  });

  it("keeps a revision for every save, newest first, and restores one as a new save", async () => {
    const draft = await createDraft(editor.cookie, { content: `${kind.good}\n\nThe first words.` });
    clock.advance(1000);
    await call(editor.cookie, "PATCH", `${base}/${draft.id}`, {
      content: `${kind.good}\n\nThe second words.`,
    });
    const listed = await call(editor.cookie, "GET", `${base}/${draft.id}/revisions`);
    expect(listed.statusCode, listed.body).toBe(200);
    const revisions =
      listed.json<{ id: number; savedBy: string; snapshot: { content: string } }[]>();
    expect(revisions.map((revision) => revision.snapshot.content)).toEqual([
      `${kind.good}\n\nThe second words.`,
      `${kind.good}\n\nThe first words.`,
    ]);
    expect(revisions.map((revision) => revision.savedBy)).toEqual([
      editor.user.displayName,
      editor.user.displayName,
    ]);

    const restored = await call(
      editor.cookie,
      "POST",
      `${base}/${draft.id}/revisions/${revisions[1]?.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ content: `${kind.good}\n\nThe first words.` });
    const after = await call(editor.cookie, "GET", `${base}/${draft.id}/revisions`);
    expect(after.json()).toHaveLength(3);
    expect(await auditActions(draft.id, prefix)).toEqual([
      `${prefix}.create`,
      `${prefix}.update`,
      `${prefix}.restore`,
    ]);
    // Another piece's revision is not this one's.
    const other = await createDraft();
    const crossed = await call(
      editor.cookie,
      "POST",
      `${base}/${other.id}/revisions/${revisions[1]?.id}/restore`,
    );
    expect(crossed.statusCode).toBe(404);
  });

  it("lets a contributor submit their draft for review, tells the editors, and only an editor publishes", async () => {
    const draft = await createDraft(contributor.cookie);
    const count = async () =>
      (await call(editor.cookie, "GET", `${base}/review-count`)).json<{ inReview: number }>()
        .inReview;
    const waiting = await count();

    const submitted = await call(contributor.cookie, "POST", `${base}/${draft.id}/submit`);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json()).toMatchObject({ status: "in_review" });
    expect(await count()).toBe(waiting + 1);
    expect(await kind.sightings(draft)).toEqual(NOWHERE);

    // The team is e-mailed through the outbox.
    const [email] = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, "review-request"))
      .orderBy(asc(notificationOutbox.id))
      .then((rows) =>
        rows.filter(
          (row) =>
            (row.payload as { itemId: number; kind: string }).itemId === draft.id &&
            (row.payload as { kind: string }).kind === kind.name,
        ),
      );
    expect(email?.payload).toEqual({
      kind: kind.name,
      itemId: draft.id,
      title: draft.title,
      submittedBy: contributor.user.displayName,
      submittedAt: clock.now().toISOString(),
    });

    // Waiting for review, it is the editors' to change; a contributor still cannot publish.
    const changed = await call(contributor.cookie, "PATCH", `${base}/${draft.id}`, {
      title: "Changed while in review",
    });
    expect(changed.statusCode).toBe(403);
    expect(changed.json().error).toMatch(/waiting for an editor's review/);
    expect((await call(contributor.cookie, "POST", `${base}/${draft.id}/publish`)).statusCode).toBe(
      403,
    );
    const again = await call(contributor.cookie, "POST", `${base}/${draft.id}/submit`);
    expect(again.statusCode).toBe(409);

    const published = await call(editor.cookie, "POST", `${base}/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({
      status: "published",
      publishedAt: clock.now().toISOString(),
    });
    expect(await count()).toBe(waiting);
    expect(await kind.sightings(draft)).toEqual(EVERYWHERE);
    expect(await auditActions(draft.id, prefix)).toEqual([
      `${prefix}.create`,
      `${prefix}.submit`,
      `${prefix}.publish`,
    ]);
  });

  it("lets an editor send a piece in review back with a note, shown to its author", async () => {
    const draft = await createDraft(contributor.cookie);
    await call(contributor.cookie, "POST", `${base}/${draft.id}/submit`);

    const empty = await call(editor.cookie, "POST", `${base}/${draft.id}/send-back`, {
      note: "   ",
    });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain(
      "Write a note saying what the author should change",
    );
    const byContributor = await call(contributor.cookie, "POST", `${base}/${draft.id}/send-back`, {
      note: "I would rather publish it myself.",
    });
    expect(byContributor.statusCode).toBe(403);

    const note = "Say what a loop costs to fit, and who to ask about one.";
    const sent = await call(editor.cookie, "POST", `${base}/${draft.id}/send-back`, { note });
    expect(sent.statusCode, sent.body).toBe(200);
    const expected = {
      status: "draft",
      reviewNote: { note, by: editor.user.displayName, at: clock.now().toISOString() },
    };
    expect(sent.json()).toMatchObject(expected);
    expect((await call(contributor.cookie, "GET", `${base}/${draft.id}`)).json()).toMatchObject(
      expected,
    );
    const twice = await call(editor.cookie, "POST", `${base}/${draft.id}/send-back`, { note });
    expect(twice.statusCode).toBe(409);

    // The author changes it and submits it again; the note has done its work.
    const saved = await call(contributor.cookie, "PATCH", `${base}/${draft.id}`, {
      content: `${kind.good}\n\nA loop costs about £300 to fit.`,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const resubmitted = await call(contributor.cookie, "POST", `${base}/${draft.id}/submit`);
    expect(resubmitted.json()).toMatchObject({ status: "in_review", reviewNote: null });
    expect(await auditActions(draft.id, prefix)).toEqual([
      `${prefix}.create`,
      `${prefix}.submit`,
      `${prefix}.send-back`,
      `${prefix}.update`,
      `${prefix}.submit`,
    ]);
  });

  it("keeps contributors to their own pieces, and published ones to the editors", async () => {
    const own = await createDraft(contributor.cookie);
    const others = await createDraft(editor.cookie);
    for (const [method, path] of [
      ["GET", ""],
      ["PATCH", ""],
      ["GET", "/revisions"],
      ["POST", "/submit"],
    ] as const) {
      const response = await call(
        contributor.cookie,
        method,
        `${base}/${others.id}${path}`,
        method === "PATCH" ? { title: "Taken over by someone else" } : undefined,
      );
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
    const list = await call(contributor.cookie, "GET", base);
    expect(list.json().map((piece: Piece) => piece.id)).toContain(own.id);
    expect(list.json().map((piece: Piece) => piece.id)).not.toContain(others.id);
    for (const path of ["/publish", "/unpublish", "/send-back"]) {
      const response = await call(contributor.cookie, "POST", `${base}/${own.id}${path}`, {});
      expect(response.statusCode, path).toBe(403);
    }
    expect((await call(contributor.cookie, "GET", `${base}/review-count`)).statusCode).toBe(403);

    await call(editor.cookie, "POST", `${base}/${own.id}/publish`);
    const late = await call(contributor.cookie, "PATCH", `${base}/${own.id}`, {
      title: "Changed after publishing",
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe(
      `Only an editor or the owner can change a published or scheduled ${PUBLISHING_KINDS[kind.name].noun.one}`,
    );
    // Published, it is past review.
    expect((await call(contributor.cookie, "POST", `${base}/${own.id}/submit`)).statusCode).toBe(
      409,
    );
  });

  it("answers 404 for a piece that does not exist", async () => {
    for (const [method, path] of [
      ["GET", ""],
      ["PATCH", ""],
      ["POST", "/publish"],
      ["POST", "/unpublish"],
      ["POST", "/submit"],
      ["GET", "/revisions"],
    ] as const) {
      const response = await call(
        editor.cookie,
        method,
        `${base}/999999${path}`,
        method === "PATCH" ? { title: "Nobody's title here" } : undefined,
      );
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
  });
});

describe("the scheduled publishing job", () => {
  it("publishes what is due of every kind in one run, and says how many of each", async () => {
    const at = new Date(clock.now().getTime() + 60_000).toISOString();
    for (const kind of KINDS) {
      const base = PUBLISHING_KINDS[kind.name].adminApi;
      const draft = (await call(editor.cookie, "POST", base, kind.draftBody())).json<Piece>();
      await call(editor.cookie, "POST", `${base}/${draft.id}/publish`, { publishAt: at });
    }
    clock.advance(60_000);
    const done = await publishScheduled({ database, version: dataVersion(db, 0), now: clock.now });
    expect(done?.summary).toBe("Published 1 scheduled article and 1 scheduled news item");
  });
});
