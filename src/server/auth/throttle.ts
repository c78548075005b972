// Brute-force defence for the admin password (OWASP ASVS 6.3.1): after 5 failures from one
// address within 15 minutes, that address waits, and each further block doubles the wait. Only
// the failing address is blocked, so an attacker elsewhere cannot lock the real admin out.
// Counters live in the database so every instance shares them.
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { loginThrottle } from "../db/schema.ts";

export const MAX_FAILURES = 5;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FIRST_BLOCK_MS = 60 * 1000;
const MAX_BLOCK_MS = 60 * 60 * 1000;
// A day without failures forgets earlier blocks.
export const BLOCK_MEMORY_MS = 24 * 60 * 60 * 1000;

/** Seconds the address must still wait, or 0 when it may try. */
export async function secondsBlocked(db: Db, address: string, now: Date): Promise<number> {
  const [row] = await db.select().from(loginThrottle).where(eq(loginThrottle.address, address));
  if (!row?.blockedUntil || row.blockedUntil <= now) return 0;
  return Math.ceil((row.blockedUntil.getTime() - now.getTime()) / 1000);
}

/** Counts a failure in one atomic statement; returns the seconds to wait if it started a block. */
export async function recordFailure(db: Db, address: string, now: Date): Promise<number> {
  const windowStart = new Date(now.getTime() - FAILURE_WINDOW_MS);
  const memoryStart = new Date(now.getTime() - BLOCK_MEMORY_MS);
  const t = loginThrottle;
  const freshWindow = sql`${t.windowStartedAt} < ${windowStart}`;
  const failures = sql`case when ${freshWindow} then 1 else ${t.failures} + 1 end`;
  const blockCount = sql`case when ${t.windowStartedAt} < ${memoryStart} then 0 else ${t.blockCount} end`;
  const [row] = await db
    .insert(t)
    .values({ address, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: t.address,
      set: {
        failures,
        windowStartedAt: sql`case when ${freshWindow} then ${now} else ${t.windowStartedAt} end`,
        blockCount: sql`case when ${failures} >= ${MAX_FAILURES} then ${blockCount} + 1 else ${blockCount} end`,
      },
    })
    .returning();
  if (!row || row.failures < MAX_FAILURES) return 0;
  const waitMs = Math.min(FIRST_BLOCK_MS * 2 ** (row.blockCount - 1), MAX_BLOCK_MS);
  // The window restarts after a block, so the next block needs five new failures.
  await db
    .update(t)
    .set({ blockedUntil: new Date(now.getTime() + waitMs), failures: 0, windowStartedAt: now })
    .where(eq(t.address, address));
  return Math.ceil(waitMs / 1000);
}

export async function resetFailures(db: Db, address: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.address, address));
}
