// A per-client-address limit kept in the database, so it holds across every instance that shares it
// (several instances on one PostgreSQL, decision 001). One transaction per hit, serialised per
// bucket and key by an advisory lock, so concurrent requests cannot both slip under the limit.
import { and, count, eq, gte, lt, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { rateLimitHits } from "../db/schema.ts";
import { limitKey } from "../http/client-address.ts";

export interface RateLimit {
  bucket: string;
  max: number;
  windowMs: number;
}

/**
 * Records a hit for `address` and says whether it is within the limit. Hits over the limit are not
 * recorded. An IPv6 client is counted by its /64 (limitKey).
 */
export async function takeHit(db: Db, limit: RateLimit, address: string, now = new Date()) {
  const key = limitKey(address);
  const windowStart = new Date(now.getTime() - limit.windowMs);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${limit.bucket}:${key}`}))`);
    // Keep the table small and keep no address longer than the window needs it.
    await tx
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, limit.bucket), lt(rateLimitHits.createdAt, windowStart)));
    const [row] = await tx
      .select({ hits: count() })
      .from(rateLimitHits)
      .where(
        and(
          eq(rateLimitHits.bucket, limit.bucket),
          eq(rateLimitHits.key, key),
          gte(rateLimitHits.createdAt, windowStart),
        ),
      );
    if ((row?.hits ?? 0) >= limit.max) return { allowed: false } as const;
    await tx.insert(rateLimitHits).values({ bucket: limit.bucket, key, createdAt: now });
    return { allowed: true } as const;
  });
}
