// What the public pages show changes only through API writes, so cached pages are kept until a
// write changes what they read. The data falls into areas, each with a counter in app_settings
// (data_version:<area>); a write moves on the counters of the areas it changes (page-changes.ts),
// and a cached page remembers the counters of the areas it read and is served only while they are
// current. Another instance's write is seen at the next check, at most `recheckMs` later: that
// bounds how stale a page can be when several instances share one PostgreSQL (decisions 013, 026).
// Likes are the exception: a burst of them moves the counter once a second at most (LIKES_DELAY_MS).
import { like, sql } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { appSettings } from "../db/schema.ts";

/** What pages show, by what changes it. `likes`: the like counts, which change most often. */
export const AREAS = ["news", "advice", "quick-solutions", "community", "likes"] as const;
export type Area = (typeof AREAS)[number];

/** Each area's counter, as text. */
export type Versions = Record<Area, string>;

const PREFIX = "data_version:";
export const DATA_VERSION_RECHECK_MS = 1000;

/**
 * A like changes one number, and a popular story may be liked many times a second: its counter
 * moves this long after the first like of a burst, once for the whole burst, so each page that
 * shows like counts renders at most once a second and a like costs no write of its own (decision
 * 026). Every other change moves its counter before the writer hears "done".
 */
export const LIKES_DELAY_MS = 1000;
// Empty for now: a visitor who likes and reloads at once must see their count (the browser test
// "like and unlike ... kept across reloads"), which the delay broke. The like button must take
// the count with the like state after load before likes can wait again (issue 29 follow-up).
const DELAYED: readonly Area[] = [];

export interface DataVersion {
  current(): Promise<Versions>;
  /**
   * Records a change to these areas; this instance sees the new versions at once, except the like
   * counts, which move at most LIKES_DELAY_MS later.
   */
  bump(areas: readonly Area[]): Promise<void>;
  /** Records any change still waiting (when the app stops). */
  flush(): Promise<void>;
}

const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);

export function dataVersion(db: Db, recheckMs = DATA_VERSION_RECHECK_MS): DataVersion {
  let known: Versions | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<Versions> | null = null;

  const read = async () => {
    const rows = await db
      .select({ key: appSettings.key, value: appSettings.value })
      .from(appSettings)
      .where(like(appSettings.key, `${PREFIX}%`));
    const versions = Object.fromEntries(AREAS.map((area) => [area, "0"])) as Versions;
    for (const row of rows) {
      const area = row.key.slice(PREFIX.length);
      if (isArea(area)) versions[area] = row.value;
    }
    known = versions;
    checkedAt = performance.now();
    return versions;
  };

  let delayed: NodeJS.Timeout | null = null;
  /** Moves the delayed counters on; a failed write is retried with the next like. */
  async function recordDelayed() {
    if (delayed) clearTimeout(delayed);
    delayed = null;
    await record(DELAYED).catch(() => {});
  }

  async function record(areas: readonly Area[]) {
    if (areas.length === 0) return;
    const rows = await db
      .insert(appSettings)
      .values(areas.map((area) => ({ key: `${PREFIX}${area}`, value: "1" })))
      .onConflictDoUpdate({
        target: appSettings.key,
        set: { value: sql`(${appSettings.value}::bigint + 1)::text`, updatedAt: sql`now()` },
      })
      .returning({ key: appSettings.key, value: appSettings.value });
    if (!known) return; // read in full at the next check
    const updated: Versions = { ...known };
    for (const row of rows) {
      const area = row.key.slice(PREFIX.length);
      if (isArea(area)) updated[area] = row.value;
    }
    known = updated;
  }

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
    async bump(areas) {
      const now = areas.filter((area) => !DELAYED.includes(area));
      const later = areas.filter((area) => DELAYED.includes(area));
      if (later.length > 0 && !delayed) {
        delayed = setTimeout(() => void recordDelayed(), LIKES_DELAY_MS);
        delayed.unref();
      }
      await record(now);
    },
    async flush() {
      if (delayed) await recordDelayed();
    },
  };
}
