// An article's preview: the team sees a draft rendered as its public page will be,
// never cached and never indexed; visitors get nothing, and its permalink stays 404 meanwhile.
import { describe, expect, it } from "vitest";
import { articlePreviewPath, newsPreviewPath } from "../../../shared/permalinks.ts";
import { makeArticle, makeNewsArticle } from "../../test/factories.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

const { app, db, signInAs } = await setUpTestApp({}, undefined, { pages: await testPageSource() });
const editor = await signInAs("editor");

describe("GET /admin/articles/:id/preview and /admin/news/:id/preview", () => {
  it("renders a draft as visitors will see it, no-store and noindex, for the team only", async () => {
    const draft = await makeArticle(db, {
      status: "draft",
      title: "Quiet hours, tried and tested",
      content: "## What we changed\n\nWe turned the music off on Tuesday mornings.",
    });
    const preview = await app.inject({
      url: articlePreviewPath(draft.id),
      headers: { cookie: editor.cookie },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.headers["x-robots-tag"]).toBe("noindex");
    expect(preview.body).toContain('<meta name="robots" content="noindex">');
    expect(preview.body).toMatch(/<h1[^>]*>Quiet hours, tried and tested<\/h1>/);
    expect(preview.body).toMatch(/<h2[^>]*>What we changed<\/h2>/);
    // The browser tab names the article, so several previews open at once can be told apart.
    expect(preview.body).toContain(
      "<title>Preview: Quiet hours, tried and tested | Real Access</title>",
    );

    expect((await app.inject(articlePreviewPath(draft.id))).statusCode).toBe(401);
    expect((await app.inject(`/advice-and-solutions/articles/${draft.id}`)).statusCode).toBe(404);
  });

  it("renders a news item's draft the same way", async () => {
    const draft = await makeNewsArticle(db, { status: "draft", title: "Quiet hours start in May" });
    const preview = await app.inject({
      url: newsPreviewPath(draft.id),
      headers: { cookie: editor.cookie },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers["cache-control"]).toBe("no-store");
    expect(preview.body).toMatch(/<h1[^>]*>Quiet hours start in May<\/h1>/);
    expect(preview.body).toContain(
      "<title>News preview: Quiet hours start in May | Real Access</title>",
    );
    expect((await app.inject(`/news/${draft.id}`)).statusCode).toBe(404);
  });

  it("answers 404 for an article that does not exist", async () => {
    const preview = await app.inject({
      url: articlePreviewPath(999_999),
      headers: { cookie: editor.cookie },
    });
    expect(preview.statusCode).toBe(404);
  });
});
