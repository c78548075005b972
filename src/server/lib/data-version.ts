// What the public pages show changes only through API writes, so cached pages are kept until a
// write changes what they read. The data falls into areas, each with a counter in app_settings
// (data_version:<area>); a write moves on the counters of the areas it changes (page-changes.ts),
// and a cached page remembers the counters of the areas it read and is served only while they are
// current. Another instance's write is seen at the next check, at most `recheckMs` later: that
// bounds how stale a page can be when several instances share one PostgreSQL (decisions 013, 026).
import { like, sql } from "drizzle-orm";
import { AREAS, type Area } from "../../shared/content-kinds.ts";
import type { Db } from "../db/connection.ts";
import type { ReadTarget } from "../db/replica.ts";
import { appSettings } from "../db/schema.ts";

/** Each area's counter, as text. */
export type Versions = Record<Area, string>;

const PREFIX = "data_version:";
export const DATA_VERSION_RECHECK_MS = 1000;

export interface DataVersion {
  current(): Promise<Versions>;
  /** Records a change to these areas; this instance sees the new versions at once. */
  bump(areas: readonly Area[]): Promise<void>;
}

const isArea = (value: string): value is Area => (AREAS as readonly string[]).includes(value);

/**
 * `changed` hears every bump this instance makes (the shared cache's purger): the instance that
 * changes the data is the one that says so. `readsFrom` says where this moment's reads go: with a
 * read replica, a page read from it must be keyed by the versions it has replayed, not the
 * primary's (else a page of old data would be kept under new versions), so each keeps its own.
 */
export function dataVersion(
  db: Db,
  recheckMs = DATA_VERSION_RECHECK_MS,
  changed: (areas: readonly Area[]) => void = () => {},
  readsFrom: () => ReadTarget = () => "primary",
): DataVersion {
  const seen = { primary: newSight(), replica: newSight() };

  const read = async (sight: Sight) => {
    const rows = await db
      .select({ key: appSettings.key, value: appSettings.value })
      .from(appSettings)
      .where(like(appSettings.key, `${PREFIX}%`));
    const versions = Object.fromEntries(AREAS.map((area) => [area, "0"])) as Versions;
    for (const row of rows) {
      const area = row.key.slice(PREFIX.length);
      if (isArea(area)) versions[area] = row.value;
    }
    sight.known = versions;
    sight.checkedAt = performance.now();
    return versions;
  };

  return {
    current() {
      const sight = seen[readsFrom()];
      if (sight.known !== null && performance.now() - sight.checkedAt < recheckMs) {
        return Promise.resolve(sight.known);
      }
      // Requests arriving together share one read.
      sight.reading ??= read(sight).finally(() => {
        sight.reading = null;
      });
      return sight.reading;
    },
    async bump(areas) {
      if (areas.length === 0) return;
      const rows = await db
        .insert(appSettings)
        .values(areas.map((area) => ({ key: `${PREFIX}${area}`, value: "1" })))
        .onConflictDoUpdate({
          target: appSettings.key,
          set: { value: sql`(${appSettings.value}::bigint + 1)::text`, updatedAt: sql`now()` },
        })
        .returning({ key: appSettings.key, value: appSettings.value });
      changed(areas);
      // The primary's versions are known at once; a replica's when it is next read.
      const { primary } = seen;
      if (!primary.known) return; // read in full at the next check
      const updated: Versions = { ...primary.known };
      for (const row of rows) {
        const area = row.key.slice(PREFIX.length);
        if (isArea(area)) updated[area] = row.value;
      }
      primary.known = updated;
    },
  };
}

/** What one database (the primary or the replica) was last seen to hold. */
interface Sight {
  known: Versions | null;
  checkedAt: number;
  reading: Promise<Versions> | null;
}

const newSight = (): Sight => ({
  known: null,
  checkedAt: Number.NEGATIVE_INFINITY,
  reading: null,
});
