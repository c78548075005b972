// The guide's JSON-LD checked as a search engine would read it: every `@type` and
// property is one schema.org has (the table below, taken from schema.org's pages for each type),
// every measurement a number with its UN/CEFACT unit code, and `geo` once a guide has a location.
import { describe, expect, it } from "vitest";
import { GUIDE_FIELDS, type MeasureField, setAt } from "../../shared/access-guides/fields.ts";
import type { GuideDetails, PublicAccessGuide } from "../../shared/contracts/access-guides.ts";
import { accessGuideJsonLd } from "./access-guide-structured-data.ts";

/**
 * The schema.org types the JSON-LD uses and the properties it gives each, every one checked on
 * https://schema.org/<Type> (inherited properties included): a type or property not here fails.
 */
const SCHEMA_ORG: Record<string, readonly string[]> = {
  LocalBusiness: [
    "name",
    "url",
    "address",
    "geo",
    "telephone",
    "email",
    "amenityFeature",
    "photo",
    "image",
    "subjectOf",
  ],
  PostalAddress: ["addressLocality", "postalCode", "addressCountry"],
  GeoCoordinates: ["latitude", "longitude"],
  // A PropertyValue: its value a Boolean, a Number or a StructuredValue such as QuantitativeValue.
  LocationFeatureSpecification: ["name", "value"],
  QuantitativeValue: ["value", "unitCode", "unitText"],
  ImageObject: ["contentUrl", "width", "height", "caption"],
  WebPage: ["url", "dateModified", "inLanguage"],
};

/** UN/CEFACT Recommendation 20 codes for the guide's units. */
const UNIT_CODES = { mm: "MMT", m: "MTR", "%": "P1" } as const;

const SITE = {
  siteUrl: "https://realaccess.example",
  contactEmail: "hello@realaccess.example",
  bookUrl: "https://books.example/real-access",
  newsFeedUrl: null,
};

const measures = Object.entries(GUIDE_FIELDS).filter(
  (entry): entry is [string, MeasureField] => entry[1].kind === "measure",
);

/** A guide with every fact filled: each measurement its smallest whole value above its minimum. */
function everyFact(): PublicAccessGuide {
  const details: Record<string, unknown> = {};
  for (const [path, field] of Object.entries(GUIDE_FIELDS)) {
    const value =
      field.kind === "measure"
        ? field.min + 1
        : field.kind === "count"
          ? 2
          : field.kind === "yes-no"
            ? true
            : field.kind === "choice"
              ? field.options[0]?.value
              : "Some words";
    setAt(details, path, value);
  }
  return {
    id: 7,
    notices: [],
    name: "The Corner Café",
    town: "Otley",
    postcode: "LS21 1BZ",
    location: null,
    category: "cafe",
    postcodeDistrict: "LS21",
    details: details as GuideDetails,
    contactEmail: "owner@corner-cafe.example",
    photos: [
      { id: 1, url: "/media/1-front.jpg", alt: "The front door", width: 1600, height: 1200 },
    ],
    lastCheckedAt: "2026-11-28T10:00:00.000Z",
    publishedAt: "2026-11-28T10:00:00.000Z",
    url: "/access-guides/7-the-corner-cafe",
  };
}

type Node = Record<string, unknown>;

/** Every object in the JSON-LD, nested ones too. */
function objectsIn(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(objectsIn);
  if (!value || typeof value !== "object") return [];
  return [value as Node, ...Object.values(value).flatMap(objectsIn)];
}

const [place] = accessGuideJsonLd(SITE, everyFact()) as Node[];
const features = (place?.amenityFeature ?? []) as Node[];

describe("the access guide's JSON-LD", () => {
  it("uses only types and properties schema.org has", () => {
    for (const node of objectsIn(place).filter((each) => "@type" in each)) {
      const type = String(node["@type"]);
      expect(Object.keys(SCHEMA_ORG), `@type ${type}`).toContain(type);
      const properties = Object.keys(node).filter((key) => !key.startsWith("@"));
      for (const property of properties) {
        expect(SCHEMA_ORG[type], `${type}.${property}`).toContain(property);
      }
    }
  });

  it("gives every measurement as a number with its unit code, never as text", () => {
    const quantities = features.filter(
      (each) => (each.value as Node | undefined)?.["@type"] === "QuantitativeValue",
    );
    expect(quantities).toHaveLength(measures.length);
    for (const [path, field] of measures) {
      const value = field.min + 1;
      expect(quantities, path).toContainEqual(
        expect.objectContaining({
          value: {
            "@type": "QuantitativeValue",
            value,
            unitCode: UNIT_CODES[field.unit],
            unitText: field.unit,
          },
        }),
      );
    }
    expect(features).toContainEqual({
      "@type": "LocationFeatureSpecification",
      name: "Door clear width",
      value: { "@type": "QuantitativeValue", value: 501, unitCode: "MMT", unitText: "mm" },
    });
    // No measurement written out as words and a unit ("850 mm"), anywhere.
    const texts = objectsIn(place).flatMap((node) => Object.values(node));
    expect(texts.filter((text) => /^\d+(\.\d+)?\s*(mm|m|%)$/.test(String(text)))).toEqual([]);
  });

  it("gives counts as plain numbers and yes-or-no features as true", () => {
    expect(features).toContainEqual({
      "@type": "LocationFeatureSpecification",
      name: "Steps at the entrance",
      value: 2,
    });
    expect(features).toContainEqual({
      "@type": "LocationFeatureSpecification",
      name: "Step-free entrance",
      value: true,
    });
  });

  it("gives geo as numbers once the guide has a location, and none before", () => {
    expect(place).not.toHaveProperty("geo");
    const located = { ...everyFact(), location: { lat: 53.9055, lon: -1.6911 } };
    const [withPlace] = accessGuideJsonLd(SITE, located) as Node[];
    expect(withPlace?.geo).toEqual({
      "@type": "GeoCoordinates",
      latitude: 53.9055,
      longitude: -1.6911,
    });
  });
});
