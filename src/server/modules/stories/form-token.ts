// Anti-spam for community stories: the form carries a signed note of when it was shown, so the server can tell
// a submission made faster than a person could type. HMAC-SHA256 with the session secret, which
// every instance shares, so any instance can check a token another issued.
import { createHmac, timingSafeEqual } from "node:crypto";
import { FORM_TOKEN_MAX_AGE_MS, FORM_TOKEN_MIN_AGE_MS } from "../../../shared/contracts/stories.ts";

const sign = (secret: string, issuedAt: number) =>
  createHmac("sha256", secret).update(`community-form:${issuedAt}`).digest("base64url");

export function issueFormToken(secret: string, now: Date): string {
  const issuedAt = now.getTime();
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export type FormTokenVerdict = "ok" | "too-fast" | "stale" | "invalid";

/** `minAgeMs` is the configured floor (FORM_TOKEN_MIN_AGE_MS, by default the shared constant). */
export function checkFormToken(
  secret: string,
  token: string,
  now: Date,
  minAgeMs = FORM_TOKEN_MIN_AGE_MS,
): FormTokenVerdict {
  const match = /^(\d{1,15})\.([\w-]{43})$/.exec(token);
  if (!match) return "invalid";
  const issuedAt = Number(match[1]);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(match[2] ?? "");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "invalid";
  const age = now.getTime() - issuedAt;
  if (age < minAgeMs) return "too-fast";
  if (age > FORM_TOKEN_MAX_AGE_MS) return "stale";
  return "ok";
}

/**
 * The token to send a refused form back with: the one it came with while that can still pass (one
 * refused as too fast passes in a moment, as the page says), else a new one.
 */
export function formTokenToKeep(
  secret: string,
  sent: string | undefined,
  now: Date,
  minAgeMs: number,
): string {
  const verdict = sent === undefined ? "invalid" : checkFormToken(secret, sent, now, minAgeMs);
  return sent && (verdict === "ok" || verdict === "too-fast") ? sent : issueFormToken(secret, now);
}
