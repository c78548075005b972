// The directory at scale: nearest first with the distance, a page at a time with a cursor in the
// Link header, full postcodes in the town search, near a held postcode, and clear refusals.
import { describe, expect, it } from "vitest";
import { COUNT_ABOVE_CAP, CURSOR_MESSAGE } from "../../../shared/access-guides/directory-paging.ts";
import { postcodes } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp();

const get = (url: string) => app.inject({ method: "GET", url });
const names = (response: { json: () => unknown }) =>
  (response.json() as { name: string }[]).map((guide) => guide.name);
const nextLink = (header: unknown) =>
  /^<([^>]+)>; rel="next"$/.exec(String(header ?? ""))?.[1] ?? null;

describe("nearest first", () => {
  it("lists guides by great-circle distance, each with distanceKm, needs applied", async () => {
    // Around Lerwick, far from the factory's Leeds, so no other guide comes between.
    const at = (name: string, lat: number, lon: number, stepFree = true) =>
      makeAccessGuide(db, {
        name,
        town: "Lerwick",
        postcode: "ZE1 0AA",
        location: { lat, lon },
        details: { entrance: { stepFree } },
        published: true,
      });
    await at("Harbour Far Café", 60.2, -1.145);
    await at("Harbour Near Café", 60.1545, -1.1494);
    await at("Harbour Middle Café", 60.17, -1.15);
    await at("Harbour Stepped Café", 60.1546, -1.1494, false);

    const near = await get("/api/access-guides?near=60.1540,-1.1490&limit=3");
    expect(near.statusCode).toBe(200);
    expect(names(near)).toEqual([
      "Harbour Near Café",
      "Harbour Stepped Café",
      "Harbour Middle Café",
    ]);
    const kms = (near.json() as { distanceKm: number }[]).map((guide) => guide.distanceKm);
    expect(kms).toEqual([0.1, 0.1, 1.8]);

    const stepFree = await get("/api/access-guides?near=60.1540,-1.1490&need=step-free&limit=3");
    expect(names(stepFree)).toEqual([
      "Harbour Near Café",
      "Harbour Middle Café",
      "Harbour Far Café",
    ]);
  });

  it("leaves out a guide without a location, and the by-name list has no distance", async () => {
    await makeAccessGuide(db, {
      name: "Nowhere Yet Café",
      town: "Unplaced",
      location: null,
      published: true,
    });
    const near = await get("/api/access-guides?near=53.7965,-1.5478&town=Unplaced");
    expect(near.json()).toEqual([]);
    const byName = await get("/api/access-guides?town=Unplaced");
    expect(names(byName)).toEqual(["Nowhere Yet Café"]);
    expect(byName.json()[0]).not.toHaveProperty("distanceKm");
  });
});

describe("paging", () => {
  it("answers `limit` guides and a rel=next link to the next ones, without repeats", async () => {
    for (const letter of ["A", "B", "C", "D", "E"]) {
      await makeAccessGuide(db, { name: `Pageton ${letter}`, town: "Pageton", published: true });
    }
    const first = await get("/api/access-guides?town=Pageton&limit=2");
    expect(names(first)).toEqual(["Pageton A", "Pageton B"]);
    expect(first.headers["result-count"]).toBe("5");
    const second = await get(nextLink(first.headers.link) ?? "missing");
    expect(names(second)).toEqual(["Pageton C", "Pageton D"]);
    const third = await get(nextLink(second.headers.link) ?? "missing");
    expect(names(third)).toEqual(["Pageton E"]);
    expect(third.headers.link).toBeUndefined();
  });

  it("pages nearest first too, where guides tie on distance", async () => {
    for (const letter of ["A", "B", "C"]) {
      await makeAccessGuide(db, {
        name: `Twin ${letter}`,
        town: "Twinford",
        location: { lat: 58.9, lon: -3.1 },
        published: true,
      });
    }
    const first = await get("/api/access-guides?near=58.9,-3.1&limit=2&town=Twinford");
    const second = await get(nextLink(first.headers.link) ?? "missing");
    expect([...names(first), ...names(second)].sort()).toEqual(["Twin A", "Twin B", "Twin C"]);
    expect(second.headers.link).toBeUndefined();
  });

  it("gives no exact count above 1,000", async () => {
    // The count is capped in SQL; one page of more than 1,000 is cheapest made in one insert.
    await db.execute(`insert into access_guides (manage_token_hash, name, town, postcode,
        postcode_district, details, status, published)
      select 'many-' || n, 'Crowd ' || n, 'Crowdley', 'CW1 1AA', 'CW1', '{}', 'published',
        jsonb_build_object('name', 'Crowd ' || n, 'town', 'Crowdley', 'postcode', 'CW1 1AA',
          'postcodeDistrict', 'CW1', 'details', '{}'::jsonb, 'contactEmail', null,
          'lastCheckedAt', '2026-06-01T10:00:00.000Z')
      from generate_series(1, 1001) as n`);
    const crowd = await get("/api/access-guides?town=Crowdley");
    expect(crowd.json()).toHaveLength(20);
    expect(crowd.headers["result-count"]).toBe(COUNT_ABOVE_CAP);
  });
});

