// GET /api/access-guides.geojson (decision 046): every published guide whose business agreed to
// the open-data licence and that has a location, as one GeoJSON FeatureCollection for
// accessibility.cloud, Wheelmap and anyone else, each Feature the guide's A11yJSON (a11yjson.ts).
// Read a page of guides at a time by id (keyset) and written out as it goes, so memory stays the
// same at any number of guides; its validators come from the newest change to what it shows, so
// an unchanged feed costs one small query and a 304.
import { Readable } from "node:stream";
import { and, asc, eq, gt, isNotNull, lt, max, sql } from "drizzle-orm";
import { GUIDE_DATA_LICENCE, guideDataAttribution } from "../../../shared/access-guides/licence.ts";
import { addDays, ukToday } from "../../../shared/access-guides/notices.ts";
import type { Db } from "../../db/connection.ts";
import { accessGuideNotices, accessGuides, appSettings } from "../../db/schema.ts";
import { bodyEtag } from "../../http/conditional-get.ts";
import { a11yJsonOf } from "./a11yjson.ts";
import { type Published, withNotices } from "./public-reads.ts";

/** Guides read at a time: a few hundred kilobytes of JSON, whatever the feed's size. */
export const FEED_PAGE_SIZE = 500;

/** What the feed holds: published, agreed under today's licence, with a location. */
const inFeed = and(
  isNotNull(accessGuides.published),
  eq(accessGuides.licence, GUIDE_DATA_LICENCE.id),
  isNotNull(accessGuides.licenceAgreedAt),
  sql`jsonb_typeof(${accessGuides.published} -> 'location') = 'object'`,
);

const AREA_VERSION = "data_version:access-guide";

/**
 * The feed's validators. It changes when a write changes the guides' public pages (the
 * access-guide data version: an approval, a take-down, a deletion, a notice), when a business
 * agrees to the licence for a guide already published, and when a notice passes its last day (a
 * notice ends by itself, without a write). Each is a date, so the newest is Last-Modified, and
 * the ETag names them all.
 */
export async function feedValidators(db: Db, now: Date) {
  const [version] = await db
    .select({ value: appSettings.value, at: appSettings.updatedAt })
    .from(appSettings)
    .where(eq(appSettings.key, AREA_VERSION));
  // Columns only, never the published version, so as not to read every guide's facts.
  const [agreed] = await db
    .select({ at: max(accessGuides.licenceAgreedAt) })
    .from(accessGuides)
    .where(and(isNotNull(accessGuides.published), eq(accessGuides.licence, GUIDE_DATA_LICENCE.id)));
  const [ended] = await db
    .select({ until: max(accessGuideNotices.until) })
    .from(accessGuideNotices)
    .where(lt(accessGuideNotices.until, ukToday(now)));
  // A notice ends at the UK midnight after its last day: 00:00 GMT is that or an hour after.
  const noticeEnd = ended?.until
    ? new Date(Math.min(Date.parse(`${addDays(ended.until, 1)}T00:00:00Z`), now.getTime()))
    : null;
  const dates = [version?.at, agreed?.at, noticeEnd].filter((at): at is Date => at != null);
  // HTTP dates have whole seconds.
  const newest = Math.floor(Math.max(0, ...dates.map((at) => at.getTime())) / 1000) * 1000;
  const lastModified = new Date(newest);
  const etag = bodyEtag(
    [GUIDE_DATA_LICENCE.id, version?.value ?? "0", newest, ended?.until ?? ""].join("\n"),
  );
  return { etag, lastModified };
}

/** Whether the client's copy, by If-Modified-Since, is as new as the feed. */
export function notModifiedSince(header: string | undefined, lastModified: Date) {
  if (!header) return false;
  const since = Date.parse(header);
  return Number.isFinite(since) && lastModified.getTime() <= since;
}

/** The feed's guides, a page at a time, in id order, each page with today's notices. */
async function* guidePages(db: Db, now: Date) {
  let after = 0;
  for (;;) {
    const rows = (await db
      .select()
      .from(accessGuides)
      .where(and(inFeed, gt(accessGuides.id, after)))
      .orderBy(asc(accessGuides.id))
      .limit(FEED_PAGE_SIZE)) as Published[];
    if (rows.length === 0) return;
    yield await withNotices(db, rows, now);
    after = rows[rows.length - 1]?.id ?? after;
    if (rows.length < FEED_PAGE_SIZE) return;
  }
}

/**
 * A guide as the feed's Feature: its A11yJSON, which names the licence its business agreed to.
 * Without each fact's stamps, which the guide's own A11yJSON carries: the feed stays lean.
 */
export function featureOf(
  {
    provenance: _stamps,
    ...guide
  }: Omit<Parameters<typeof a11yJsonOf>[0], "provenance"> & {
    provenance?: unknown;
  },
  siteUrl: string,
) {
  return a11yJsonOf({ ...guide, licence: GUIDE_DATA_LICENCE }, siteUrl);
}

/** The collection's own members before its features: the licence and whom to credit. */
function opening(siteUrl: string) {
  const head = JSON.stringify({
    type: "FeatureCollection",
    // Spelt as schema.org, DCAT and SPDX spell it, for the programs that read it.
    license: GUIDE_DATA_LICENCE,
    attribution: guideDataAttribution(siteUrl),
  });
  return `${head.slice(0, -1)},"features":[`;
}

/** The whole feed as a stream of text, written a page of guides at a time. */
export function geoJsonFeed(db: Db, now: Date, siteUrl: string): Readable {
  async function* chunks() {
    yield opening(siteUrl);
    let first = true;
    for await (const page of guidePages(db, now)) {
      const features = page.map((guide) => JSON.stringify(featureOf(guide, siteUrl)));
      yield `${first ? "" : ","}${features.join(",")}`;
      first = false;
    }
    yield "]}\n";
  }
  return Readable.from(chunks(), { objectMode: false });
}
