// What visitors see of access guides (decision 036): the published version only, so a draft, a guide
// in review and an edit waiting for review are never shown; the directory searches by town,
// postcode district or full postcode, keeps the guides that meet every need asked for, and lists
// them by name or nearest first, a page at a time (decision 044).
import { and, asc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { DEFAULT_GUIDE_CATEGORY } from "../../../shared/access-guides/categories.ts";
import {
  COUNT_ABOVE_CAP,
  COUNT_CAP,
  type DirectoryCursor,
  writeCursor,
} from "../../../shared/access-guides/directory-paging.ts";
import type { GuideNeed } from "../../../shared/access-guides/fields.ts";
import { GUIDE_DATA_LICENCE } from "../../../shared/access-guides/licence.ts";
import {
  isPostcodeDistrict,
  normalisePostcode,
  postcodeDistrict,
} from "../../../shared/access-guides/postcode.ts";
import type { AccessGuideListQuery } from "../../../shared/contracts/access-guide-directory.ts";
import type { Db } from "../../db/connection.ts";
import { districtTerm, needTerm, townTerm } from "../../db/guide-listing-columns.ts";
import { accessGuides } from "../../db/schema.ts";
import { holdsPostcodes, postcodeCentre } from "../postcodes/centres.ts";
import { nearestPage } from "./nearest.ts";
import { currentNotices } from "./notices.ts";
import { photoView } from "./photo-view.ts";
import { type Published, publishedByIds } from "./published-by-ids.ts";
import { publishedUrl } from "./service.ts";

const isPublished = isNotNull(accessGuides.published);

export type { Published } from "./published-by-ids.ts";

export const publicView = (row: Published) => ({
  id: row.id,
  ...row.published,
  category: row.published.category ?? DEFAULT_GUIDE_CATEGORY,
  location: row.published.location ?? null,
  photos: (row.published.photos ?? []).map(photoView),
  lastCheckedAt: new Date(row.published.lastCheckedAt),
  publishedAt: row.publishedAt ?? new Date(row.published.lastCheckedAt),
  url: publishedUrl(row) ?? "",
  // Whether its business agreed to publish the facts as open data (decision 046).
  openData: row.licence === GUIDE_DATA_LICENCE.id && row.licenceAgreedAt !== null,
});

/** A full postcode searches its district ("HX7 8AA" → "HX7"), held postcodes or not. */
function placeOf(place: string) {
  const value = place.trim();
  const postcode = normalisePostcode(value);
  if (postcode) return { district: postcodeDistrict(postcode) };
  return isPostcodeDistrict(value) ? { district: value.toUpperCase() } : { town: value };
}

/** The place and needs as terms of `listed_terms` (guide-listing-columns.ts). */
function searchTerms(place: ReturnType<typeof placeOf> | undefined, needs: GuideNeed[]) {
  return [
    ...(place?.district ? [districtTerm(place.district)] : []),
    ...(place?.town ? [townTerm(place.town)] : []),
    ...needs.map(needTerm),
  ];
}

const hasTerms = (terms: string[]) =>
  terms.length === 0
    ? []
    : [
        sql`${accessGuides.listedTerms} @> array[${sql.join(
          terms.map((term) => sql`${term}`),
          sql`, `,
        )}]::text[]`,
      ];

/**
 * The place and needs as conditions, for a search by name. The place is its btree's key, which
 * holds the terms too, so a rare need in a big town walks the town's index in name order and reads
 * no guide that lacks it; the terms also let GIN intersect the place and needs, so the planner can
 * take the cheaper of the two.
 */
function searchConditions(place: ReturnType<typeof placeOf> | undefined, needs: GuideNeed[]) {
  const inPlace = !place
    ? []
    : place.district
      ? [eq(accessGuides.listedDistrict, place.district)]
      : [eq(accessGuides.listedTown, (place.town ?? "").toLowerCase())];
  return needs.length === 0 ? inPlace : [...inPlace, ...hasTerms(searchTerms(place, needs))];
}

/** The guides, each with the notices that apply on `now`'s day (a notice ends by itself). */
export async function withNotices(db: Db, rows: Published[], now: Date) {
  const notices = await currentNotices(
    db,
    rows.map((row) => row.id),
    now,
  );
  return rows.map((row) => ({ ...publicView(row), notices: notices.get(row.id) ?? [] }));
}

/** How the search was placed when it asked for a postcode's centre. */
export type PostcodeOutcome = "found" | "unknown" | "not-held";

export interface DirectoryPage {
  guides: (Awaited<ReturnType<typeof withNotices>>[number] & { distanceKm?: number })[];
  /** The cursor of the next page, when there is one. */
  next: string | null;
  /** How many guides the search finds, up to COUNT_CAP; `COUNT_ABOVE_CAP` beyond. */
  count: number | typeof COUNT_ABOVE_CAP;
  postcode?: PostcodeOutcome;
}

/** Where the search is centred: a point, a held postcode's centre, or none. */
async function centreOf(db: Db, query: AccessGuideListQuery) {
  if (query.near) return { centre: query.near };
  if (!query.nearPostcode) return {};
  const centre = await postcodeCentre(db, query.nearPostcode);
  if (centre) return { centre, postcode: "found" as const };
  return { postcode: (await holdsPostcodes(db)) ? ("unknown" as const) : ("not-held" as const) };
}

/**
 * A page of the directory: by name, or nearest first from `near` or a held postcode's centre.
 * A postcode the site cannot place lists its district's guides by name instead, and says so.
 */
export async function listPublishedGuides(
  db: Db,
  query: AccessGuideListQuery,
  now: Date = new Date(),
): Promise<DirectoryPage> {
  const { centre, postcode } = await centreOf(db, query);
  const place = query.town?.trim()
    ? placeOf(query.town)
    : query.nearPostcode && !centre
      ? placeOf(query.nearPostcode)
      : undefined;
  const conditions = [isNotNull(accessGuides.listedName), ...searchConditions(place, query.need)];
  const [page, count] = await Promise.all([
    centre
      ? nearestPage(db, hasTerms(searchTerms(place, query.need)), centre, query.cursor, query.limit)
      : byNamePage(db, conditions, query.cursor, query.limit),
    countUpToCap(db, centre ? [...conditions, isNotNull(accessGuides.listedAt)] : conditions),
  ]);
  const guides = await withNotices(db, page.rows as Published[], now);
  return {
    guides: guides.map((guide, index) => {
      const km = page.km[index];
      return km === undefined ? guide : { ...guide, distanceKm: Math.round(km * 10) / 10 };
    }),
    next: page.next,
    count,
    ...(postcode ? { postcode } : {}),
  };
}

/** Counting stops at the cap, so a search across the country costs no more than a small one. */
async function countUpToCap(db: Db, conditions: SQL[]) {
  const capped = db
    .select({ one: sql`1` })
    .from(accessGuides)
    .where(and(...conditions))
    .limit(COUNT_CAP + 1)
    .as("capped");
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(capped);
  const count = row?.count ?? 0;
  return count > COUNT_CAP ? COUNT_ABOVE_CAP : count;
}

/**
 * A page by name, in two steps: the page's ids from an index alone (the place's btree holds the
 * name, id and terms), then just those guides, so no guide outside the page is read.
 */
async function byNamePage(
  db: Db,
  conditions: SQL[],
  cursor: DirectoryCursor | undefined,
  limit: number,
) {
  const after =
    cursor?.kind === "name"
      ? [sql`(${accessGuides.listedName}, ${accessGuides.id}) > (${cursor.name}, ${cursor.id})`]
      : [];
  const picked = await db
    .select({ id: accessGuides.id, name: accessGuides.listedName })
    .from(accessGuides)
    .where(and(...conditions, ...after))
    .orderBy(asc(accessGuides.listedName), asc(accessGuides.id))
    .limit(limit + 1);
  const shown = picked.slice(0, limit);
  const last = shown.at(-1);
  return {
    rows: await publishedByIds(
      db,
      shown.map((each) => each.id),
    ),
    km: [] as number[],
    next:
      picked.length > limit && last
        ? writeCursor({ kind: "name", name: last.name ?? "", id: last.id })
        : null,
  };
}

export async function findPublishedGuide(db: Db, id: number, now: Date = new Date()) {
  const [row] = await db
    .select()
    .from(accessGuides)
    .where(and(eq(accessGuides.id, id), isPublished));
  if (!row) return undefined;
  const [guide] = await withNotices(db, [row as Published], now);
  return guide;
}
