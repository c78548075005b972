// Liking a story without JavaScript (POST /advice-and-solutions/stories/:id/like): the server
// renders the like control as a plain form, and takes its post by the API's rules (the same limit,
// visitor cookie and words), answering with a 303 back to the page it came from, never elsewhere.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { STORY_LIKE_LIMIT, STORY_MESSAGES } from "../../../shared/contracts/stories.ts";
import { storyPath } from "../../../shared/permalinks.ts";
import { LIKE_TEXT } from "../../../shared/stories.ts";
import { communityArticleLikes, communityArticles } from "../../db/schema.ts";
import { makeStory } from "../../test/factories.ts";
import { decoded } from "../../test/form-pages.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";
import { LIKE_RETURN_REFUSED } from "./like-form-routes.ts";

// With the page cache on, as in production: a like must renew the pages that show its count.
const { app, db } = await setUpTestApp({}, undefined, {
  pages: { ...(await testPageSource()), cacheBytes: 8_000_000 },
});

let address = 0;
/** Each test sends from its own client address, so the like limit never leaks between tests. */
const nextAddress = () => `203.0.113.${++address}`;

const likePath = (id: number) => `/advice-and-solutions/stories/${id}/like`;

/** The like form as a browser sends it without JavaScript: same-origin, urlencoded. */
const postLike = (
  id: number | string,
  returnTo: string | undefined,
  {
    cookie,
    headers = { "sec-fetch-site": "same-origin", origin: "null" },
    from = nextAddress(),
  }: { cookie?: string; headers?: Record<string, string>; from?: string } = {},
) =>
  app.inject({
    method: "POST",
    url: typeof id === "number" ? likePath(id) : `/advice-and-solutions/stories/${id}/like`,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      ...headers,
      ...(cookie ? { cookie } : {}),
    },
    payload: returnTo === undefined ? "" : new URLSearchParams({ returnTo }).toString(),
    remoteAddress: from,
  });

const likeRows = (id: number) =>
  db.select().from(communityArticleLikes).where(eq(communityArticleLikes.articleId, id));
const storedCount = async (id: number) =>
  (await db.select().from(communityArticles).where(eq(communityArticles.id, id)))[0]?.likeCount;
