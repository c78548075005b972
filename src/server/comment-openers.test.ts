// Text that is all comment openers ("<!--") made PostgreSQL's full-text parser look ahead from each
// one for the comment's end, so every save that builds a search document took the square of the
// text's length: 60,000 characters held an article save for 10 s. Each way such text is saved now
// answers with success or a refusal, never a failure, well within a statement limit of 2 s that
// the old parse overran (an ordinary save of the same length takes milliseconds).
import { afterAll, describe, expect, it } from "vitest";
import { ARTICLE_CONTENT_MAX } from "../shared/contracts/article-publishing.ts";
import { NEWS_FIELD_MAX } from "../shared/contracts/news.ts";
import { STORY_LIMITS } from "../shared/contracts/stories.ts";
import { makeArticleCategory, makeQuickSolution, makeStory } from "./test/factories.ts";
import { validBodies } from "./test/known-good-bodies.ts";
import { setUpTestApp } from "./test/test-app.ts";
import { createTestDatabaseWithLimit } from "./test/test-database.ts";

// A limit, not a stopwatch: a statement past it is stopped and the save answers 503, so a slow
// parse fails here however busy the machine is, and a prompt one passes however busy it is.
const database = await createTestDatabaseWithLimit(2_000);
afterAll(() => database.close());
const { app, db, signInAs } = await setUpTestApp({}, undefined, { database });
const { cookie } = await signInAs("owner");
const category = await makeArticleCategory(db);
const BODIES = validBodies();

const SHAPES = {
  "comment openers on lines": (max: number) => "<!--\n".repeat(4000).slice(0, max),
  "comment openers in a row": (max: number) => "<!--".repeat(14_750).slice(0, max),
};

async function send(method: "POST" | "PATCH" | "PUT", url: string, payload?: object) {
  const answer = await app.inject({ method, url, headers: { cookie }, payload });
  expect(answer.statusCode, answer.body.slice(0, 200)).toBeLessThan(500);
  return answer;
}

describe.each(Object.entries(SHAPES))("%s", (_shape, shaped) => {
  it("is taken as a submitted story and as the moderator's edit of one", async () => {
    const content = shaped(STORY_LIMITS.content);
    const submitted = await send("POST", "/api/community", {
      ...BODIES["POST /api/community"],
      content,
    });
    expect(submitted.statusCode, submitted.body.slice(0, 200)).toBe(201);
    const story = await makeStory(db);
    const edited = await send("PATCH", `/api/community/${story.id}`, { content });
    expect(edited.statusCode, edited.body.slice(0, 200)).toBe(200);
  });

  it("is saved in an article, and restored from its revisions", async () => {
    const created = await send("POST", "/api/admin/articles", {
      ...BODIES["POST /api/admin/articles"],
      categoryId: category.id,
      content: shaped(ARTICLE_CONTENT_MAX),
    });
    expect(created.statusCode, created.body.slice(0, 200)).toBe(201);
    const { id } = created.json<{ id: number }>();
    await send("PATCH", `/api/admin/articles/${id}`, { content: "Ramps help everyone." });
    const revisions = await app.inject({
      url: `/api/admin/articles/${id}/revisions`,
      headers: { cookie },
    });
    const first = revisions.json<{ id: number }[]>().at(-1);
    const restored = await send("POST", `/api/admin/articles/${id}/revisions/${first?.id}/restore`);
    expect(restored.statusCode, restored.body.slice(0, 200)).toBe(200);
  });

  it("is saved in a news item and a quick solution", async () => {
    const news = await send("POST", "/api/admin/news", {
      ...BODIES["POST /api/admin/news"],
      content: shaped(NEWS_FIELD_MAX.content),
    });
    expect(news.statusCode, news.body.slice(0, 200)).toBe(201);
    const solution = await makeQuickSolution(db);
    const saved = await send("PUT", `/api/admin/quick-solutions/${solution.id}`, {
      ...BODIES["PUT /api/admin/quick-solutions/:id"],
      possibleSolutions: shaped(ARTICLE_CONTENT_MAX),
    });
    expect(saved.statusCode, saved.body.slice(0, 200)).toBeLessThan(500);
  });
});
