import type { Db } from "../db/connection.ts";
import { getSetting, setSetting } from "./app-settings.ts";
import { generatePassword, hashPassword, verifyPassword } from "./password.ts";

const KEY = "admin_password_hash";

export const getAdminPasswordHash = (db: Db) => getSetting(db, KEY);

export async function setAdminPassword(db: Db, password: string) {
  await setSetting(db, KEY, await hashPassword(password));
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
