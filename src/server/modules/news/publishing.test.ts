// What is news's own in the publishing pipeline (the lifecycle itself is tested for every kind in
// modules/publishing/pipeline.test.ts): its fields' rules, links cleared by an empty field, imported
// items an editor may change, pictures from the media library, the top-story mark that only an
// editor chooses, and the revisions news now keeps, which leave the top-story mark alone.
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  type AdminNewsItem,
  type AdminNewsSummary,
  NEWS_MESSAGES,
  type NewsRevision,
} from "../../../shared/contracts/news.ts";
import { auditLog, media } from "../../db/schema.ts";
import { makeMedia, makeNewsArticle } from "../../test/factories.ts";
import { setUpTestApp, testClock } from "../../test/test-app.ts";

// Later than anything the seed or the factories date, so a published item is the newest.
const clock = testClock(new Date("2030-01-15T09:00:00Z"));
const { app, db, signInAs } = await setUpTestApp({}, clock.now);
const editor = await signInAs("editor");

const GOOD_CONTENT = [
  "The council has fitted a hearing loop at every library desk in the borough.",
  "",
  "Staff test each loop every month, and a sign at each desk shows where it is.",
].join("\n");

let titles = 0;
const draftBody = (overrides: Record<string, unknown> = {}) => {
  titles += 1;
  return {
    title: `Hearing loops at every library ${titles} ${Math.random().toString(36).slice(2, 7)}`,
    excerpt: "Every library desk in the borough now has a hearing loop.",
    category: "Venues",
    content: GOOD_CONTENT,
    isTopStory: true,
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
  const response = await call(cookie, "POST", "/api/admin/news", draftBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminNewsItem>();
}

/** A picture uploaded to the media library, as the news editor's "Add a picture" does. */
async function uploadPicture(
  cookie: string,
  fields: Record<string, string> = { alt: "A loop sign" },
) {
  const image = await sharp({
    create: { width: 640, height: 360, channels: 3, background: "#3a7d44" },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(image)]), "loop.jpg");
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/media",
    headers: { cookie },
    payload: form,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ url: string; alt: string }>();
}

const auditActions = async (id: number) =>
  (
    await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(id)), eq(auditLog.success, true)))
  ).map((row) => row.action);