const approvedStory = () => makeStory(db, { isApproved: true });
/** The text of a page, tags and React's comment markers taken out. */
const pageText = (html: string) =>
  decoded(html.replaceAll("<!-- -->", "").replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ");

describe("liking a story without JavaScript", () => {
  it("is a plain form on the story's page, posting to its like address with the way back", async () => {
    const story = await approvedStory();
    const page = await app.inject({ url: storyPath(story) });
    expect(page.statusCode).toBe(200);
    const form = new RegExp(
      `<form action="/advice-and-solutions/stories/${story.id}/like" method="post"><input type="hidden" name="returnTo" value="${storyPath(story)}"/><button type="submit"`,
    );
    expect(page.body).toMatch(form);
    expect(page.body).toMatch(/<button type="submit"[^>]*>.*?Like<span class="sr-only"> /s);
    expect(page.body).toContain(`id="story-${story.id}-like"`);
    // Shared HTML claims nothing about this visitor: no pressed state, no "You liked".
    expect(page.body).not.toContain("aria-pressed");
    expect(pageText(page.body)).not.toContain(LIKE_TEXT.liked);
  });

  it("likes, counts, sets the visitor cookie and goes back to the page, which says so", async () => {
    const story = await approvedStory();
    // Cached first, so the count shown after the like proves the page was renewed.
    expect(pageText((await app.inject({ url: storyPath(story) })).body)).toContain(
      `Like ${story.title}, 0 likes`,
    );

    const response = await postLike(story.id, storyPath(story));
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${storyPath(story)}?liked=${story.id}#story-${story.id}-like`,
    );
    expect(await storedCount(story.id)).toBe(1);
    expect(await likeRows(story.id)).toHaveLength(1);
    const cookie = response.cookies.find((c) => c.name === "ra_visitor");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    const visitor = `ra_visitor=${cookie?.value}`;
    // The API knows this visitor's like, as it would after a like with JavaScript.
    const status = await app.inject({
      url: `/api/community/${story.id}/liked`,
      headers: { cookie: visitor },
    });
    expect(status.json()).toEqual({ liked: true });

    const back = await app.inject({ url: String(response.headers.location) });
    expect(back.statusCode).toBe(200);
    const text = pageText(back.body);
    expect(text).toContain(LIKE_TEXT.liked);
    expect(text).toContain(`Like ${story.title}, 1 like `);
    expect(back.body).toContain(`id="story-${story.id}-like"`);
    // The page as everyone else gets it, cached before the like, shows the new count too.
    expect(pageText((await app.inject({ url: storyPath(story) })).body)).toContain(
      `Like ${story.title}, 1 like `,
    );

    // Liking again counts once, and the visitor's cookie is kept, not replaced.
    const again = await postLike(story.id, storyPath(story), { cookie: visitor });
    expect(again.statusCode).toBe(303);
    expect(again.cookies).toEqual([]);
    expect(await storedCount(story.id)).toBe(1);
  });

  it("goes back to the Community Stories tab as it was, naming the story liked there", async () => {
    const story = await makeStory(db, {
      isApproved: true,
      title: "A ramp by the side door",
    });
    const tab = "/advice-and-solutions?tab=community-stories&search=ramp";
    const page = await app.inject({ url: `${tab}&utm_source=news` });
    // The way back is the page's address as the cache knows it (no utm_source).
    expect(page.body).toContain(
      `<input type="hidden" name="returnTo" value="/advice-and-solutions?search=ramp&amp;tab=community-stories"/>`,
    );
    // An earlier like's or story's confirmation is not carried on.
    const response = await postLike(story.id, `${tab}&liked=1&shared=1&like-limited=2`);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `/advice-and-solutions?tab=community-stories&search=ramp&liked=${story.id}#story-${story.id}-like`,
    );
    expect(await storedCount(story.id)).toBe(1);
  });

  it("shares the API's like limit, and says its refusal beside the control, liking nothing", async () => {
    const story = await approvedStory();
    const other = await approvedStory();
    const from = nextAddress();
    for (let n = 0; n < STORY_LIKE_LIMIT.max; n += 1) {
      const liked = await app.inject({
        method: "POST",
        url: `/api/community/${other.id}/like`,
        remoteAddress: from,
      });
      expect(liked.statusCode).toBe(200);
    }
    const response = await postLike(story.id, storyPath(story), { from });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(
      `${storyPath(story)}?like-limited=${story.id}#story-${story.id}-like`,
    );
    expect(response.cookies).toEqual([]);
    expect(await storedCount(story.id)).toBe(0);
    // The API's own words.
    expect(LIKE_TEXT.limited).toBe(STORY_MESSAGES.likeLimited);
    const back = await app.inject({ url: String(response.headers.location) });
    expect(pageText(back.body)).toContain(STORY_MESSAGES.likeLimited);
    expect(pageText(back.body)).not.toContain(LIKE_TEXT.liked);
  });

  it("refuses a post from another site, liking nothing and setting no cookie", async () => {
    const story = await approvedStory();
    const foreign: Record<string, string>[] = [
      { "sec-fetch-site": "cross-site" },
      { "sec-fetch-site": "same-site" },
      { origin: "https://elsewhere.example" },
    ];
    for (const headers of foreign) {
      const response = await postLike(story.id, storyPath(story), { headers });
      expect(response.statusCode).toBe(403);
      expect(response.cookies).toEqual([]);
    }
    expect(await storedCount(story.id)).toBe(0);
  });

  it("answers a story that is not there with the site's 404 page, and a bad id with 400", async () => {
    const pending = await makeStory(db, { isApproved: false });
    for (const id of [pending.id, 999_999]) {
      const response = await postLike(id, "/advice-and-solutions?tab=community-stories");
      expect(response.statusCode).toBe(404);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.cookies).toEqual([]);
    }
    expect(await storedCount(pending.id)).toBe(0);
    for (const id of ["twelve", "0", "-3", "1.5"]) {
      const response = await postLike(id, "/advice-and-solutions");
      expect(response.statusCode).toBe(400);
      expect(response.cookies).toEqual([]);
    }
  });

  it("never goes back anywhere but a page with likes on this site: others are refused, liking nothing", async () => {
    const story = await approvedStory();
    for (const returnTo of [
      undefined,
      "",
      "https://elsewhere.example/advice-and-solutions",
      "//elsewhere.example/advice-and-solutions",
      "/\\elsewhere.example/advice-and-solutions",
      "/%2F%2Felsewhere.example",
      "advice-and-solutions",
      "/contact",
      "/advice-and-solutions/stories/1/../../../contact",
      "/advice-and-solutions/articles/1-a-ramp",
      "/advice-and-solutions\r\nLocation: https://elsewhere.example",
      `/advice-and-solutions?search=${"x".repeat(1200)}`,
    ]) {
      const response = await postLike(story.id, returnTo);
      expect(response.statusCode, String(returnTo)).toBe(400);
      expect(response.json()).toEqual({ error: LIKE_RETURN_REFUSED });
      expect(response.headers.location).toBeUndefined();
      expect(response.cookies).toEqual([]);
    }
    expect(await storedCount(story.id)).toBe(0);
  });
});
