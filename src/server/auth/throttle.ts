// Brute-force defence for the admin password (OWASP ASVS 6.3.1): five attempts from one address
// within 15 minutes, then that address waits, and each further block doubles the wait. Only the
// failing address is blocked, so an attacker elsewhere cannot lock the real admin out.
//
// An attempt is counted *before* the password is checked, in one transaction that locks the
// address's row, so guesses sent all at once cannot all pass the check before any is recorded.
// A correct password clears the count. The rows live in the database, so every instance shares them.
import { eq } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { loginThrottle } from "../db/schema.ts";

const MAX_FAILURES = 5;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FIRST_BLOCK_MS = 60 * 1000;
const MAX_BLOCK_MS = 60 * 60 * 1000;
// A day without failures forgets earlier blocks.
export const BLOCK_MEMORY_MS = 24 * 60 * 60 * 1000;

export type AttemptVerdict = { allowed: true } | { allowed: false; waitSeconds: number };

const secondsUntil = (until: Date, now: Date) =>
  Math.ceil((until.getTime() - now.getTime()) / 1000);

/** Counts one attempt for `address`, or refuses it while the address is blocked. */
export function claimAttempt(db: Db, address: string, now: Date): Promise<AttemptVerdict> {
  return db.transaction(async (tx) => {
    await tx
      .insert(loginThrottle)
      .values({ address, failures: 0, windowStartedAt: now })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(loginThrottle)
      .where(eq(loginThrottle.address, address))
      .for("update");
    if (!row) throw new Error("login_throttle row vanished inside its transaction");
    if (row.blockedUntil && row.blockedUntil > now) {
      return { allowed: false, waitSeconds: secondsUntil(row.blockedUntil, now) };
    }
    const age = now.getTime() - row.windowStartedAt.getTime();
    const failures = age > FAILURE_WINDOW_MS ? 0 : row.failures;
    const blockCount = age > BLOCK_MEMORY_MS ? 0 : row.blockCount;
    if (failures >= MAX_FAILURES) {
      // The window restarts with the block, so the next block needs five new attempts.
      const waitMs = Math.min(FIRST_BLOCK_MS * 2 ** blockCount, MAX_BLOCK_MS);
      const blockedUntil = new Date(now.getTime() + waitMs);
      await tx
        .update(loginThrottle)
        .set({ failures: 0, windowStartedAt: now, blockCount: blockCount + 1, blockedUntil })
        .where(eq(loginThrottle.address, address));
      return { allowed: false, waitSeconds: secondsUntil(blockedUntil, now) };
    }
    await tx
      .update(loginThrottle)
      .set({
        failures: failures + 1,
        blockCount,
        ...(age > FAILURE_WINDOW_MS ? { windowStartedAt: now } : {}),
      })
      .where(eq(loginThrottle.address, address));
    return { allowed: true };
  });
}

/** A correct password forgets the address's attempts. */
export async function resetFailures(db: Db, address: string) {
  await db.delete(loginThrottle).where(eq(loginThrottle.address, address));
}

/** The one wording of a throttled answer, for the sign-in form and for scripts alike. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
