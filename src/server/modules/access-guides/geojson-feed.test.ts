// The GeoJSON feed of published guides (decision 046): valid GeoJSON by @placemarkio/check-geojson,
// each Feature's properties valid A11yJSON by the official schema, a guide with every fact at its
// [longitude, latitude] with its category, the licence and attribution named, guides without a
// location or an agreement left out, written a page at a time, and answered 304 while unchanged.
import { getIssues } from "@placemarkio/check-geojson";
import { getPlaceInfoSchemaDefinition } from "@sozialhelden/a11yjson";
import SimpleSchema from "@sozialhelden/simpl-schema";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { guideCategory } from "../../../shared/access-guides/categories.ts";
import { GUIDE_DATA_LICENCE } from "../../../shared/access-guides/licence.ts";
import { accessGuides } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { everyFact } from "../../test/every-fact.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { FEED_PAGE_SIZE } from "./geojson-feed.ts";

const { app, db } = await setUpTestApp();
const placeInfo = new SimpleSchema(getPlaceInfoSchemaDefinition(), { humanizeAutoLabels: false });

const FEED = "/api/access-guides.geojson";

interface Feature {
  type: string;
  geometry: { type: string; coordinates: number[] };
  properties: Record<string, unknown> & { originalId: string };
}
interface Collection {
  type: string;
  license: { id: string; name: string; url: string };
  attribution: string;
  features: Feature[];
}

/** A published guide whose business agreed to the licence when it sent it. */
async function agreedGuide(overrides: Parameters<typeof makeAccessGuide>[1] = {}) {
  const guide = await makeAccessGuide(db, { published: true, ...overrides });
  await db
    .update(accessGuides)
    .set({ licence: GUIDE_DATA_LICENCE.id, licenceAgreedAt: new Date("2026-06-01T10:00:00Z") })
    .where(eq(accessGuides.id, guide.id));
  return guide;
}

const read = async (headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url: FEED, headers });

const featureOf = (feed: Collection, id: number) =>
  feed.features.find((feature) => feature.properties.originalId === String(id));

