import { isNotNull } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { adminSessions } from "../db/schema.ts";
import { getSetting, setSetting } from "./app-settings.ts";
import { generatePassword, hashPassword, type ScryptCost, verifyPassword } from "./password.ts";

const KEY = "admin_password_hash";

export const getAdminPasswordHash = (db: Db) => getSetting(db, KEY);

/**
 * Stores a new admin password and signs out every session in the same transaction: whoever knew
 * the old password must not stay signed in with it. This is the only path that writes the hash.
 */
export async function setAdminPassword(db: Db, password: string, cost?: ScryptCost) {
  const hash = await hashPassword(password, cost);
  await db.transaction(async (tx) => {
    await setSetting(tx, KEY, hash);
    await tx.delete(adminSessions).where(isNotNull(adminSessions.idHash));
  });
}

/**
 * At start: ADMIN_PASSWORD (re)sets the password; with none set or stored, one is generated and
 * returned so the caller can print it once.
 */
export async function ensureAdminPassword(
  db: Db,
  configured: string | undefined,
): Promise<{ generated: string | null }> {
  const stored = await getAdminPasswordHash(db);
  if (configured) {
    if (!stored || !(await verifyPassword(configured, stored)))
      await setAdminPassword(db, configured);
    return { generated: null };
  }
  if (stored) return { generated: null };
  const generated = generatePassword();
  await setAdminPassword(db, generated);
  return { generated };
}