describe("postcodes", () => {
  it("finds a full postcode's district in the town search, postcodes held or not", async () => {
    const mill = await makeAccessGuide(db, {
      name: "Hebden Mill",
      town: "Hebden Bridge",
      postcode: "HX7 6EW",
      published: true,
    });
    const found = await get(`/api/access-guides?town=${encodeURIComponent("hx7 8aa")}`);
    expect(found.json().map((guide: { id: number }) => guide.id)).toEqual([mill.id]);
  });

  it("says when it cannot place a postcode, and lists its district instead", async () => {
    await makeAccessGuide(db, {
      name: "Todmorden Market Café",
      town: "Todmorden",
      postcode: "OL14 5AA",
      published: true,
    });
    const notHeld = await get("/api/access-guides?nearPostcode=OL14%207BB");
    expect(notHeld.statusCode).toBe(200);
    expect(notHeld.headers["near-postcode"]).toBe("not-held");
    expect(names(notHeld)).toEqual(["Todmorden Market Café"]);
  });

  it("lists nearest first from a held postcode's centre", async () => {
    await db
      .insert(postcodes)
      .values([{ postcode: "KW15 1AA", district: "KW15", lat: 58.981, lon: -2.96 }]);
    await makeAccessGuide(db, {
      name: "Kirkwall Quay Café",
      town: "Kirkwall",
      postcode: "KW15 1BB",
      location: { lat: 58.9815, lon: -2.9605 },
      published: true,
    });
    const near = await get("/api/access-guides?nearPostcode=kw151aa&limit=1");
    expect(near.headers["near-postcode"]).toBe("found");
    expect(near.json()[0]).toMatchObject({ name: "Kirkwall Quay Café", distanceKm: 0.1 });
    // Centres loaded without the import's record are credited to Ordnance Survey.
    expect(near.headers["postcode-sources"]).toMatch(/^code-point-open \d{4}$/);
    const unknown = await get("/api/access-guides?nearPostcode=KW15%209ZZ");
    expect(unknown.headers["near-postcode"]).toBe("unknown");
    expect(unknown.headers["postcode-sources"]).toBeUndefined();
  });
});

describe("refusals", () => {
  it.each([
    ["near=53.8", "near must be a latitude and a longitude"],
    ["near=91,0", "near must be a latitude and a longitude"],
    ["near=north,west", "near must be a latitude and a longitude"],
    ["limit=0", "limit must be a whole number from 1 to 50"],
    ["limit=51", "limit must be a whole number from 1 to 50"],
    ["limit=2.5", "limit must be a whole number from 1 to 50"],
    ["cursor=not-ours", CURSOR_MESSAGE],
    ["cursor=%25%25", CURSOR_MESSAGE],
    ["nearPostcode=nowhere", "Enter a UK postcode"],
  ])("answers 400 to %s", async (query, message) => {
    const response = await get(`/api/access-guides?${query}`);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain(message);
  });

  it("refuses a by-name cursor on a nearest-first search", async () => {
    for (const letter of ["A", "B"]) {
      await makeAccessGuide(db, { name: `Mixup ${letter}`, town: "Mixup", published: true });
    }
    const byName = await get("/api/access-guides?town=Mixup&limit=1");
    const cursor = new URL(nextLink(byName.headers.link) ?? "", "http://x").searchParams.get(
      "cursor",
    );
    const mixed = await get(`/api/access-guides?near=53.8,-1.5&cursor=${cursor}`);
    expect(mixed.statusCode).toBe(400);
    expect(JSON.stringify(mixed.json())).toContain(CURSOR_MESSAGE);
  });
});

describe("the API description", () => {
  it("shows the paging parameters and the Link header", async () => {
    const description = (await get("/api/openapi.json")).json();
    const list = description.paths["/api/access-guides"].get;
    const names = list.parameters.map((parameter: { name: string }) => parameter.name);
    expect(names).toEqual(expect.arrayContaining(["near", "nearPostcode", "limit", "cursor"]));
    expect(Object.keys(list.responses["200"].headers)).toEqual([
      "Link",
      "Result-Count",
      "Postcode-Sources",
      "Near-Postcode",
    ]);
  });
});
