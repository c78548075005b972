// What a shared cache (Varnish, a CDN) is allowed to keep, walked over every page of the route
// table: a page everyone sees alike is public and names the areas it shows; a page about someone's
// own data, the admin, and anything answered to a signed-in person or setting a cookie never
// carries a shared-cache header (docs/decisions/037-shared-cache.md).
import { describe, expect, it } from "vitest";
import { routes } from "../../web/routes.ts";
import { keepPersonalResponsesPrivate } from "../http/shared-cache.ts";
import { makeArticle, makeStory } from "../test/factories.ts";
import { setUpTestApp } from "../test/test-app.ts";
import { testPageSource } from "../test/test-pages.ts";

// As deployed with a cache in front that the site purges (pages held for a day).
const { app, db, signIn } = await setUpTestApp(
  { CACHE_PURGE_URL: "http://127.0.0.1:9/" },
  undefined,
  { pages: await testPageSource() },
);
const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers });

const isShared = (response: Awaited<ReturnType<typeof get>>) =>
  response.headers["surrogate-key"] !== undefined || response.headers["cache-tag"] !== undefined;

const plainPaths = routes.map((route) => route.path).filter((path) => !path.includes(":"));

describe("every page of the route table", () => {
  for (const path of plainPaths) {
    const route = routes.find((each) => each.path === path);
    const personal = route?.isPrivate?.(new URLSearchParams()) || path.startsWith("/admin");
    it(`${path} is ${personal ? "never shared" : "public, named by what it shows"}`, async () => {
      const page = await get(path);
      expect(page.statusCode).toBe(200);
      if (personal) {
        expect(isShared(page)).toBe(false);
        expect(page.headers["cache-control"]).not.toMatch(/public/);
      } else {
        expect(page.headers["cache-control"]).toMatch(
          /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+, stale-if-error=86400$/,
        );
        expect(String(page.headers["surrogate-key"]).split(" ")).toContain("page");
        expect(page.headers["set-cookie"]).toBeUndefined();
      }
    });
  }
});

describe("a page about one item", () => {
  it("names the areas it shows, so a change to them purges it", async () => {
    const article = await makeArticle(db, { title: "Hearing loops at the counter" });
    const page = await get(`/advice-and-solutions/articles/${article.id}`, {});
    const final = page.statusCode === 301 ? await get(String(page.headers.location)) : page;
    expect(String(final.headers["surrogate-key"]).split(" ")).toEqual(
      expect.arrayContaining(["page", "article"]),
    );
    expect(final.headers["cache-tag"]).toMatch(/(^|,)article(,|$)/);
  });

  it("a story's page names the likes too, which change more often", async () => {
    const story = await makeStory(db, { title: "A bench by the till", isApproved: true });
    const page = await get(`/advice-and-solutions/stories/${story.id}`);
    const final = page.statusCode === 301 ? await get(String(page.headers.location)) : page;
    expect(String(final.headers["surrogate-key"]).split(" ")).toEqual(
      expect.arrayContaining(["story", "likes"]),
    );
  });
});

describe("a page holding a signed form token", () => {
  it("is held by a shared cache no longer than the token is fresh in the page", async () => {
    const page = await get("/advice-and-solutions?tab=community-stories");
    expect(page.body).toContain('name="formToken"');
    expect(page.headers["cache-control"]).toMatch(/ s-maxage=3600,/);
    expect((await get("/news")).headers["cache-control"]).toMatch(/ s-maxage=86400,/);
  });
});

describe("what is for one person", () => {
  it("a public page answered to a signed-in person is never shared", async () => {
    const page = await get("/news", { cookie: await signIn() });
    expect(isShared(page)).toBe(false);
    expect(page.headers["cache-control"]).toMatch(/no-store|private/);
  });

  it("a response that sets a cookie loses any shared-cache header, whoever set it", () => {
    const headers = new Map<string, unknown>([
      ["cache-control", "public, max-age=0, s-maxage=60"],
      ["surrogate-key", "page news"],
      ["cache-tag", "page,news"],
      ["set-cookie", "visitor=1"],
    ]);
    keepPersonalResponsesPrivate({
      getHeader: (name) => headers.get(name),
      header: (name, value) => headers.set(name, value),
      removeHeader: (name) => headers.delete(name),
    });
    expect([...headers.keys()].sort()).toEqual(["cache-control", "set-cookie"]);
    expect(headers.get("cache-control")).toBe("private, no-store");
  });

  it("a like, which sets the visitor's cookie, is not shared", async () => {
    const story = await makeStory(db, {
      title: "Quiet hour on Tuesdays",
      isApproved: true,
    });
    const like = await app.inject({ method: "POST", url: `/api/community/${story.id}/like` });
    expect(like.statusCode).toBe(200);
    expect(like.headers["set-cookie"]).toBeDefined();
    expect(isShared(like)).toBe(false);
    expect(like.headers["cache-control"] ?? "").not.toMatch(/public/);
  });
});
