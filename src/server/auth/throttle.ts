// Brute-force defence for passwords (OWASP ASVS 6.3.1): five attempts from one address within 15
// minutes, then that address waits, and each further block doubles the wait. Each username has its
// own, looser count (ten), so guesses spread over many addresses still slow down; a person whose
// name is under attack can still sign in with a passkey, which no password guess blocks.
//
// An attempt is counted *before* the password is checked, in one transaction that locks the
// address's row, so guesses sent all at once cannot all pass the check before any is recorded.
// A correct password clears the count. The rows live in the database, so every instance shares them.
// An IPv6 client is counted by its /64, as every per-address limit is (limitKey, issue 29).
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { loginThrottle } from "../db/schema.ts";
import { limitKey } from "../http/client-address.ts";

/** Failures allowed per window: per client address, and per username (`user:<name>` keys). */
export const ADDRESS_MAX_FAILURES = 5;
export const USERNAME_MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const FIRST_BLOCK_MS = 60 * 1000;
const MAX_BLOCK_MS = 60 * 60 * 1000;
// A day without failures forgets earlier blocks.
export const BLOCK_MEMORY_MS = 24 * 60 * 60 * 1000;

export type AttemptVerdict = { allowed: true } | { allowed: false; waitSeconds: number };

const secondsUntil = (until: Date, now: Date) =>
  Math.ceil((until.getTime() - now.getTime()) / 1000);

/** The throttle's key for a username, beside the plain addresses. */
export const usernameKey = (username: string) => `user:${username}`;

/**
 * Counts one attempt for a client address (an IPv6 one by its /64) or a username's key, or refuses
 * it while that is blocked.
 */
export function claimAttempt(
  db: Db,
  clientOrUser: string,
  now: Date,
  maxFailures = ADDRESS_MAX_FAILURES,
): Promise<AttemptVerdict> {
  const address = limitKey(clientOrUser);
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
    if (failures >= maxFailures) {
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

/** A correct password forgets the attempts of the address and of the username. */
export async function resetFailures(db: Db, ...keys: string[]) {
  await db.delete(loginThrottle).where(inArray(loginThrottle.address, keys.map(limitKey)));
}

/** The one wording of a throttled answer, for the sign-in form and for scripts alike. */
export function tooManyAttemptsMessage(waitSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  return `Too many failed attempts. Try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}
