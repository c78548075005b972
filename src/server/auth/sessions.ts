// Admin sessions: a random 256-bit id in the cookie, its SHA-256 in the database, and the person
// it belongs to. Idle expiry 2 h, absolute expiry 12 h (OWASP ASVS 7.3.1, 7.3.2). Each request
// reads the account afresh, so a role change applies to the next request and a disabled account's
// sessions stop at once.
import { randomBytes } from "node:crypto";
import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Db, Executor } from "../db/connection.ts";
import { adminSessions, users } from "../db/schema.ts";
import { sha256Hex } from "../db/sha256.ts";
import { type AdminIdentity, accountColumns, identityOf } from "./identity.ts";

export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// Refresh last-seen at most once a minute, not on every request.
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashSessionId = sha256Hex;

/** What createSession makes: 32 random bytes in base64url. Anything else is no session. */
const SESSION_ID = /^[\w-]{43}$/;
export const looksLikeSessionId = (id: string) => SESSION_ID.test(id);

export async function createSession(db: Db, userId: number, now: Date): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db
    .insert(adminSessions)
    .values({ idHash: hashSessionId(id), userId, createdAt: now, lastSeenAt: now });
  // Housekeeping: sessions past either limit are of no further use.
  await db
    .delete(adminSessions)
    .where(
      or(
        lt(adminSessions.lastSeenAt, new Date(now.getTime() - IDLE_TIMEOUT_MS)),
        lt(adminSessions.createdAt, new Date(now.getTime() - ABSOLUTE_TIMEOUT_MS)),
      ),
    );
  return id;
}

/** Who the session belongs to when it is valid now and their account is enabled. */
export async function validateSession(
  db: Db,
  id: string,
  now: Date,
): Promise<AdminIdentity | null> {
  // A made-up cookie costs no query.
  if (!looksLikeSessionId(id)) return null;
  const idHash = hashSessionId(id);
  const [row] = await db
    .select({
      createdAt: adminSessions.createdAt,
      lastSeenAt: adminSessions.lastSeenAt,
      user: accountColumns,
    })
    .from(adminSessions)
    .innerJoin(users, eq(users.id, adminSessions.userId))
    .where(eq(adminSessions.idHash, idHash));
  if (!row || row.user.disabled) return null;
  const idle = now.getTime() - row.lastSeenAt.getTime();
  const age = now.getTime() - row.createdAt.getTime();
  if (idle > IDLE_TIMEOUT_MS || age > ABSOLUTE_TIMEOUT_MS) {
    await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.idHash, idHash));
  }
  return identityOf(row.user, "session", { sessionHash: idHash, signedInAt: row.createdAt });
}

export async function deleteSession(db: Db, id: string) {
  await deleteSessionByHash(db, hashSessionId(id));
}

/** Ends the session whose id hashes to `idHash` (an identity's `sessionHash`). */
export async function deleteSessionByHash(db: Db, idHash: string) {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
}

/**
 * Signs a person out everywhere, or everywhere but `keep` (the session that asked); how many
 * sessions ended.
 */
export async function deleteSessionsOf(
  db: Executor,
  userId: number,
  keep?: string,
): Promise<number> {
  const ended = await db
    .delete(adminSessions)
    .where(
      keep
        ? and(eq(adminSessions.userId, userId), ne(adminSessions.idHash, keep))
        : eq(adminSessions.userId, userId),
    )
    .returning({ idHash: adminSessions.idHash });
  return ended.length;
}
