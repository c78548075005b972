// The one throttled password check (issue 26), for the sign-in form and for the owner's Bearer
// password. An unknown username, a disabled account, an invitation not yet accepted and a wrong
// password all answer "wrong", after the same scrypt work, so the answer and its timing say
// nothing about which usernames exist.
import type { FastifyReply } from "fastify";
import type { Db } from "../db/connection.ts";
import { findUserByUsername, type UserRow } from "./accounts.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import {
  claimAttempt,
  resetFailures,
  tooManyAttemptsMessage,
  USERNAME_MAX_FAILURES,
  usernameKey,
} from "./throttle.ts";

export type PasswordCheck =
  | { outcome: "correct"; user: UserRow }
  | { outcome: "wrong" }
  | { outcome: "throttled"; waitSeconds: number };

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
  const byAddress = await claimAttempt(db, address, now);
  if (!byAddress.allowed) return { outcome: "throttled", waitSeconds: byAddress.waitSeconds };
  const userKey = usernameKey(credentials.username);
  const byName = await claimAttempt(db, userKey, now, USERNAME_MAX_FAILURES);
  if (!byName.allowed) return { outcome: "throttled", waitSeconds: byName.waitSeconds };
  const user = await findUserByUsername(db, credentials.username);
  const usable = user && !user.disabled && user.passwordHash ? user : null;
  const matches = await verifyPassword(
    credentials.password,
    usable?.passwordHash ?? (await standInHash()),
  );
  if (!usable || !matches) return { outcome: "wrong" };
  await resetFailures(db, address, userKey);
  return { outcome: "correct", user: usable };
}

export const sendTooManyAttempts = (reply: FastifyReply, waitSeconds: number) =>
  reply
    .status(429)
    .header("retry-after", String(waitSeconds))
    .send({ error: tooManyAttemptsMessage(waitSeconds) });