describe("the GeoJSON feed of published guides", () => {
  it("holds a guide with every fact, valid as GeoJSON and as A11yJSON, with the licence", async () => {
    const full = await agreedGuide({
      name: "Skipton Library",
      category: "library",
      town: "Skipton",
      postcode: "BD23 1JX",
      details: everyFact(),
      location: { lat: 53.9601, lon: -2.0172 },
    });
    const response = await read();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("application/geo+json; charset=utf-8");
    expect(getIssues(response.body)).toEqual([]);

    const feed = response.json() as Collection;
    expect(feed.type).toBe("FeatureCollection");
    expect(feed.license).toMatchObject({
      id: "ODbL-1.0",
      name: "Open Database Licence 1.0 (ODbL)",
      url: "https://opendatacommons.org/licenses/odbl/1-0/",
    });
    expect(feed.attribution).toBe(
      "Access guides from Real Access (http://localhost:3000), each written by the business it describes",
    );
    const feature = featureOf(feed, full.id);
    expect(feature?.geometry).toEqual({ type: "Point", coordinates: [-2.0172, 53.9601] });
    expect(feature?.properties).toMatchObject({
      originalId: String(full.id),
      name: { en: "Skipton Library" },
      category: guideCategory("library").a11yJson,
      infoPageUrl: expect.stringMatching(/^http:\/\/localhost:3000\/access-guides\//),
      tags: { license: "ODbL-1.0", licenseUrl: GUIDE_DATA_LICENCE.url },
    });
    expect(Object.keys((feature?.properties.accessibility as object) ?? {}).length).toBeGreaterThan(
      5,
    );

    // Every Feature's properties are a PlaceInfo by the official schema, without an error.
    for (const each of feed.features) {
      const context = placeInfo.newContext();
      context.validate(structuredClone({ geometry: each.geometry, properties: each.properties }));
      expect(context.validationErrors(), each.properties.originalId).toEqual([]);
    }
  });

  it("leaves out a guide without a location, one not agreed, and one not published", async () => {
    const nowhere = await agreedGuide({ name: "The Unplaced Café", location: null });
    const unagreed = await makeAccessGuide(db, { name: "The Unagreed Café", published: true });
    const draft = await makeAccessGuide(db, { name: "The Draft Café" });
    const placed = await agreedGuide({ name: "The Placed Café" });
    const feed = (await read()).json() as Collection;
    expect(featureOf(feed, placed.id)).toBeDefined();
    expect(featureOf(feed, nowhere.id)).toBeUndefined();
    expect(featureOf(feed, unagreed.id)).toBeUndefined();
    expect(featureOf(feed, draft.id)).toBeUndefined();
  });

  it("holds a guide whose published facts carry who stated each and when", async () => {
    const stamped = await agreedGuide({ name: "The Stamped Café" });
    const stamps = {
      "entrance.stepFree": { source: "business", checkedAt: "2026-06-01T10:00:00.000Z" },
    };
    await db.execute(
      sql`update access_guides set published = published || ${JSON.stringify({ provenance: stamps })}::jsonb where id = ${stamped.id}`,
    );
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(featureOf(response.json() as Collection, stamped.id)).toBeDefined();
  });

  it("writes every guide once, in id order, across pages", async () => {
    // More than a page's worth in one insert.
    await db.execute(sql`
      insert into access_guides (manage_token_hash, name, town, postcode, postcode_district,
        category, lat, lon, details, status, last_checked_at, published_at, published, licence,
        licence_agreed_at)
      select 'bulk-' || n, 'Bulk café ' || n, 'Leeds', 'LS1 4AP', 'LS1', 'cafe', 53.8, -1.55,
        '{}'::jsonb, 'published', now(), now(),
        jsonb_build_object('name', 'Bulk café ' || n, 'town', 'Leeds', 'postcode', 'LS1 4AP',
          'postcodeDistrict', 'LS1', 'category', 'cafe', 'details', '{}'::jsonb,
          'contactEmail', null, 'lastCheckedAt', '2026-06-01T10:00:00.000Z',
          'location', jsonb_build_object('lat', 53.8, 'lon', -1.55)),
        ${GUIDE_DATA_LICENCE.id}, now()
      from generate_series(1, ${FEED_PAGE_SIZE + 20}) as n`);
    const response = await read();
    expect(getIssues(response.body)).toEqual([]);
    const ids = (response.json() as Collection).features.map((f) =>
      Number(f.properties.originalId),
    );
    expect(ids.length).toBeGreaterThan(FEED_PAGE_SIZE + 20);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it("answers 304 while nothing changed, and a new ETag once a guide goes", async () => {
    const leaving = await agreedGuide({ name: "The Closing Café" });
    const first = await read();
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers["last-modified"]);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect(first.headers["cache-control"]).toBe("public, max-age=300");

    const unchanged = await read({ "if-none-match": etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe("");
    expect((await read({ "if-modified-since": lastModified })).statusCode).toBe(304);

    // The business deletes its guide: a write that changes the guides' public pages.
    const deleted = await app.inject({
      method: "DELETE",
      url: `/api/access-guides/manage/${leaving.manageToken}`,
    });
    expect(deleted.statusCode).toBe(204);
    const changed = await read({ "if-none-match": etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(featureOf(changed.json() as Collection, leaving.id)).toBeUndefined();
  });

  it("names the licence in one guide's A11yJSON only once its business agreed", async () => {
    const agreed = await agreedGuide({ name: "The Agreed Tearoom" });
    const unagreed = await makeAccessGuide(db, { name: "The Older Tearoom", published: true });
    const tagsOf = async (id: number) =>
      (await app.inject({ method: "GET", url: `/api/access-guides/${id}/a11yjson` })).json()
        .properties.tags;
    expect(await tagsOf(agreed.id)).toMatchObject({ license: "ODbL-1.0" });
    expect(await tagsOf(unagreed.id)).not.toHaveProperty("license");
  });
});
