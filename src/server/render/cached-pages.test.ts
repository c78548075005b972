// Rendered pages are cached and revalidated, and never outlive the data they show: not on this
// instance after a write, and not on another instance sharing the database for longer than the
// data version's recheck interval.
import { setTimeout as sleep } from "node:timers/promises";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { DATA_VERSION_RECHECK_MS } from "../lib/data-version.ts";
import { makeQuickSolution, makeStory } from "../test/factories.ts";
import { ADMIN_PASSWORD, setUpTestApp } from "../test/test-app.ts";
import { testPageSource } from "../test/test-pages.ts";

const { source } = await testPageSource();
// Counts the server renders, to show which requests were served from the cache.
let renders = 0;
const countingSource: typeof source = {
  template: source.template,
  entry: async () => {
    const entry = await source.entry();
    return {
      render: (request) => {
        renders += 1;
        return entry.render(request);
      },
      cacheKey: entry.cacheKey,
    };
  },
};
const pages = { source: countingSource, cacheBytes: 4 * 1024 * 1024 };
const METRICS_TOKEN = "metrics-token-for-the-cached-pages-test";
const { app, db, database } = await setUpTestApp({ METRICS_TOKEN }, undefined, { pages });
const URL = "/advice-and-solutions";
/** The cache's pages and misses, as /metrics reports them. */
async function cacheMetric() {
  const metrics = await app.inject({
    url: "/metrics",
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const value = (name: string) => metrics.body.match(new RegExp(`^${name} (\\d+)$`, "m"))?.[1];
  return {
    pages: value("real_access_page_cache_pages"),
    misses: value('real_access_page_cache_lookups_total\\{result="miss"\\}'),
  };
}

const addSolution = (via: typeof app, issue: string) =>
  via.inject({
    method: "POST",
    url: "/api/admin/quick-solutions",
    headers: { authorization: `Bearer ${ADMIN_PASSWORD}` },
    payload: {
      issue,
      whyItsAnIssue: "People miss it.",
      possibleSolutions: "Fix it.",
      displayOrder: 0,
    },
  });

describe("cached pages", () => {
  it("renders a page once and serves the same bytes until the data changes", async () => {
    const first = await app.inject({ url: URL });
    // Written straight to the database, past the API: no write is recorded, so the cached page
    // is served as it was. (Nothing in the site writes this way once it is running.)
    await makeQuickSolution(db, { issue: "Unrecorded change to the list" });
    const second = await app.inject({ url: URL });
    expect(second.body).toBe(first.body);
    expect(second.body).not.toContain("Unrecorded change to the list");

    expect((await addSolution(app, "Doorbell out of reach")).statusCode).toBe(201);
    const third = await app.inject({ url: URL });
    expect(third.body).toContain("Doorbell out of reach");
    expect(third.body).toContain("Unrecorded change to the list");
  });

  it("answers 304 to a browser that has the current page, and 200 once it changes", async () => {
    const page = await app.inject({ url: URL });
    const etag = String(page.headers.etag);
    // Browsers revalidate every visit; a shared cache may hold it (shared-cache.test.ts).
    expect(page.headers["cache-control"]).toMatch(/^public, max-age=0, /);
    const again = await app.inject({ url: URL, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const weakened = await app.inject({ url: URL, headers: { "if-none-match": `W/${etag}` } });
    expect(weakened.statusCode).toBe(304);

    await addSolution(app, "Menu too small to read");
    const changed = await app.inject({ url: URL, headers: { "if-none-match": etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it("sends a browser that takes brotli the page compressed once, with its own validator", async () => {
    const plain = await app.inject({ url: URL });
    const first = await app.inject({ url: URL, headers: { "accept-encoding": "gzip, br" } });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    expect(first.headers.etag).not.toBe(plain.headers.etag);
    const again = await app.inject({ url: URL, headers: { "accept-encoding": "gzip, br" } });
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    const revalidated = await app.inject({
      url: URL,
      headers: { "accept-encoding": "gzip, br", "if-none-match": String(first.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
    const gzipped = await app.inject({ url: URL, headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
  });

  it("renders a page once for visitors who ask for it together", async () => {
    await addSolution(app, "Bell at the side door");
    const before = renders;
    const answers = await Promise.all(Array.from({ length: 5 }, () => app.inject({ url: URL })));
    expect(renders - before).toBe(1);
    expect(new Set(answers.map((answer) => answer.headers.etag)).size).toBe(1);
    expect(answers.every((answer) => answer.body.includes("Bell at the side door"))).toBe(true);
  });

  it("follows an admin's edit and deletion of a quick solution on its own page and the sitemap", async () => {
    const admin = { authorization: `Bearer ${ADMIN_PASSWORD}` };
    const created = await addSolution(app, "Counter too high");
    const { id } = created.json();
    const path = `/advice-and-solutions/quick-solutions/${id}-counter-too-high`;
    const first = await app.inject({ url: path });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain("People miss it.");
    expect((await app.inject({ url: path })).body).toBe(first.body);

    const edited = await app.inject({
      method: "PUT",
      url: `/api/admin/quick-solutions/${id}`,
      headers: admin,
      payload: {
        issue: "Counter too high to see over",
        whyItsAnIssue: "Wheelchair users cannot see the till.",
        possibleSolutions: "Lower one section of the counter.",
        displayOrder: 0,
        costBand: "over-500",
      },
    });
    expect(edited.statusCode).toBe(200);
    // A new issue is a new address: the old one redirects there.
    const renamed = `/advice-and-solutions/quick-solutions/${id}-counter-too-high-to-see-over`;
    const moved = await app.inject({ url: path });
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(renamed);
    const page = await app.inject({ url: renamed });
    expect(page.body).toContain("Wheelchair users cannot see the till.");
    expect(page.body).not.toContain("People miss it.");
    expect(page.body.replaceAll("<!-- -->", "")).toContain("<strong>Over £500</strong>");
    const sitemap = (await app.inject({ url: "/sitemap.xml" })).body;
    expect(sitemap).toContain(`${renamed}</loc>`);
    expect(sitemap).not.toContain(`${path}</loc>`);

    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/admin/quick-solutions/${id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(204);
    expect((await app.inject({ url: renamed })).statusCode).toBe(404);
    expect((await app.inject({ url: "/sitemap.xml" })).body).not.toContain(`/${id}-counter`);
  });

  it("renders nothing again for writes that change no public page", async () => {
    const pagesToWatch = [URL, "/news", `${URL}?tab=community-stories`];
    for (const page of pagesToWatch) await app.inject({ url: page });
    const before = renders;
    const writes = [
      app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { name: "Ada", email: "ada@example.org", message: "Is there step-free access?" },
      }),
      // A logout with a made-up session cookie, as a load test or a bot sends.
      app.inject({
        method: "POST",
        url: "/api/admin/logout",
        headers: { cookie: "__Host-ra_session=made-up" },
      }),
      app.inject({
        method: "POST",
        url: "/api/admin/login",
        payload: { username: "nobody", password: "not the right password" },
      }),
    ];
    for (const answer of await Promise.all(writes)) expect(answer.statusCode).toBeLessThan(500);
    for (const page of pagesToWatch) await app.inject({ url: page });
    expect(renders - before).toBe(0);
  });

  it("renders again after a like only the pages that show like counts", async () => {
    const story = await makeStory(db, { title: "Ramp by the back door" });
    const approved = await app.inject({
      method: "POST",
      url: `/api/community/${story.id}/approve`,
      headers: { authorization: `Bearer ${ADMIN_PASSWORD}` },
    });
    expect(approved.statusCode).toBe(200);
    const stories = `${URL}?tab=community-stories`;
    expect((await app.inject({ url: stories })).body).toContain("Ramp by the back door");
    await app.inject({ url: "/news" });
    const before = renders;
    const like = await app.inject({ method: "POST", url: `/api/community/${story.id}/like` });
    expect(like.statusCode).toBe(200);
    // The news page does not show like counts, so it is not rendered again.
    await app.inject({ url: "/news" });
    expect(renders - before).toBeLessThanOrEqual(1);
    // The stories page is, once.
    await vi.waitFor(
      async () => {
        await app.inject({ url: stories });
        expect(renders - before).toBe(1);
      },
      { timeout: 5000, interval: 100 },
    );
    await app.inject({ url: "/news" });
    expect(renders - before).toBe(1);
  });

  it("serves addresses with parameters the page does not read from the one cached page", async () => {
    const real = [URL, `${URL}?tab=expert-articles`, "/news", "/"];
    const bodies = new Map<string, string>();
    for (const page of real) bodies.set(page, (await app.inject({ url: page })).body);
    const before = renders;
    const cached = await cacheMetric();
    expect(Number(cached.pages)).toBeGreaterThanOrEqual(real.length);
    for (let n = 0; n < 200; n += 1) {
      const page = real[n % real.length] ?? URL;
      const junk = `utm_source=mailing-${n}&fbclid=${n}x&utm_campaign=${n}`;
      const answer = await app.inject({ url: `${page}${page.includes("?") ? "&" : "?"}${junk}` });
      expect(answer.body).toBe(bodies.get(page));
    }
    expect(renders - before).toBe(0);
    // Nothing was added to the cache, so nothing real was pushed out of it.
    expect(await cacheMetric()).toEqual(cached);
  });

  it("keys a page by the parameters it reads in order of name, without empty ones", async () => {
    await app.inject({ url: `${URL}?search=door&maxCost=50-500` });
    const before = renders;
    await app.inject({ url: `${URL}?maxCost=50-500&search=door&utm_medium=social` });
    await app.inject({ url: `${URL}?maxCost=50-500&search=door&category=` });
    expect(renders - before).toBe(0);
  });

  it("sees another instance's write within the recheck interval", async () => {
    const other = await buildApp({ config: loadConfig({ NODE_ENV: "test" }), database });
    afterAll(() => other.close());
    await app.inject({ url: URL }); // cached here
    expect((await addSolution(other, "Lift call button hidden")).statusCode).toBe(201);
    await sleep(DATA_VERSION_RECHECK_MS + 50);
    expect((await app.inject({ url: URL })).body).toContain("Lift call button hidden");
  });
});
