// The export checked by the official A11yJSON schema (@sozialhelden/a11yjson 31.1.0, a dev
// dependency used only here): a guide with every fact filled validates with no errors, and the
// schema's clean() step, which drops whatever A11yJSON does not know, drops nothing.
import { getPlaceInfoSchemaDefinition } from "@sozialhelden/a11yjson";
// The schema library the package builds its schemas with (its own dependency).
import SimpleSchema from "@sozialhelden/simpl-schema";
import { describe, expect, it } from "vitest";
import {
  GUIDE_FIELDS,
  type GuideField,
  type GuideFieldPath,
  setAt,
} from "../../../shared/access-guides/fields.ts";
import type { GuideDetails } from "../../../shared/contracts/access-guides.ts";
import { everyFact, sampleOf } from "../../test/every-fact.ts";
import { a11yJsonOf, pointOf } from "./a11yjson.ts";
import { A11YJSON_HOMES } from "./a11yjson-homes.ts";

const placeInfo = new SimpleSchema(getPlaceInfoSchemaDefinition(), { humanizeAutoLabels: false });

const guideWith = (details: GuideDetails) => ({
  id: 42,
  name: "The Corner Café",
  town: "Skipton",
  postcode: "BD23 1AA",
  category: "cafe",
  details,
  contactEmail: "hello@example.co.uk",
  lastCheckedAt: new Date("2026-11-28T10:00:00Z"),
  url: "/access-guides/42-the-corner-cafe",
});

const SITE = "https://realaccess.example";

/** The schema's errors for the feature, and what its clean() step keeps of it. */
function check(feature: ReturnType<typeof a11yJsonOf>) {
  const doc = { geometry: feature.geometry, properties: feature.properties };
  const context = placeInfo.newContext();
  context.validate(structuredClone(doc));
  const cleaned = placeInfo.clean(structuredClone(doc), { getAutoValues: true, mutate: false });
  return { errors: context.validationErrors(), doc, cleaned };
}

/**
 * The paths of the values in `before` that `after` lacks or holds differently: what clean() threw
 * away. (It may add defaults, such as an empty `languages` list on equipment; that loses nothing.)
 */
function dropped(before: unknown, after: unknown, at = ""): string[] {
  if (before && typeof before === "object") {
    return Object.entries(before).flatMap(([key, value]) =>
      dropped(value, (after as Record<string, unknown> | undefined)?.[key], `${at}/${key}`),
    );
  }
  return Object.is(before, after) ? [] : [at];
}

/** Every value below an object, a quantity (`{ value, unit }`) counting as one. */
function leaves(value: unknown): number {
  if (Array.isArray(value)) return value.reduce((sum: number, each) => sum + leaves(each), 0);
  if (value && typeof value === "object") {
    if ("unit" in value && "value" in value) return 1;
    return Object.values(value).reduce((sum: number, each) => sum + leaves(each), 0);
  }
  return 1;
}

