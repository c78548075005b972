// Brute-force defence for passwords (OWASP ASVS 6.3.1). Failures are counted three ways within 15
// minutes: per address and username pair (five), per client address (ten, whatever the usernames)
// and per username from anywhere (ten), so guesses spread over many names or many addresses still
// slow down. Past a limit that key waits, and each further block doubles the wait. A person whose
// name is under attack can still sign in with a passkey, which no password guess blocks.
//
// An attempt is counted *before* the password is checked, in one transaction that locks the key's
// row, so guesses sent all at once cannot all pass the check before any is recorded. A correct
// sign-in clears only its own pair and username, and takes back its own count on the address:
// clearing the address's count let anyone with an account reset it between guesses at others'.
// The rows live in the database, so every instance shares them. An IPv6 client is counted by its
// /64, as every per-address limit is (limitKey).
import { eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { loginThrottle } from "../db/schema.ts";
import { limitKey } from "../http/client-address.ts";

/**
 * Failures allowed per window: per address and username pair (`pair:` keys), per client address,
 * and per username from any address (`user:` keys).
 */
export const PAIR_MAX_FAILURES = 5;
export const ADDRESS_MAX_FAILURES = 10;
export const USERNAME_MAX_FAILURES = 10;

/** What a block applies to, so its message can say so. */
export type ThrottleScope = "address" | "pair" | "username";
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

/** The throttle's key for one username tried from one address (an IPv6 one by its /64). */
export const pairKey = (address: string, username: string) =>
  `pair:${limitKey(address)} ${username}`;

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

/**
 * Takes back one counted attempt that turned out not to be a failure: a correct sign-in, or one
 * refused by another key before any password was checked.
 */
export async function forgiveAttempt(db: Db, key: string) {
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(eq(loginThrottle.address, limitKey(key)));
}

/**
 * A correct sign-in from `address`: its own attempt on the address is taken back, and with a
 * username, that name's failures and its pair's are forgotten. Others' failures from the same
 * address stay counted.
 */
export async function countSuccess(db: Db, address: string, username?: string) {
  await forgiveAttempt(db, address);
  if (username === undefined) return;
  await db
    .delete(loginThrottle)
    .where(inArray(loginThrottle.address, [usernameKey(username), pairKey(address, username)]));
}

/**
 * The wording of a throttled answer, for the sign-in form and for scripts alike: what is paused,
 * and for how long.
 */
export function tooManyAttemptsMessage(
  waitSeconds: number,
  scope: ThrottleScope = "address",
  username?: string,
): string {
  const minutes = Math.max(1, Math.ceil(waitSeconds / 60));
  const wait = `${minutes} ${minutes === 1 ? "minute" : "minutes"}`;
  const name = username === undefined ? "this username" : `the username ‘${username}’`;
  switch (scope) {
    case "address":
      return `Too many failed sign-ins from your network address. Try again from it in ${wait}.`;
    case "pair":
      return `Too many wrong passwords for ${name} from your network address. Try again in ${wait}.`;
    case "username":
      return (
        `Too many wrong passwords for ${name}, from any address: signing in to it with a ` +
        `password is paused for ${wait}. Signing in with a passkey still works.`
      );
  }
}
