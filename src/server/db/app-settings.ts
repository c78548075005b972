// Secrets and settings every instance shares, kept in the app_settings table.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db, Executor } from "./connection.ts";
import { appSettings } from "./schema.ts";

export async function getSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, key));
  return row?.value ?? null;
}

/** Pass a transaction to write the setting together with other changes. */
export async function setSetting(db: Executor, key: string, value: string): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: sql`now()` } });
}

/** SESSION_SECRET if set; otherwise one generated on the first start and stored for all. */
export async function ensureSessionSecret(db: Db, configured: string | undefined) {
  if (configured) return configured;
  const stored = await getSetting(db, "session_secret");
  if (stored) return stored;
  const secret = randomBytes(32).toString("base64url");
  // Two instances starting together: the first insert wins and both read it back.
  await db
    .insert(appSettings)
    .values({ key: "session_secret", value: secret })
    .onConflictDoNothing();
  return (await getSetting(db, "session_secret")) ?? secret;
}