describe("POST /api/admin/news", () => {
  it("makes a draft with its checks, seen by nobody outside the team", async () => {
    const created = await createDraft(editor.cookie, {
      content: `${GOOD_CONTENT}\n\nTo find out more, [click here](https://www.example.org/loops).`,
      sourceUrl: "https://www.example.org/loops",
    });
    expect(created).toMatchObject({
      status: "draft",
      url: expect.stringMatching(new RegExp(`^/news/${created.id}-hearing-loops`)),
      authorId: editor.user.id,
      authorName: editor.user.displayName,
      imported: false,
      isTopStory: true,
      sourceUrl: "https://www.example.org/loops",
      imageUrl: null,
      publishAt: null,
    });
    expect(created.checks).toContainEqual(
      expect.objectContaining({ rule: "link-text", severity: "warning" }),
    );
    expect(typeof created.readingAge).toBe("number");
    expect(await auditActions(created.id)).toEqual(["news.create"]);
  });

  it("answers 400 for a short title, a missing category or a link that is not http(s)", async () => {
    const { category: _left, ...uncategorised } = draftBody();
    for (const body of [
      draftBody({ title: "Hi" }),
      uncategorised,
      draftBody({ sourceUrl: "javascript:alert(1)" }),
      draftBody({ unexpected: true }),
    ]) {
      const response = await call(editor.cookie, "POST", "/api/admin/news", body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("PATCH /api/admin/news/:id", () => {
  it("changes the fields sent, keeps the rest, and clears a link sent empty", async () => {
    const picture = await uploadPicture(editor.cookie);
    const draft = await createDraft(editor.cookie, {
      sourceUrl: "https://www.example.org/loops",
      imageUrl: picture.url,
    });
    const saved = await call(editor.cookie, "PATCH", `/api/admin/news/${draft.id}`, {
      excerpt: "Every library desk now has a loop, tested monthly.",
      sourceUrl: "",
      isTopStory: false,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      title: draft.title,
      excerpt: "Every library desk now has a loop, tested monthly.",
      sourceUrl: null,
      imageUrl: picture.url,
      imageAlt: "A loop sign",
      isTopStory: false,
      status: "draft",
    });
    const fetched = await call(editor.cookie, "GET", `/api/admin/news/${draft.id}`);
    expect(fetched.json()).toMatchObject({ sourceUrl: null, isTopStory: false });
    expect(await auditActions(draft.id)).toEqual(["news.create", "news.update"]);
  });

  it("lets an editor change an imported item too", async () => {
    const imported = await makeNewsArticle(db, { guid: `urn:test:${Math.random()}` });
    const saved = await call(editor.cookie, "PATCH", `/api/admin/news/${imported.id}`, {
      category: "Guidance",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ imported: true, status: "published", authorId: null });
  });
});

describe("GET /api/admin/news", () => {
  it("lists the most recently changed first, with where each stands", async () => {
    const older = await createDraft();
    clock.advance(60_000);
    const newer = await createDraft();
    const list = (await call(editor.cookie, "GET", "/api/admin/news")).json<AdminNewsSummary[]>();
    expect(list.slice(0, 2).map((item) => item.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({ status: "draft", authorName: editor.user.displayName });
  });
});

describe("a news item's picture", () => {
  it("is an image uploaded to this site: an address elsewhere is refused, saying what to do", async () => {
    const contributor = await signInAs("contributor");
    for (const imageUrl of [
      "https://evil.example/track.png",
      "//evil.example/track.png",
      "/media/1-1600x900.jpg",
    ]) {
      const created = await call(contributor.cookie, "POST", "/api/admin/news", {
        ...draftBody({ isTopStory: false }),
        imageUrl,
      });
      expect(created.statusCode, imageUrl).toBe(400);
      expect(created.json().details).toContainEqual(
        expect.objectContaining({ field: "imageUrl", message: NEWS_MESSAGES.picture }),
      );
    }
    const own = await createDraft(contributor.cookie, { isTopStory: false });
    const patched = await call(contributor.cookie, "PATCH", `/api/admin/news/${own.id}`, {
      imageUrl: "https://evil.example/track.png",
    });
    expect(patched.statusCode).toBe(400);
    const custom = await call(editor.cookie, "POST", "/api/news", {
      title: "A custom story with a tracker",
      excerpt: "Written in the Top Stories tab.",
      content: "Custom stories skip the draft step and go straight to the news page.",
      category: "Guidance",
      imageUrl: "https://evil.example/track.png",
    });
    expect(custom.statusCode).toBe(400);
    expect(custom.json().details).toContainEqual(
      expect.objectContaining({ field: "imageUrl", message: NEWS_MESSAGES.picture }),
    );
  });

  it("must name an image of the library as it is", async () => {
    const picture = await uploadPicture(editor.cookie);
    for (const imageUrl of [
      picture.url.replace(/-[0-9a-f]{20}-/, "-0123456789abcdef0123-"),
      picture.url.replace("-640x360", "-640x361"),
    ]) {
      const created = await call(editor.cookie, "POST", "/api/admin/news", draftBody({ imageUrl }));
      expect(created.statusCode, imageUrl).toBe(422);
      expect(created.json().details).toEqual([
        { field: "imageUrl", message: NEWS_MESSAGES.pictureMissing },
      ]);
    }
  });

  it("shows on the news once published, with the alt text it was uploaded with", async () => {
    const contributor = await signInAs("contributor");
    const picture = await uploadPicture(contributor.cookie, { alt: "A hearing loop sign" });
    const draft = await createDraft(contributor.cookie, {
      isTopStory: false,
      imageUrl: picture.url,
    });
    expect(draft).toMatchObject({ imageUrl: picture.url, imageAlt: "A hearing loop sign" });
    // Used only by a draft, the picture is the team's.
    expect((await app.inject(picture.url)).statusCode).toBe(404);
    await call(editor.cookie, "PATCH", `/api/admin/news/${draft.id}`, { isTopStory: true });
    const published = await call(editor.cookie, "POST", `/api/admin/news/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    const top = await app.inject("/api/news/top-stories?limit=50");
    expect(top.json()).toContainEqual(
      expect.objectContaining({
        id: draft.id,
        imageUrl: picture.url,
        imageAlt: "A hearing loop sign",
      }),
    );
    expect((await app.inject(picture.url)).statusCode).toBe(200);
  });
});

describe("custom stories and imported news", () => {
  it("are still published as they arrive", async () => {
    const owner = await signInAs("owner");
    const response = await call(owner.cookie, "POST", "/api/news", {
      title: "A custom story, public at once",
      excerpt: "Written in the Top Stories tab.",
      content: "Custom stories skip the draft step and go straight to the news page.",
      category: "Guidance",
    });
    expect(response.statusCode, response.body).toBe(201);
    const id = response.json().id;
    expect((await app.inject(`/api/news/${id}`)).statusCode).toBe(200);
  });
});

describe("contributors", () => {
  it("cannot choose top stories: which news leads the page is an editor's call", async () => {
    const contributor = await signInAs("contributor");
    const refused = "Only an editor or the owner can choose the top stories";
    const asTop = await call(contributor.cookie, "POST", "/api/admin/news", {
      ...draftBody(),
      isTopStory: true,
    });
    expect(asTop.statusCode).toBe(403);
    expect(asTop.json().error).toBe(refused);

    const own = await createDraft(contributor.cookie, { isTopStory: false });
    const marked = await call(contributor.cookie, "PATCH", `/api/admin/news/${own.id}`, {
      isTopStory: true,
    });
    expect(marked.statusCode).toBe(403);
    expect(marked.json().error).toBe(refused);
    // Sending the mark as it stands (the editor's whole form) is not choosing it.
    const unchanged = await call(contributor.cookie, "PATCH", `/api/admin/news/${own.id}`, {
      isTopStory: false,
      excerpt: "A better excerpt for the draft.",
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const editorMarks = await call(editor.cookie, "PATCH", `/api/admin/news/${own.id}`, {
      isTopStory: true,
    });
    expect(editorMarks.json().isTopStory).toBe(true);
  });
});

describe("a news item's revisions", () => {
  it("keep its words and links at every save; a restore leaves the top-story mark alone", async () => {
    const picture = await makeMedia(db, { alt: "A loop sign at the desk" });
    const draft = await createDraft(editor.cookie, {
      imageUrl: picture.url,
      sourceUrl: "https://www.example.org/loops",
    });
    clock.advance(1000);
    await call(editor.cookie, "PATCH", `/api/admin/news/${draft.id}`, {
      title: "Hearing loops fitted at every library desk",
      imageUrl: "",
      isTopStory: false,
    });
    const listed = await call(editor.cookie, "GET", `/api/admin/news/${draft.id}/revisions`);
    expect(listed.statusCode, listed.body).toBe(200);
    const revisions = listed.json<NewsRevision[]>();
    expect(revisions.map(({ snapshot }) => snapshot)).toEqual([
      {
        title: "Hearing loops fitted at every library desk",
        excerpt: draft.excerpt,
        category: "Venues",
        content: GOOD_CONTENT,
        sourceUrl: "https://www.example.org/loops",
        imageUrl: null,
      },
      {
        title: draft.title,
        excerpt: draft.excerpt,
        category: "Venues",
        content: GOOD_CONTENT,
        sourceUrl: "https://www.example.org/loops",
        imageUrl: picture.url,
      },
    ]);

    // A picture gone from the library since is left out rather than refusing the restore.
    await db.delete(media).where(eq(media.id, picture.id));
    const restored = await call(
      editor.cookie,
      "POST",
      `/api/admin/news/${draft.id}/revisions/${revisions[1]?.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({
      title: draft.title,
      imageUrl: null,
      isTopStory: false,
    });
    expect(await auditActions(draft.id)).toEqual(["news.create", "news.update", "news.restore"]);
  });
});
