// A statement that runs past its time limit is stopped, its request is answered 503 with
// Retry-After, and the site goes on serving: PostgreSQL cancels it (statement_timeout); the
// embedded database's thread is ended and started again on the same data (db/embedded/). Runs on
// PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { BUSY_MESSAGE } from "../http/busy-page.ts";
import { createTestDatabaseWithLimit } from "../test/test-database.ts";
import type { Database } from "./connection.ts";
import { rowsOf } from "./rows-of.ts";
import { isDatabaseUnavailable } from "./unavailable.ts";

const LIMIT_MS = 400;

describe("a statement past its time limit", () => {
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    database = await createTestDatabaseWithLimit(LIMIT_MS);
    app = await buildApp({
      config: loadConfig({ NODE_ENV: "test", MAX_EVENT_LOOP_DELAY_MS: "0" }),
      database,
    });
    // A request whose statement takes longer than any limit: what a pathological input costs.
    app.get("/test/slow-statement", async () => {
      await database.db.execute(sql`select pg_sleep(30)`);
      return { finished: true };
    });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it("is stopped, answered 503 with Retry-After, and the site keeps serving", async () => {
    await database.db.execute(sql`create table kept_through_a_stop (word text)`);
    await database.db.execute(sql`insert into kept_through_a_stop values ('committed')`);

    const started = performance.now();
    const slow = await app.inject({ method: "GET", url: "/test/slow-statement" });
    const tookMs = performance.now() - started;
    expect(slow.statusCode).toBe(503);
    expect(slow.headers["retry-after"]).toBeDefined();
    expect(slow.json()).toEqual({ error: BUSY_MESSAGE });
    expect(tookMs).toBeLessThan(15_000); // stopped, not left to run its 30 s

    // The embedded database starts again within a few seconds; PostgreSQL answers at once.
    const healthy = await until(async () => {
      const health = await app.inject({ method: "GET", url: "/healthz" });
      return health.statusCode === 200;
    });
    expect(healthy).toBe(true);
    const solutions = await app.inject({ method: "GET", url: "/api/quick-solutions" });
    expect(solutions.statusCode).toBe(200);
    // What was committed before the stop is still there.
    const rows = await rowsOf<{ word: string }>(
      database.db,
      sql`select word from kept_through_a_stop`,
    );
    expect(rows).toEqual([{ word: "committed" }]);
  }, 60_000);

  it("fails in a way the error handler knows as the database being unavailable", async () => {
    const failure = await database.db.execute(sql`select pg_sleep(30)`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    await until(async () => {
      await database.ping();
      return true;
    });
  }, 60_000);
});

/** Asks `check` every 100 ms for up to 20 s; true once it says so. */
async function until(check: () => Promise<boolean>): Promise<boolean> {
  const giveUpAt = Date.now() + 20_000;
  while (Date.now() < giveUpAt) {
    if (await check().catch(() => false)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}
