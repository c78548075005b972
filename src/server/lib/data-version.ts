// A counter in app_settings that every successful write through the API moves on. Cached pages
// remember the version they were rendered from and are served only while it is current. Another
// instance's write is seen at the next check, at most `recheckMs` later: that bounds how stale a
// page can be when several instances share one PostgreSQL (decision 013).
import { sql } from "drizzle-orm";
import { getSetting } from "../db/app-settings.ts";
import type { Db } from "../db/connection.ts";
import { appSettings } from "../db/schema.ts";

const KEY = "data_version";
export const DATA_VERSION_RECHECK_MS = 1000;

export interface DataVersion {
  current(): Promise<string>;
  /** Records a change; this instance sees the new version at once. */
  bump(): Promise<void>;
}

export function dataVersion(db: Db, recheckMs = DATA_VERSION_RECHECK_MS): DataVersion {
  let known: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<string> | null = null;

  const remember = (value: string) => {
    known = value;
    checkedAt = performance.now();
    return value;
  };
  const read = async () => remember((await getSetting(db, KEY)) ?? "0");

  return {
    current() {
      if (known !== null && performance.now() - checkedAt < recheckMs) {
        return Promise.resolve(known);
      }
      // Requests arriving together share one read.
      reading ??= read().finally(() => {
        reading = null;
      });
      return reading;
    },
    async bump() {
      const [row] = await db
        .insert(appSettings)
        .values({ key: KEY, value: "1" })
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: sql`(${appSettings.value}::bigint + 1)::text`, updatedAt: sql`now()` },
        })
        .returning({ value: appSettings.value });
      if (row) remember(row.value);
    },
  };
}
