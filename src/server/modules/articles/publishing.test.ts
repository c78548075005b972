// What is an expert article's own in the publishing pipeline (the lifecycle itself is tested for
// every kind in modules/publishing/pipeline.test.ts): its fields' rules, its byline, and the
// related quick solutions a revision keeps and a restore brings back while they exist.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  type AdminArticle,
  ARTICLE_CONTENT_MAX,
  type ArticleRevision,
} from "../../../shared/contracts/article-publishing.ts";
import { quickSolutions } from "../../db/schema.ts";
import { makeArticleCategory, makeQuickSolution } from "../../test/factories.ts";
import { setUpTestApp, testClock } from "../../test/test-app.ts";

const clock = testClock(new Date("2026-11-24T09:00:00Z"));
const { app, db, signInAs } = await setUpTestApp({}, clock.now);
const editor = await signInAs("editor");
const category = await makeArticleCategory(db, { name: "Service" });

let titles = 0;
const draftBody = (overrides: Record<string, unknown> = {}) => {
  titles += 1;
  return {
    title: `Quiet hours that work ${titles} ${Math.random().toString(36).slice(2, 7)}`,
    excerpt: "How to run a quiet hour your customers can rely on.",
    categoryId: category.id,
    tags: ["sensory", "retail"],
    content: "## Why quiet hours help\n\nBright lights and loud music make shopping hard.",
    ...overrides,
  };
};

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  app.inject({ method, url, headers: { cookie: editor.cookie }, ...(payload ? { payload } : {}) });

async function createDraft(overrides: Record<string, unknown> = {}) {
  const response = await call("POST", "/api/admin/articles", draftBody(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminArticle>();
}

describe("an article's own fields", () => {
  it("answers 400 for a missing title, a category that does not exist or an unfinished source", async () => {
    const { title: _left, ...untitled } = draftBody();
    expect((await call("POST", "/api/admin/articles", untitled)).statusCode).toBe(400);
    const unknown = await call("POST", "/api/admin/articles", draftBody({ categoryId: 999_999 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe("No such category");
    // A source needs every part, and an https address.
    const plainHttp = await call(
      "POST",
      "/api/admin/articles",
      draftBody({
        sources: [{ title: "Guidance", publisher: "GOV.UK", url: "http://www.gov.uk/x" }],
      }),
    );
    expect(plainHttp.statusCode).toBe(400);
    expect(JSON.stringify(plainHttp.json())).toContain("Enter the source's https address");
    const unnamedSource = await call(
      "POST",
      "/api/admin/articles",
      draftBody({ sources: [{ title: "", publisher: "GOV.UK", url: "https://www.gov.uk/x" }] }),
    );
    expect(JSON.stringify(unnamedSource.json())).toContain("Give the source a title");
    const noSuchSolution = await call(
      "POST",
      "/api/admin/articles",
      draftBody({ relatedQuickSolutionIds: [999_999] }),
    );
    expect(noSuchSolution.statusCode).toBe(400);
    expect(noSuchSolution.json().error).toBe("No such quick solution");
  });

  it("saves the longest article the editor allows, in curly quotes, dashes and emoji, however its JSON is written", async () => {
    const prose = "“Step-free” — it’s easy 😀 – ";
    let content = prose.repeat(Math.ceil(ARTICLE_CONTENT_MAX / prose.length));
    content = content.slice(0, ARTICLE_CONTENT_MAX).replace(/[\ud800-\udbff]$/, ".");
    expect(content).toHaveLength(ARTICLE_CONTENT_MAX);
    const asUtf8 = JSON.stringify(draftBody({ content }));
    const created = await app.inject({
      method: "POST",
      url: "/api/admin/articles",
      headers: { cookie: editor.cookie, "content-type": "application/json" },
      payload: asUtf8,
    });
    expect(created.statusCode, created.body.slice(0, 200)).toBe(201);
    // Every character past ASCII as a \uXXXX escape, as some clients send: six bytes each.
    const escaped = JSON.stringify({ content: `${content.slice(0, -1)}!` }).replace(
      /[\u007f-\uffff]/g,
      (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, "0")}`,
    );
    const saved = await app.inject({
      method: "PATCH",
      url: `/api/admin/articles/${created.json().id}`,
      headers: { cookie: editor.cookie, "content-type": "application/json" },
      payload: escaped,
    });
    expect(saved.statusCode, saved.body.slice(0, 200)).toBe(200);
    expect(saved.json().content).toBe(`${content.slice(0, -1)}!`);
  });

  it("is published under its writer's name, their byline kept when an editor saves it", async () => {
    const draft = await createDraft();
    expect(draft.authorName).toBe(editor.user.displayName);
    const other = await signInAs("editor");
    const saved = await app.inject({
      method: "PATCH",
      url: `/api/admin/articles/${draft.id}`,
      headers: { cookie: other.cookie },
      payload: { excerpt: "A better excerpt for the article." },
    });
    expect(saved.json().authorName).toBe(editor.user.displayName);
    await call("POST", `/api/admin/articles/${draft.id}/publish`);
    const page = await app.inject(`/api/advice/articles/${draft.id}`);
    expect(page.json().authorName).toBe(editor.user.displayName);
  });
});

describe("an article's revisions", () => {
  it("keep its related quick solutions, and a restore leaves out one deleted since", async () => {
    const kept = await makeQuickSolution(db);
    const gone = await makeQuickSolution(db);
    const draft = await createDraft({ relatedQuickSolutionIds: [kept.id, gone.id] });
    await call("PATCH", `/api/admin/articles/${draft.id}`, { relatedQuickSolutionIds: [] });
    const revisions = (await call("GET", `/api/admin/articles/${draft.id}/revisions`)).json<
      ArticleRevision[]
    >();
    expect(revisions.map((revision) => revision.snapshot.relatedQuickSolutionIds)).toEqual([
      [],
      [kept.id, gone.id],
    ]);

    await db.delete(quickSolutions).where(eq(quickSolutions.id, gone.id));
    const restored = await call(
      "POST",
      `/api/admin/articles/${draft.id}/revisions/${revisions[1]?.id}/restore`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect(
      restored.json<AdminArticle>().relatedQuickSolutions.map((solution) => solution.id),
    ).toEqual([kept.id]);
  });
});
