// The one throttled check of the admin password, for the sign-in form and for Bearer scripts.
import type { FastifyReply } from "fastify";
import type { Db } from "../db/connection.ts";
import { getAdminPasswordHash } from "./admin-password.ts";
import { verifyPassword } from "./password.ts";
import { claimAttempt, resetFailures, tooManyAttemptsMessage } from "./throttle.ts";

export type PasswordCheck = "correct" | "wrong" | { waitSeconds: number };

export async function checkAdminPassword(
  db: Db,
  password: string,
  address: string,
  now: Date,
): Promise<PasswordCheck> {
  const verdict = await claimAttempt(db, address, now);
  if (!verdict.allowed) return { waitSeconds: verdict.waitSeconds };
  const stored = await getAdminPasswordHash(db);
  if (stored === null || !(await verifyPassword(password, stored))) return "wrong";
  await resetFailures(db, address);
  return "correct";
}

export const sendTooManyAttempts = (reply: FastifyReply, waitSeconds: number) =>
  reply
    .status(429)
    .header("retry-after", String(waitSeconds))
    .send({ error: tooManyAttemptsMessage(waitSeconds) });
