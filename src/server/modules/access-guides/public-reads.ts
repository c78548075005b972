// What visitors see of access guides (decision 036): the published version only, so a draft, a guide
// in review and an edit waiting for review are never shown; the directory searches by town or
// postcode district and keeps the guides that meet every need asked for.
import { and, asc, eq, isNotNull, type SQL, sql } from "drizzle-orm";
import { DEFAULT_GUIDE_CATEGORY } from "../../../shared/access-guides/categories.ts";
import { GUIDE_NEEDS, type GuideNeed } from "../../../shared/access-guides/fields.ts";
import { GUIDE_DATA_LICENCE } from "../../../shared/access-guides/licence.ts";
import { isPostcodeDistrict } from "../../../shared/access-guides/postcode.ts";
import type { AccessGuideListQuery } from "../../../shared/contracts/access-guides.ts";
import type { Db } from "../../db/connection.ts";
import { accessGuides } from "../../db/schema.ts";
import { currentNotices } from "./notices.ts";
import { photoView } from "./photo-view.ts";
import { publishedUrl } from "./service.ts";

const isPublished = isNotNull(accessGuides.published);

/** The directory's page of results: enough for a town, and a bound on what one read costs. */
export const DIRECTORY_LIMIT = 200;

export type Published = typeof accessGuides.$inferSelect & {
  published: NonNullable<(typeof accessGuides.$inferSelect)["published"]>;
};

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

/** `{"entrance":{"stepFree":true}}` for "entrance.stepFree": what jsonb containment looks for. */
function factTrue(need: GuideNeed): SQL {
  const path = GUIDE_NEEDS.find((each) => each.id === need)?.path ?? "";
  const [first = "", key] = path.split(".");
  const fact = key ? { [first]: { [key]: true } } : { [first]: true };
  return sql`(${accessGuides.published} -> 'details') @> ${JSON.stringify(fact)}::jsonb`;
}

function placeMatches(place: string): SQL {
  const value = place.trim();
  return isPostcodeDistrict(value)
    ? sql`(${accessGuides.published} ->> 'postcodeDistrict') = ${value.toUpperCase()}`
    : sql`lower(${accessGuides.published} ->> 'town') = lower(${value})`;
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

export async function listPublishedGuides(
  db: Db,
  query: AccessGuideListQuery,
  now: Date = new Date(),
) {
  const conditions = [
    isPublished,
    ...(query.town?.trim() ? [placeMatches(query.town)] : []),
    ...query.need.map(factTrue),
  ];
  const rows = await db
    .select()
    .from(accessGuides)
    .where(and(...conditions))
    .orderBy(asc(sql`${accessGuides.published} ->> 'name'`), asc(accessGuides.id))
    .limit(DIRECTORY_LIMIT);
  return withNotices(db, rows as Published[], now);
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
