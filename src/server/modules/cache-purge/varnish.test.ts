// The site behind a real Varnish running deploy/varnish/default.vcl, as deployed: two instances on
// one database, each purging what it changes (docs/decisions/038-varnish.md). A page is answered
// by the cache on its second visit; a like, an approval or a publication purges only the pages that
// show it, within 2 seconds; with every instance stopped, the cache serves the pages it holds (even
// purged ones) and not the admin; nothing for one person is ever stored.
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { mediaFilePath, parseMediaReference } from "../../../shared/media.ts";
import { buildApp } from "../../app.ts";
import { setOwnerPassword } from "../../auth/accounts.ts";
import { TEST_COST } from "../../auth/password.ts";
import { loadConfig } from "../../config.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { makeNewsArticle, makeStory } from "../../test/factories.ts";
import { GUIDE_SUBMISSION } from "../../test/guide-submission.ts";
import { ADMIN_PASSWORD } from "../../test/test-app.ts";
import { createTestDatabase, recycleTestDatabase } from "../../test/test-database.ts";
import { testPageSource } from "../../test/test-pages.ts";
import { startVarnish, varnishd, varnishPorts } from "../../test/varnish.ts";
import { startCachePurger } from "./purger.ts";
import { purgeTargets } from "./targets.ts";

if (!varnishd && process.env.REQUIRE_VARNISH) {
  throw new Error("REQUIRE_VARNISH is set but varnishd is not installed");
}

const quietLog = { warn: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two instances on one database, each with its purger, behind Varnish. */
async function startSite() {
  const database = await createTestDatabase();
  await setOwnerPassword(database.db, ADMIN_PASSWORD, TEST_COST);
  const ports = await varnishPorts();
  const config = loadConfig({
    NODE_ENV: "test",
    MAX_EVENT_LOOP_DELAY_MS: "0",
    CACHE_PURGE_URL: `http://127.0.0.1:${ports.purges}/`,
  });
  let purges = 0;
  const observer = {
    ran: async (run: { outcome: string }) => {
      if (run.outcome === "ok") purges += 1;
    },
  };
  // With the page cache, as deployed (pages kept compressed, brotli and gzip).
  const pages = { ...(await testPageSource()), cacheBytes: 4 * 1024 * 1024 };
  const instances = await Promise.all(
    [1, 2].map(async () => {
      const purger = startCachePurger({ targets: purgeTargets(config), observer, log: quietLog });
      const app = await buildApp({
        config,
        database,
        pagesChanged: (areas) => purger.changed(areas),
        pages,
      });
      const asked: string[] = [];
      app.addHook("onRequest", async (request) => {
        if (request.url !== "/readyz") asked.push(request.url);
      });
      await app.listen({ port: 0, host: "127.0.0.1" });
      app.readiness.markReady();
      return { app, purger, asked };
    }),
  );
  const varnish = await startVarnish(
    instances.map(({ app }) => (app.server.address() as AddressInfo).port),
    ports,
  );
  const stopInstances = async () => {
    for (const { app, purger } of instances) {
      await purger.stop();
      await app.close();
    }
  };
  /** Stops Varnish and the instances and lets the database go (afterAll, or the test's end). */
  const stop = async () => {
    await varnish.stop();
    await stopInstances();
    await recycleTestDatabase(database);
  };

  const visit = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${varnish.url}${path}`, { headers, redirect: "manual" });
    return {
      status: answer.status,
      cache: answer.headers.get("x-cache"),
      setCookie: answer.headers.get("set-cookie"),
      body: await answer.text(),
    };
  };
  /** How many times the instances were asked for this address. */
  const originAsked = (path: string) =>
    instances.flatMap(({ asked }) => asked).filter((url) => url === path).length;
  /** Where an item's short address leads (its permalink with the slug). */
  const permalink = async (path: string) => {
    const answer = await instances[0]?.app.inject({ method: "GET", url: path });
    return answer?.statusCode === 301 ? String(answer.headers.location) : path;
  };
  const signIn = async () => {
    const answer = await fetch(`${varnish.url}/api/admin/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ password: ADMIN_PASSWORD }),
    });
    expect(answer.status).toBe(204);
    return answer.headers.getSetCookie()[0]?.split(";")[0] ?? "";
  };
  const post = (path: string, cookie = "") =>
    fetch(`${varnish.url}${path}`, {
      method: "POST",
      headers: cookie ? { cookie, "content-type": "application/json" } : {},
      ...(cookie ? { body: "{}" } : {}),
    });
  /** Visits a page until the cache fetches it afresh: how long that took after `since`. */
  const freshWithin = async (path: string, since: number, limitMs: number) => {
    for (;;) {
      const page = await visit(path);
      if (page.cache !== "HIT") return { ...page, afterMs: Date.now() - since };
      if (Date.now() - since > limitMs) return { ...page, afterMs: Date.now() - since };
      await sleep(50);
    }
  };
  return {
    varnish,
    db: database.db,
    visit,
    originAsked,
    permalink,
    signIn,
    post,
    freshWithin,
    stopInstances,
    stop,
    purges: () => purges,
  };
}

