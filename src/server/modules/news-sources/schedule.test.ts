// The schedule: a run at start, once across instances (the advisory lock, and sources not due
// again within the interval), the data version moved on after an import, and a clean stop.
import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";
import { newsArticles, newsSources } from "../../db/schema.ts";
import { makeNewsSource } from "../../test/factories.ts";
import { startFeedServer } from "../../test/feed-server.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { startNewsSourceRefresh } from "./schedule.ts";

const feeds = await startFeedServer();
const database = await createTestDatabase();
afterAll(async () => {
  await feeds.close();
  await database.close();
});

const { db } = database;
const version = { bump: vi.fn(async () => {}) };
const log = { info: vi.fn(), error: vi.fn() };
const start = (intervalMinutes = 60) =>
  startNewsSourceRefresh({
    database,
    version,
    log,
    intervalMinutes,
    fetchOptions: { allowPrivate: true },
  });

const requestsFor = (path: string) =>
  feeds.requests.filter((request) => request.path === path).length;

/** Waits for `check` to hold, polling. */
async function until(check: () => boolean | Promise<boolean>, ms = 5000) {
  const deadline = performance.now() + ms;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sourceRow = async (id: number) =>
  (await db.select().from(newsSources).where(eq(newsSources.id, id)))[0];

beforeEach(async () => {
  // Each test's sources are its own: earlier ones are marked fetched just now, so not due.
  await db.update(newsSources).set({ lastFetchedAt: new Date() });
  version.bump.mockClear();
  log.error.mockClear();
});

describe("the news-source schedule", () => {
  it("does nothing at all when the interval is 0", async () => {
    await makeNewsSource(db, { url: feeds.url("/unconditional.xml?off") });
    const stop = start(0);
    await stop();
    expect(requestsFor("/unconditional.xml?off")).toBe(0);
  });

  it("fetches due sources at start and moves the data version on; a second instance then finds none due", async () => {
    const source = await makeNewsSource(db, { url: feeds.url("/unconditional.xml?start") });
    const stopFirst = start();
    await until(async () => (await sourceRow(source.id))?.lastFetchedAt != null);
    await stopFirst();
    const articles = await db
      .select()
      .from(newsArticles)
      .where(eq(newsArticles.sourceId, source.id));
    expect(articles.length).toBeGreaterThan(0);
    expect(articles.every((article) => !article.isTopStory)).toBe(true);
    expect(version.bump).toHaveBeenCalledTimes(1);
    expect(log.error).not.toHaveBeenCalled();

    // Another instance starting a moment later: the feed was fetched within the interval.
    const stopSecond = start();
    await stopSecond();
    expect(requestsFor("/unconditional.xml?start")).toBe(1);
    expect(version.bump).toHaveBeenCalledTimes(1);
  });

  it("leaves the run to whoever holds the lock", async () => {
    const source = await makeNewsSource(db, { url: feeds.url("/unconditional.xml?locked") });
    const held = await database.tryWithLock("news-sources", async () => {
      const stop = start();
      await stop();
      return true;
    });
    expect(held).toEqual({ ran: true, value: true });
    expect(requestsFor("/unconditional.xml?locked")).toBe(0);
    expect((await sourceRow(source.id))?.lastFetchedAt).toBeNull();
  });

  it("stops promptly, abandoning a fetch in flight without recording it", async () => {
    feeds.slowMs = 5000;
    const source = await makeNewsSource(db, { url: feeds.url("/slow.xml?stopped") });
    const stop = start();
    await until(() => requestsFor("/slow.xml?stopped") === 1);
    const started = performance.now();
    await stop();
    expect(performance.now() - started).toBeLessThan(1000);
    // Still due: the next start fetches it.
    expect(await sourceRow(source.id)).toMatchObject({ lastFetchedAt: null, lastError: null });
    expect(log.error).not.toHaveBeenCalled();
  });
});

describe("tryWithLock", () => {
  it("runs one holder at a time and never waits", async () => {
    let release = () => {};
    let holding = false;
    const first = database.tryWithLock("news-sources", async () => {
      holding = true;
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return "first";
    });
    await until(() => holding);
    expect(await database.tryWithLock("news-sources", async () => "second")).toEqual({
      ran: false,
    });
    release();
    expect(await first).toEqual({ ran: true, value: "first" });
    expect(await database.tryWithLock("news-sources", async () => "third")).toEqual({
      ran: true,
      value: "third",
    });
  });
});
