// Writing expert articles in the admin: drafts nobody else sees, checks on every save,
// publishing refused while an error stands, scheduling, revisions, and who may do what.
import { describe, expect, it } from "vitest";
import type { AdminArticle, ArticleRevision } from "../../../shared/contracts/authoring.ts";
import { dataVersion } from "../../lib/data-version.ts";
import { makeAdviceCategory, makeMedia, makeQuickSolution } from "../../test/factories.ts";
import { setUpTestApp, testClock } from "../../test/test-app.ts";
import { publishScheduled } from "./schedule.ts";

const clock = testClock(new Date("2026-11-24T09:00:00Z"));
const { app, db, database, signInAs } = await setUpTestApp({}, clock.now);
const editor = await signInAs("editor");
const category = await makeAdviceCategory(db, { name: "Service" });
const shop = await makeMedia(db, { alt: "A shop with the lights dimmed" });
const ramp = await makeMedia(db, { alt: "A portable ramp at a shop door" });

const GOOD_CONTENT = [
  "## Why quiet hours help",
  "",
  "Bright lights and loud music make shopping hard for many autistic people.",
  "",
  `![A shop with the lights dimmed](${shop.url})`,
].join("\n");

let titles = 0;
const draftBody = (overrides: Record<string, unknown> = {}) => {
  titles += 1;
  return {
    title: `Quiet hours that work ${titles} ${Math.random().toString(36).slice(2, 7)}`,
    excerpt: "How to run a quiet hour your customers can rely on.",
    categoryId: category.id,
    tags: ["sensory", "retail"],
    content: GOOD_CONTENT,
    ...overrides,
  };
};

async function call(
  cookie: string,
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
) {
  return app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
}