describe.skipIf(!varnishd)("the site behind Varnish", () => {
  let site: Awaited<ReturnType<typeof startSite>>;
  beforeAll(async () => {
    site = await startSite();
  });
  afterAll(() => site?.stop());

  it("answers a page from the cache on its second visit, without asking an instance", async () => {
    const first = await site.visit("/news");
    expect(first).toMatchObject({ status: 200, cache: "MISS" });
    const second = await site.visit("/news");
    expect(second).toMatchObject({ status: 200, cache: "HIT", body: first.body });
    expect(site.originAsked("/news")).toBe(1);
  });

  it("keeps one copy whatever tracking a link adds, and sends brotli to browsers that take it", async () => {
    await site.visit("/feeds");
    const tracked = await site.visit("/feeds?utm_source=newsletter&fbclid=abc123");
    expect(tracked.cache).toBe("HIT");
    expect(site.originAsked("/feeds")).toBe(1);

    const encoded = (encoding: string) =>
      fetch(`${site.varnish.url}/feeds`, { headers: { "accept-encoding": encoding } });
    expect((await encoded("gzip, deflate, br")).headers.get("content-encoding")).toBe("br");
    expect((await encoded("gzip")).headers.get("content-encoding")).toBe("gzip");
  });

  it("a like purges the story's pages within 2 seconds, and no others", async () => {
    const story = await makeStory(site.db, { title: "Ramps that fold", isApproved: true });
    const storyPage = await site.permalink(`/advice-and-solutions/stories/${story.id}`);
    const unrelated = ["/news", "/quick-solutions"];
    const before = await site.visit(storyPage);
    for (const path of [storyPage, ...unrelated]) await site.visit(path);
    expect((await site.visit(storyPage)).cache).toBe("HIT");

    const like = await site.post(`/api/community/${story.id}/like`);
    expect(like.status).toBe(200);
    const after = await site.freshWithin(storyPage, Date.now(), 2000);
    expect(after.cache, `still the old page after ${after.afterMs} ms`).toBe("MISS");
    expect(after.afterMs).toBeLessThanOrEqual(2000);
    expect(after.body).not.toBe(before.body); // one more like
    for (const path of unrelated) expect((await site.visit(path)).cache).toBe("HIT");
  });

  it("an approval purges the stories, and a publication the news, each no more", async () => {
    const cookie = await site.signIn();
    const stories = "/advice-and-solutions?tab=community-stories";
    const pending = await makeStory(site.db, { title: "A quieter hour on Tuesdays" });
    for (const path of [stories, "/news"]) await site.visit(path);
    expect((await site.visit(stories)).body).not.toContain("A quieter hour on Tuesdays");

    expect((await site.post(`/api/community/${pending.id}/approve`, cookie)).status).toBe(200);
    const approved = await site.freshWithin(stories, Date.now(), 2000);
    expect(approved.cache).toBe("MISS");
    expect(approved.body).toContain("A quieter hour on Tuesdays");
    expect((await site.visit("/news")).cache).toBe("HIT");

    const draft = await makeNewsArticle(site.db, {
      title: "Changing Places toilets reach 2,000",
      status: "draft",
      isTopStory: true,
    });
    expect((await site.post(`/api/admin/news/${draft.id}/publish`, cookie)).status).toBe(200);
    const news = await site.freshWithin("/news", Date.now(), 2000);
    expect(news.cache).toBe("MISS");
    expect(news.body).toContain("Changing Places toilets reach 2,000");
    expect((await site.visit(stories)).cache).toBe("HIT");
  });

  it("never stores an answer to someone signed in, or one that sets a cookie", async () => {
    const cookie = await site.signIn();
    const signedIn = await site.visit("/about", { cookie });
    expect(signedIn.cache).toBe("PASS");
    expect((await site.visit("/about")).cache).toBe("MISS");
    expect(site.originAsked("/about")).toBe(2);
    // A visitor who has just sent something is shown pages made afresh, read from the primary.
    expect((await site.visit("/about", { cookie: "ra_wrote=1" })).cache).toBe("PASS");

    const story = await makeStory(site.db, { isApproved: true });
    const like = await site.post(`/api/community/${story.id}/like`);
    expect(like.headers.get("set-cookie")).toBeTruthy();
    expect(like.headers.get("x-cache")).toBe("PASS");

    // The admin and someone's own results are asked for every time.
    for (const path of ["/admin", "/admin"]) expect((await site.visit(path)).cache).toBe("PASS");
    expect(site.originAsked("/admin")).toBe(2);
  });

  it("ignores a visitor's x-origin-failed: a deleted story's old copy is not served while the site is up", async () => {
    const cookie = await site.signIn();
    const story = await makeStory(site.db, { title: "Braille menus", isApproved: true });
    const storyPage = await site.permalink(`/advice-and-solutions/stories/${story.id}`);
    await site.visit(storyPage);
    expect((await site.visit(storyPage)).cache).toBe("HIT");

    const purgesBefore = site.purges();
    const deleted = await fetch(`${site.varnish.url}/api/community/${story.id}`, {
      method: "DELETE",
      headers: { cookie },
    });
    expect(deleted.status).toBe(204);
    for (let waited = 0; site.purges() === purgesBefore && waited < 5000; waited += 50) {
      await sleep(50);
    }
    expect(site.purges()).toBeGreaterThan(purgesBefore);

    // The first visit after the purge claims, as the cache does to itself when every instance is
    // down, that the origin failed.
    const claimed = await site.visit(storyPage, { "x-origin-failed": "1" });
    expect(claimed.cache).not.toBe("STALE");
    expect(claimed.status).toBe(404);
    expect(claimed.body).not.toContain("Braille menus");
  });

  it("drops a deleted guide's photo and a deleted story's feed entry within 5 seconds", async () => {
    const cookie = await site.signIn();
    const guide = await makeAccessGuide(site.db);
    const guideApi = `${site.varnish.url}/api/access-guides/manage/${guide.manageToken}`;
    const form = new FormData();
    const jpeg = await sharp({
      create: { width: 300, height: 200, channels: 3, background: "#3a7d44" },
    })
      .jpeg()
      .toBuffer();
    form.append("file", new Blob([new Uint8Array(jpeg)]), "door.jpg");
    form.append("alt", "The front door with a ramp across its step");
    const uploaded = await fetch(`${guideApi}/photos`, { method: "POST", body: form });
    expect(uploaded.status).toBe(201);
    const reference = parseMediaReference((await uploaded.json()).photos[0].url);
    if (!reference) throw new Error("no photo reference");
    const photo = mediaFilePath(reference, reference.width, "jpg");
    const sent = await fetch(`${guideApi}/submit`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(GUIDE_SUBMISSION),
    });
    expect(sent.status).toBe(200);
    const approve = `/api/admin/access-guides/${guide.id}/approve`;
    expect((await site.post(approve, cookie)).status).toBe(200);

    const story = await makeStory(site.db, { title: "Quiet hours", isApproved: true });
    const feed = "/feeds/stories.xml";
    for (const path of [photo, feed]) {
      expect((await site.visit(path)).status, path).toBe(200);
      expect((await site.visit(path)).cache, path).toBe("HIT");
    }
    expect((await site.visit(feed)).body).toContain("Quiet hours");

    const since = Date.now();
    expect((await fetch(guideApi, { method: "DELETE" })).status).toBe(204);
    const deleted = await fetch(`${site.varnish.url}/api/community/${story.id}`, {
      method: "DELETE",
      headers: { cookie },
    });
    expect(deleted.status).toBe(204);
    const photoGone = await site.freshWithin(photo, since, 5000);
    expect(photoGone.cache, `still the photo after ${photoGone.afterMs} ms`).not.toBe("HIT");
    expect(photoGone.status).toBe(404);
    const feedFresh = await site.freshWithin(feed, since, 5000);
    expect(feedFresh.cache, `still the old feed after ${feedFresh.afterMs} ms`).not.toBe("HIT");
    expect(feedFresh.body).not.toContain("Quiet hours");
  });

  it("takes purges only on its own listener, never from visitors", async () => {
    await site.visit("/accessibility-statement");
    const purge = { method: "PURGE", headers: { "xkey-purge": "page" } };
    expect((await fetch(site.varnish.url, purge)).status).toBe(405);
    expect((await site.visit("/accessibility-statement")).cache).toBe("HIT");
    const answer = await fetch(site.varnish.purgeUrl, purge);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/^Purged [1-9]\d* pages$/);
    expect((await site.visit("/accessibility-statement")).cache).toBe("MISS");
  });
});

