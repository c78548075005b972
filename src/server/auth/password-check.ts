// The one throttled password check, for the sign-in form and for the owner's Bearer
// password. An unknown username, a disabled account, an invitation not yet accepted and a wrong
// password all answer "wrong", after the same scrypt work, so the answer and its timing say
// nothing about which usernames exist.
import type { FastifyReply } from "fastify";
import type { Db } from "../db/connection.ts";
import { findUserByUsername, type UserRow } from "./accounts.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import {
  claimAttempt,
  countSuccess,
  forgiveAttempt,
  PAIR_MAX_FAILURES,
  pairKey,
  type ThrottleScope,
  tooManyAttemptsMessage,
  USERNAME_MAX_FAILURES,
  usernameKey,
} from "./throttle.ts";

/** A refused attempt: how long to wait, and what is paused (for a true message). */
export interface Throttled {
  waitSeconds: number;
  scope: ThrottleScope;
  username?: string;
}

export type PasswordCheck =
  | { outcome: "correct"; user: UserRow }
  | { outcome: "wrong" }
  | ({ outcome: "throttled" } & Throttled);

// Verified against when there is no hash to verify, so a missing account costs the same time.
let standIn: Promise<string> | undefined;
const standInHash = () => {
  standIn ??= hashPassword("no account has this password");
  return standIn;
};

export async function checkPassword(
  db: Db,
  credentials: { username: string; password: string },
  address: string,
  now: Date,
): Promise<PasswordCheck> {
  const { username } = credentials;
  // The narrowest key first; a key that refuses means no password was checked, so the keys
  // claimed before it take their attempt back.
  const pair = pairKey(address, username);
  const byPair = await claimAttempt(db, pair, now, PAIR_MAX_FAILURES);
  if (!byPair.allowed) {
    return { outcome: "throttled", waitSeconds: byPair.waitSeconds, scope: "pair", username };
  }
  const byAddress = await claimAttempt(db, address, now);
  if (!byAddress.allowed) {
    await forgiveAttempt(db, pair);
    return { outcome: "throttled", waitSeconds: byAddress.waitSeconds, scope: "address" };
  }
  const byName = await claimAttempt(db, usernameKey(username), now, USERNAME_MAX_FAILURES);
  if (!byName.allowed) {
    await Promise.all([forgiveAttempt(db, pair), forgiveAttempt(db, address)]);
    return { outcome: "throttled", waitSeconds: byName.waitSeconds, scope: "username", username };
  }
  const user = await findUserByUsername(db, username);
  const usable = user && !user.disabled && user.passwordHash ? user : null;
  const matches = await verifyPassword(
    credentials.password,
    usable?.passwordHash ?? (await standInHash()),
  );
  if (!usable || !matches) return { outcome: "wrong" };
  await countSuccess(db, address, username);
  return { outcome: "correct", user: usable };
}

/** 429 with Retry-After, saying what is paused; a bare number of seconds is an address's block. */
export const sendTooManyAttempts = (reply: FastifyReply, throttled: Throttled | number) => {
  const { waitSeconds, scope, username } =
    typeof throttled === "number"
      ? { waitSeconds: throttled, scope: "address" as const, username: undefined }
      : throttled;
  return reply
    .status(429)
    .header("retry-after", String(waitSeconds))
    .send({ error: tooManyAttemptsMessage(waitSeconds, scope, username) });
};
