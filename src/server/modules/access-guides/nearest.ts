// Nearest first (decision 044). The GiST index on `listed_at` (a flat map in kilometres,
// guide-listing-columns.ts) gives candidates in straight-line order with `<->`; the exact
// great-circle distance then orders them. Across the UK the flat map's distance is within a few per
// cent of the true one, so when the last candidate is far enough out (MIN_RATIO) no guide left out
// can be nearer than the page's last; otherwise it asks for more candidates.
import { and, isNotNull, type SQL, sql } from "drizzle-orm";
import type { DirectoryCursor } from "../../../shared/access-guides/directory-paging.ts";
import { writeCursor } from "../../../shared/access-guides/directory-paging.ts";
import type { GuideLocation } from "../../../shared/access-guides/location.ts";
import type { Db } from "../../db/connection.ts";
import { CENTRAL_MERIDIAN, KM_PER_DEGREE } from "../../db/guide-listing-columns.ts";
import { accessGuides } from "../../db/schema.ts";
import { publishedByIds } from "./published-by-ids.ts";

const EARTH_RADIUS_KM = 6371;
/** The least a true distance can be of the flat map's, in the UK (about 0.95; kept wider). */
const MIN_RATIO = 0.85;
/** Past this many candidates the order is taken as it is: a far, sparse search, still nearly right. */
const MOST_CANDIDATES = 4000;

/** The point on the flat map, as the column computes it. */
export function flatPoint({ lat, lon }: GuideLocation) {
  return {
    x: KM_PER_DEGREE * (lon - CENTRAL_MERIDIAN) * Math.cos((lat * Math.PI) / 180),
    y: KM_PER_DEGREE * lat,
  };
}

/**
 * Great-circle distance (haversine) from `centre` to the guide's published location, in SQL. The
 * location is read back from `listed_at` (the flat map inverted), which the GiST index holds, so
 * candidates are picked and ordered from the index alone; it agrees with the published latitude and
 * longitude to within rounding of the last digit.
 */
function distanceKm(centre: GuideLocation): SQL<number> {
  const lat = sql`(${accessGuides.listedAt}[1] / ${KM_PER_DEGREE}::double precision)`;
  const lon = sql`(${accessGuides.listedAt}[0] / (${KM_PER_DEGREE}::double precision * cos(radians(${lat}))) + ${CENTRAL_MERIDIAN}::double precision)`;
  return sql<number>`(${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${lat} - ${centre.lat}::double precision) / 2), 2)
    + cos(radians(${centre.lat}::double precision)) * cos(radians(${lat}))
      * power(sin(radians(${lon} - ${centre.lon}::double precision) / 2), 2)))))`;
}

/**
 * A page nearest first, in two steps: the page's ids and distances from the GiST index alone (it
 * holds the point, the id and the terms, and only named guides), then just those guides.
 */
export async function nearestPage(
  db: Db,
  conditions: SQL[],
  centre: GuideLocation,
  cursor: DirectoryCursor | undefined,
  limit: number,
) {
  const { x, y } = flatPoint(centre);
  const from = sql`point(${x}::double precision, ${y}::double precision)`;
  const km = distanceKm(centre);
  const after =
    cursor?.kind === "near"
      ? [
          sql`(${km} > ${cursor.km}::double precision or (${km} = ${cursor.km}::double precision and ${accessGuides.id} > ${cursor.id}))`,
        ]
      : [];
  let take = 2 * (limit + 1) + 8;
  for (;;) {
    const rows = await db
      .select({ id: accessGuides.id, km, flat: sql<number>`${accessGuides.listedAt} <-> ${from}` })
      .from(accessGuides)
      .where(
        and(
          ...conditions,
          isNotNull(accessGuides.listedName),
          isNotNull(accessGuides.listedAt),
          ...after,
        ),
      )
      .orderBy(sql`${accessGuides.listedAt} <-> ${from}`)
      .limit(take);
    const sorted = rows
      .map((each) => ({ id: each.id, km: Number(each.km), flat: Number(each.flat) }))
      .sort((a, b) => a.km - b.km || a.id - b.id);
    const edge = sorted[limit];
    const lastFlat = rows.length ? Number(rows[rows.length - 1]?.flat) : 0;
    const settled =
      rows.length < take || take >= MOST_CANDIDATES || (edge && edge.km <= lastFlat * MIN_RATIO);
    if (settled) {
      const shown = sorted.slice(0, limit);
      const last = shown.at(-1);
      const kmOf = new Map(shown.map((each) => [each.id, each.km]));
      const guides = await publishedByIds(
        db,
        shown.map((each) => each.id),
      );
      return {
        rows: guides,
        km: guides.map((guide) => kmOf.get(guide.id) ?? 0),
        next:
          sorted.length > limit && last
            ? writeCursor({ kind: "near", km: last.km, id: last.id })
            : null,
      };
    }
    take = Math.min(take * 4, MOST_CANDIDATES);
  }
}