describe.skipIf(!varnishd)("the site behind Varnish with every instance down", () => {
  it("serves the pages it holds, even ones purged since, and not the admin", async () => {
    const site = await startSite();
    onTestFinished(() => site.stop());
    const story = await makeStory(site.db, { title: "Hearing loop", isApproved: true });
    const storyPage = await site.permalink(`/advice-and-solutions/stories/${story.id}`);
    const held = await site.visit(storyPage);
    const news = await site.visit("/news");
    expect((await site.visit("/admin")).status).toBe(200);

    // A like purges the story's page; before anyone visits it again, every instance stops.
    const purgesBefore = site.purges();
    expect((await site.post(`/api/community/${story.id}/like`)).status).toBe(200);
    for (let waited = 0; site.purges() === purgesBefore && waited < 5000; waited += 50) {
      await sleep(50);
    }
    expect(site.purges()).toBeGreaterThan(purgesBefore);
    await site.stopInstances();

    const stale = await site.visit(storyPage);
    expect(stale).toMatchObject({ status: 200, cache: "STALE", body: held.body });
    expect(await site.visit("/news")).toMatchObject({ status: 200, cache: "HIT", body: news.body });
    const admin = await site.visit("/admin");
    expect(admin.status).toBe(503);
    expect(admin.body).toContain("Real Access is back shortly");
  });
});