async function createDraft(cookie = editor.cookie, overrides: Record<string, unknown> = {}) {
  const response = await call(cookie, "POST", "/api/admin/articles", draftBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminArticle>();
}

/** What a visitor can find of an article: its API page, the list, search, feed and sitemap. */
async function publicSightings(article: { id: number; title: string; url: string }) {
  const [own, list, search, feed, sitemap] = await Promise.all([
    app.inject(`/api/advice/articles/${article.id}`),
    app.inject("/api/advice/articles"),
    app.inject(`/api/advice/articles?search=${encodeURIComponent(article.title)}`),
    app.inject("/feeds/articles.xml"),
    app.inject("/sitemap.xml"),
  ]);
  const inList = (body: string) =>
    JSON.parse(body).some((item: { id: number }) => item.id === article.id);
  return {
    page: own.statusCode,
    list: inList(list.body),
    search: inList(search.body),
    feed: feed.body.includes(article.title),
    sitemap: sitemap.body.includes(article.url),
  };
}

const NOWHERE = { page: 404, list: false, search: false, feed: false, sitemap: false };
const EVERYWHERE = { page: 200, list: true, search: true, feed: true, sitemap: true };

describe("POST /api/admin/articles", () => {
  it("makes a draft with its checks, by the author's name, seen by nobody outside the team", async () => {
    const created = await createDraft(editor.cookie, {
      content: `${GOOD_CONTENT}\n\nTo find out more, [click here](/advice-and-solutions).`,
    });
    expect(created).toMatchObject({
      status: "draft",
      url: expect.stringMatching(new RegExp(`^/advice-and-solutions/articles/${created.id}-`)),
      authorName: editor.user.displayName,
      authorId: editor.user.id,
    });
    expect(created.checks).toContainEqual(
      expect.objectContaining({ rule: "link-text", severity: "warning" }),
    );
    expect(typeof created.readingGrade).toBe("number");
    expect(await publicSightings(created)).toEqual(NOWHERE);
  });

  it("answers 400 for a missing title, a category that does not exist or an unfinished source", async () => {
    const { title: _left, ...untitled } = draftBody();
    const missing = await call(editor.cookie, "POST", "/api/admin/articles", untitled);
    expect(missing.statusCode).toBe(400);
    const unknown = await call(
      editor.cookie,
      "POST",
      "/api/admin/articles",
      draftBody({ categoryId: 999_999 }),
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("No such category");
    // A source needs every part, and an https address.
    const plainHttp = await call(
      editor.cookie,
      "POST",
      "/api/admin/articles",
      draftBody({
        sources: [{ title: "Guidance", publisher: "GOV.UK", url: "http://www.gov.uk/x" }],
      }),
    );
    expect(plainHttp.statusCode).toBe(400);
    expect(JSON.stringify(plainHttp.json())).toContain("Enter the source's https address");
    const unnamedSource = await call(
      editor.cookie,
      "POST",
      "/api/admin/articles",
      draftBody({ sources: [{ title: "", publisher: "GOV.UK", url: "https://www.gov.uk/x" }] }),
    );
    expect(JSON.stringify(unnamedSource.json())).toContain("Give the source a title");
  });
});

describe("POST /api/admin/articles/:id/publish", () => {
  it("refuses while an image has no text alternative, then publishes once it has one", async () => {
    const draft = await createDraft(editor.cookie, {
      content: `${GOOD_CONTENT}\n\n![](${ramp.url})`,
    });
    const refused = await call(editor.cookie, "POST", `/api/admin/articles/${draft.id}/publish`);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toEqual({
      error: "Fix the error the checks found before publishing",
      checks: expect.arrayContaining([
        expect.objectContaining({ rule: "image-alt", severity: "error" }),
      ]),
    });
    expect(await publicSightings(draft)).toEqual(NOWHERE);

    const fixed = await call(editor.cookie, "PATCH", `/api/admin/articles/${draft.id}`, {
      content: `${GOOD_CONTENT}\n\n![A portable ramp at a shop door](${ramp.url})`,
    });
    expect(fixed.json<AdminArticle>().checks.filter((c) => c.severity === "error")).toEqual([]);
    const published = await call(editor.cookie, "POST", `/api/admin/articles/${draft.id}/publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      status: "published",
      publishedAt: clock.now().toISOString(),
    });
    expect(await publicSightings(draft)).toEqual(EVERYWHERE);
    const page = await app.inject(`/api/advice/articles/${draft.id}`);
    expect(page.json().authorName).toBe(editor.user.displayName);
  });

  it("schedules for a later time, and the job publishes it then, not before", async () => {
    const draft = await createDraft();
    // A few minutes ahead: the test clock moves the sessions' clock too.
    const at = new Date(clock.now().getTime() + 5 * 60_000).toISOString();
    const scheduled = await call(editor.cookie, "POST", `/api/admin/articles/${draft.id}/publish`, {
      publishAt: at,
    });
    expect(scheduled.statusCode).toBe(200);
    expect(scheduled.json()).toMatchObject({ status: "scheduled", publishAt: at });

    const version = dataVersion(db, 0);
    const run = () => publishScheduled({ database, version, now: clock.now });
    expect(await run()).toBeUndefined();
    expect(await publicSightings(draft)).toEqual(NOWHERE);

    clock.advance(5 * 60_000);
    const before = (await version.current()).article;
    expect((await run())?.summary).toMatch(/^Published \d+ scheduled articles?$/);
    expect((await version.current()).article).not.toBe(before);
    expect(await publicSightings(draft)).toEqual(EVERYWHERE);
    const page = await app.inject(`/api/advice/articles/${draft.id}`);
    expect(page.json().publishedAt).toBe(at);
    // Once only: a second run finds nothing due.
    expect(await run()).toBeUndefined();
  });

  it("takes a published article off the site with unpublish", async () => {
    const draft = await createDraft();
    await call(editor.cookie, "POST", `/api/admin/articles/${draft.id}/publish`);
    const taken = await call(editor.cookie, "POST", `/api/admin/articles/${draft.id}/unpublish`);
    expect(taken.json()).toMatchObject({ status: "unpublished" });
    expect(await publicSightings(draft)).toEqual(NOWHERE);
  });
});

describe("contributors", () => {
  it("write and change their own drafts, but cannot publish or see others' drafts", async () => {
    const contributor = await signInAs("contributor");
    const own = await createDraft(contributor.cookie);
    const othersDraft = await createDraft(editor.cookie);

    const publish = await call(contributor.cookie, "POST", `/api/admin/articles/${own.id}/publish`);
    expect(publish.statusCode).toBe(403);
    const edit = await call(contributor.cookie, "PATCH", `/api/admin/articles/${own.id}`, {
      excerpt: "A better excerpt.",
    });
    expect(edit.statusCode).toBe(200);
    expect(
      (await call(contributor.cookie, "GET", `/api/admin/articles/${othersDraft.id}`)).statusCode,
    ).toBe(404);
    const list = await call(contributor.cookie, "GET", "/api/admin/articles");
    expect(list.json().map((article: { id: number }) => article.id)).toEqual([own.id]);

    // Once an editor publishes it, changing it is an editor's job.
    await call(editor.cookie, "POST", `/api/admin/articles/${own.id}/publish`);
    const late = await call(contributor.cookie, "PATCH", `/api/admin/articles/${own.id}`, {
      excerpt: "Changed after publishing.",
    });
    expect(late.statusCode).toBe(403);
    expect(late.json().error).toBe(
      "Only an editor or the owner can change a published or scheduled article",
    );
  });
});

describe("revisions", () => {
  it("keeps one for every save, newest first, and restores one as a new revision", async () => {
    const solution = await makeQuickSolution(db);
    const draft = await createDraft(editor.cookie, { content: "## First\n\nThe first words." });
    await call(editor.cookie, "PATCH", `/api/admin/articles/${draft.id}`, {
      content: "## Second\n\nThe second words.",
      relatedQuickSolutionIds: [solution.id],
    });
    const listed = await call(editor.cookie, "GET", `/api/admin/articles/${draft.id}/revisions`);
    const revisions = listed.json<ArticleRevision[]>();
    expect(revisions.map((revision) => revision.snapshot.content)).toEqual([
      "## Second\n\nThe second words.",
      "## First\n\nThe first words.",
    ]);
    expect(revisions[0]?.savedBy).toBe(editor.user.displayName);
    expect(revisions[0]?.snapshot.relatedQuickSolutionIds).toEqual([solution.id]);

    const first = revisions[1];
    const restored = await call(
      editor.cookie,
      "POST",
      `/api/admin/articles/${draft.id}/revisions/${first?.id}/restore`,
    );
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({
      content: "## First\n\nThe first words.",
      relatedQuickSolutions: [],
    });
    const after = await call(editor.cookie, "GET", `/api/admin/articles/${draft.id}/revisions`);
    expect(after.json<ArticleRevision[]>()).toHaveLength(3);
  });
});
