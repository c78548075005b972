import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { rateLimitHits } from "../db/schema.ts";
import { createTestDatabase, recycleTestDatabase } from "../test/test-database.ts";
import { memoryLimiter, type RateLimit, tableLimiter } from "./rate-limit.ts";

const database = await createTestDatabase();
afterAll(() => recycleTestDatabase(database));

const HOUR = 60 * 60 * 1000;
const start = new Date("2026-11-24T09:00:00Z");
const at = (ms: number) => new Date(start.getTime() + ms);
let buckets = 0;
/** Three an hour, in a bucket of its own so tests never share hits. */
const threeAnHour = (): RateLimit<string> => {
  buckets += 1;
  return { bucket: `test-${buckets}`, max: 3, windowMs: HOUR };
};

// The same rule wherever the hits are kept: memory on PGlite, the table on PostgreSQL.
describe.each([
  ["in memory", () => memoryLimiter()],
  ["in the database", () => tableLimiter(database.db)],
])("rate limits kept %s", (_, makeLimiter) => {
  const allowedOf = async (answers: Promise<{ allowed: boolean }>[]) =>
    (await Promise.all(answers)).map((answer) => answer.allowed);

  it("allows the limit within the window, refuses the next, and counts each address alone", async () => {
    const limits = makeLimiter();
    const limit = threeAnHour();
    const hits = [];
    for (let n = 0; n < 4; n += 1) hits.push(await limits.take(limit, "192.0.2.1", at(n * 1000)));
    expect(hits.map((hit) => hit.allowed)).toEqual([true, true, true, false]);
    expect((await limits.take(limit, "192.0.2.2", at(5000))).allowed).toBe(true);
  });

  it("counts only the window: a hit is allowed again once the oldest has left it", async () => {
    const limits = makeLimiter();
    const limit = threeAnHour();
    for (const ms of [0, 10 * 60_000, 20 * 60_000]) await limits.take(limit, "192.0.2.3", at(ms));
    expect((await limits.take(limit, "192.0.2.3", at(HOUR))).allowed).toBe(false);
    // The refused hit was not recorded, so just over an hour on only the first has gone.
    expect((await limits.take(limit, "192.0.2.3", at(HOUR + 1))).allowed).toBe(true);
    expect((await limits.take(limit, "192.0.2.3", at(HOUR + 2))).allowed).toBe(false);
  });

  it("counts an IPv6 client by its /64", async () => {
    const limits = makeLimiter();
    const limit = threeAnHour();
    const addresses = [
      "2001:db8:1:2::1",
      "2001:db8:1:2::2",
      "2001:db8:1:2:ffff::3",
      "2001:db8:1:2::4",
    ];
    const allowed = [];
    for (const address of addresses)
      allowed.push((await limits.take(limit, address, start)).allowed);
    expect(allowed).toEqual([true, true, true, false]);
    expect((await limits.take(limit, "2001:db8:1:3::1", start)).allowed).toBe(true);
  });

  it("holds the limit under concurrent hits", async () => {
    const limits = makeLimiter();
    const limit = threeAnHour();
    const allowed = await allowedOf(
      Array.from({ length: 8 }, () => limits.take(limit, "192.0.2.4", start)),
    );
    expect(allowed.filter(Boolean)).toHaveLength(3);
  });
});

describe("rate limits kept in the database", () => {
  it("lets an address go once its window has passed", async () => {
    const limits = tableLimiter(database.db);
    const limit = threeAnHour();
    await limits.take(limit, "192.0.2.5", start);
    const held = () =>
      database.db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, limit.bucket));
    expect(await held()).toHaveLength(1);
    // A minute or more later, a hit from anyone sweeps the bucket.
    await limits.take(limit, "192.0.2.6", at(HOUR + 60_000));
    expect((await held()).map((row) => row.key)).toEqual(["192.0.2.6"]);
  });
});
