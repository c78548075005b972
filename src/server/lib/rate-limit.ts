// Per-client-address limits (the contact form's 5 an hour, 60 likes in ten minutes), kept where
// the instances that must agree on them meet. On PostgreSQL several instances may share the data
// (decision 001), so hits are kept in the database: a hit is one statement on the address's row,
// which holds the times of its hits within the window, and the upsert locks that row, so concurrent
// requests cannot both slip under the limit. On PGlite only one server can open the data (the
// data-directory lock), so hits are kept in its memory: the same rule, without a statement that
// cost a like more than everything else it does. Either way hits over the limit are not
// recorded, an IPv6 client is counted by its /64 (limitKey), and an address is let go once its
// window has passed.
import { and, eq, lt, sql } from "drizzle-orm";
import type { Database, Db } from "../db/connection.ts";
import { rowsOf } from "../db/rows-of.ts";
import { rateLimitHits } from "../db/schema.ts";
import { limitKey } from "../http/client-address.ts";
import type { RateLimitBucket } from "./rate-limits.ts";

/** A limit the server keeps: its bucket one of ./rate-limits.ts (any name in this file's tests). */
export interface RateLimit<Bucket extends string = RateLimitBucket> {
  bucket: Bucket;
  max: number;
  windowMs: number;
}

export interface RateLimiter<Bucket extends string = RateLimitBucket> {
  /** Records a hit for `address` and says whether it is within the limit. */
  take(limit: RateLimit<Bucket>, address: string, now?: Date): Promise<{ allowed: boolean }>;
}

declare module "fastify" {
  interface FastifyInstance {
    limits: RateLimiter;
  }
}

/** How often each bucket's addresses past their window are let go, at most. */
const SWEEP_EVERY_MS = 60_000;

export function rateLimiter(database: Database): RateLimiter {
  return database.kind === "pglite" ? memoryLimiter() : tableLimiter(database.db);
}

/** Hits in this process's memory: for a database only this process can open. */
export const memoryLimiter = (): RateLimiter<string> => new MemoryLimiter();
/** Hits in the database's rate_limit_hits: for instances sharing one PostgreSQL. */
export const tableLimiter = (db: Db): RateLimiter<string> => new TableLimiter(db);

/** A bucket's sweep is due when a minute has passed (either way, for test clocks) since the last. */
function sweepDue(sweptAt: Map<string, number>, bucket: string, now: Date) {
  const last = sweptAt.get(bucket);
  if (last !== undefined && Math.abs(now.getTime() - last) < SWEEP_EVERY_MS) return false;
  sweptAt.set(bucket, now.getTime());
  return true;
}

class MemoryLimiter implements RateLimiter<string> {
  /** Hit times (ms) by bucket, then address: oldest first. */
  readonly #hits = new Map<string, Map<string, number[]>>();
  readonly #sweptAt = new Map<string, number>();

  async take(limit: RateLimit<string>, address: string, now = new Date()) {
    const windowStart = now.getTime() - limit.windowMs;
    let bucket = this.#hits.get(limit.bucket);
    if (!bucket) {
      bucket = new Map();
      this.#hits.set(limit.bucket, bucket);
    }
    if (sweepDue(this.#sweptAt, limit.bucket, now)) {
      for (const [key, times] of bucket) {
        if ((times.at(-1) ?? 0) < windowStart) bucket.delete(key);
      }
    }
    const key = limitKey(address);
    const recent = (bucket.get(key) ?? []).filter((time) => time >= windowStart);
    const allowed = recent.length < limit.max;
    if (allowed) recent.push(now.getTime());
    bucket.set(key, recent);
    return { allowed };
  }
}

class TableLimiter implements RateLimiter<string> {
  readonly #sweptAt = new Map<string, number>();

  constructor(readonly db: Db) {}

  async take(limit: RateLimit<string>, address: string, now = new Date()) {
    const windowStart = new Date(now.getTime() - limit.windowMs);
    if (sweepDue(this.#sweptAt, limit.bucket, now)) {
      await this.db
        .delete(rateLimitHits)
        .where(
          and(eq(rateLimitHits.bucket, limit.bucket), lt(rateLimitHits.lastHitAt, windowStart)),
        );
    }
    const table = rateLimitHits;
    const recent = sql`array(select hit from unnest(${table.hits}) as hit where hit >= ${windowStart})`;
    // The update's condition is checked against the row as it is once locked, so it sees every
    // hit committed before it.
    const recorded = await rowsOf(
      this.db,
      sql`
      insert into ${table} (bucket, key, hits, last_hit_at)
      values (${limit.bucket}, ${limitKey(address)}, array[${now}::timestamptz], ${now})
      on conflict (bucket, key) do update
        set hits = ${recent} || ${now}::timestamptz, last_hit_at = ${now}
        where cardinality(${recent}) < ${limit.max}
      returning 1`,
    );
    return { allowed: recorded.length > 0 };
  }
}