describe("a guide as A11yJSON", () => {
  it("validates with the official schema and loses nothing to its clean()", () => {
    const feature = a11yJsonOf(guideWith(everyFact()), SITE);
    const { errors, doc, cleaned } = check(feature);
    expect(errors).toEqual([]);
    expect(dropped(doc, cleaned)).toEqual([]);
    expect(leaves(feature.properties.accessibility)).toBeGreaterThanOrEqual(25);
  });

  it("says the place's name, address and category in A11yJSON's own form", () => {
    const { properties } = a11yJsonOf(guideWith(everyFact()), SITE);
    expect(properties).toMatchObject({
      originalId: "42",
      name: { en: "The Corner Café" },
      category: "cafe",
      address: {
        text: { en: "Skipton, BD23 1AA" },
        postalCode: { en: "BD23 1AA" },
        countryCode: "GBR",
      },
      infoPageUrl: "https://realaccess.example/access-guides/42-the-corner-cafe",
      placeWebsiteUrl: "https://www.example.co.uk",
      phoneNumber: "0113 496 0000",
    });
  });

  it("puts the facts under A11yJSON's own names, each measurement in the table's unit", () => {
    const feature = a11yJsonOf(
      guideWith({
        entrance: { stepFree: false, steps: 2, stepHeightMm: 160, doorClearWidthMm: 850 },
        inside: { lift: true, liftWidthMm: 1100 },
        service: { counterHeightMm: 760 },
        toilet: { changingPlaces: true, transferSpaceMm: 750 },
        parking: { distanceToEntranceM: 30 },
        hearingLoop: true,
      } as GuideDetails),
      SITE,
    );
    const { accessibility, tags } = feature.properties as {
      accessibility: Record<string, unknown>;
      tags: Record<string, string>;
    };
    expect(accessibility.entrances).toEqual([
      {
        properties: {
          isMainEntrance: true,
          isLevel: false,
          stairs: { count: 2, stepHeight: { value: 160, unit: "mm" } },
          door: { width: { value: 850, unit: GUIDE_FIELDS["entrance.doorClearWidthMm"].unit } },
        },
      },
    ]);
    expect(accessibility.availableEquipment).toEqual([
      { category: "elevator", cabinWidth: { value: 1100, unit: "mm" } },
    ]);
    expect(accessibility.desks).toEqual([{ fixedHeight: { value: 760, unit: "mm" } }]);
    expect(accessibility.restrooms).toEqual([
      { hasChangingTableForAdults: true, hasCeilingHoist: true },
    ]);
    expect(accessibility.parking).toEqual({
      forWheelchairUsers: { distanceToEntrance: { value: 30, unit: "m" } },
    });
    expect(accessibility.hasInductionLoop).toBe(true);
    // Which side the transfer space is on is not asked, so it is a tag, with its unit.
    expect(tags["toilet.transferSpaceMm"]).toBe("750 mm");
  });

  it("leaves out a fact left blank", () => {
    const { properties } = a11yJsonOf(guideWith({ hearingLoop: false }), SITE);
    expect(properties.accessibility).toEqual({ hasInductionLoop: false });
    expect(properties.tags).toEqual({ lastCheckedAt: "2026-11-28T10:00:00.000Z" });
  });

  it("gives every fact in the facts table a home: an A11yJSON field or a tag", () => {
    expect(Object.keys(A11YJSON_HOMES).sort()).toEqual(Object.keys(GUIDE_FIELDS).sort());
    for (const [path, field] of Object.entries(GUIDE_FIELDS) as [GuideFieldPath, GuideField][]) {
      const values =
        field.kind === "yes-no"
          ? [true, false]
          : field.kind === "choice"
            ? field.options.map((option) => option.value)
            : [sampleOf(field)];
      for (const value of values) {
        const details: Record<string, unknown> = {};
        setAt(details, path, value);
        const { properties } = a11yJsonOf(guideWith(details as GuideDetails), SITE);
        const { accessibility, tags, phoneNumber, placeWebsiteUrl } = properties;
        const kept =
          accessibility !== undefined ||
          (tags as Record<string, string>)[path] !== undefined ||
          phoneNumber !== undefined ||
          placeWebsiteUrl !== undefined;
        expect({ path, value, kept }).toEqual({ path, value, kept: true });
      }
    }
  });

  it("validates and keeps every fact when every answer is No", () => {
    const details = everyFact() as Record<string, unknown>;
    for (const [path, field] of Object.entries(GUIDE_FIELDS) as [GuideFieldPath, GuideField][]) {
      if (field.kind === "yes-no") setAt(details, path, false);
      if (field.kind === "choice") setAt(details, path, field.options.at(-1)?.value);
    }
    const { errors, doc, cleaned } = check(a11yJsonOf(guideWith(details as GuideDetails), SITE));
    expect(errors).toEqual([]);
    expect(dropped(doc, cleaned)).toEqual([]);
  });

  it("puts the toilet's door, RADAR lock and turning space on the restroom, and the ramp's kind on the entrance", () => {
    const details: GuideDetails = {
      entrance: { ramp: true, rampType: "portable" },
      toilet: { doorClearWidthMm: 900, radarKey: true, turningSpaceMm: 1500, transferSide: "left" },
    };
    const feature = a11yJsonOf(guideWith(details), SITE);
    const { accessibility, tags } = feature.properties as {
      accessibility: Record<string, unknown>;
      tags: Record<string, string>;
    };
    expect(accessibility.restrooms).toEqual([
      {
        entrance: { door: { width: { value: 900, unit: "mm" }, needsRadarKey: true } },
        turningSpaceInside: { value: 1500, unit: "mm" },
      },
    ]);
    expect(accessibility.entrances).toEqual([
      { properties: { hasRemovableRamp: true, isMainEntrance: true } },
    ]);
    expect(tags["toilet.transferSide"]).toBe("left");
    const { errors, doc, cleaned } = check(feature);
    expect(errors).toEqual([]);
    expect(dropped(doc, cleaned)).toEqual([]);
  });

  it("has a Point at [longitude, latitude] once a guide has a location", () => {
    expect(pointOf(null)).toBeNull();
    const feature = a11yJsonOf(
      { ...guideWith({}), location: { lat: 53.9623, lon: -2.0163 } },
      SITE,
    );
    expect(feature.geometry).toEqual({ type: "Point", coordinates: [-2.0163, 53.9623] });
    expect(check(feature).errors).toEqual([]);
  });

  it("carries who stated each fact and when in its tags, and still validates with nothing dropped", () => {
    const details = everyFact();
    const provenance = Object.fromEntries(
      Object.keys(GUIDE_FIELDS).map((path, index) => [
        path,
        {
          source: index % 2 === 0 ? "business" : "visitor",
          checkedAt: new Date("2026-03-03T09:30:00Z"),
        },
      ]),
    );
    const feature = a11yJsonOf({ ...guideWith(details), provenance }, SITE);
    const tags = feature.properties.tags as Record<string, string>;
    expect(tags["checkedAt.entrance.doorClearWidthMm"]).toBe("2026-03-03T09:30:00.000Z");
    expect(tags["checkedBy.parking.carPark"]).toBe("business");
    expect(tags.lastCheckedAt).toBe("2026-11-28T10:00:00.000Z");
    const { errors, doc, cleaned } = check(feature);
    expect(errors).toEqual([]);
    expect(dropped(doc, cleaned)).toEqual([]);
  });
});
