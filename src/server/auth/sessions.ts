// Admin sessions: a random 256-bit id in the cookie, its SHA-256 in the database. Idle expiry
// 2 h, absolute expiry 12 h (OWASP ASVS 7.3.1, 7.3.2).
import { randomBytes } from "node:crypto";
import { eq, lt, or } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { adminSessions } from "../db/schema.ts";
import { sha256Hex } from "../lib/sha256.ts";

export const IDLE_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const ABSOLUTE_TIMEOUT_MS = 12 * 60 * 60 * 1000;
// Refresh last-seen at most once a minute, not on every request.
const TOUCH_INTERVAL_MS = 60 * 1000;

export const hashSessionId = sha256Hex;

/** How the audit log names a session: a prefix of its hash, never the id itself. */
export const sessionActor = (idHash: string) => `session:${idHash.slice(0, 12)}`;

export async function createSession(db: Db, now: Date): Promise<string> {
  const id = randomBytes(32).toString("base64url");
  await db
    .insert(adminSessions)
    .values({ idHash: hashSessionId(id), createdAt: now, lastSeenAt: now });
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

/** The session's id hash when the session is valid now; expired sessions are deleted. */
export async function validateSession(db: Db, id: string, now: Date): Promise<string | null> {
  const idHash = hashSessionId(id);
  const [session] = await db.select().from(adminSessions).where(eq(adminSessions.idHash, idHash));
  if (!session) return null;
  const idle = now.getTime() - session.lastSeenAt.getTime();
  const age = now.getTime() - session.createdAt.getTime();
  if (idle > IDLE_TIMEOUT_MS || age > ABSOLUTE_TIMEOUT_MS) {
    await db.delete(adminSessions).where(eq(adminSessions.idHash, idHash));
    return null;
  }
  if (idle > TOUCH_INTERVAL_MS) {
    await db.update(adminSessions).set({ lastSeenAt: now }).where(eq(adminSessions.idHash, idHash));
  }
  return idHash;
}

export async function deleteSession(db: Db, id: string) {
  await db.delete(adminSessions).where(eq(adminSessions.idHash, hashSessionId(id)));
}
