// JSON-LD for an access guide's page (decision 036): the place itself, as the schema.org type its
// kind names, with its address, where it is once it has a location, and as amenityFeature entries
// each accessibility feature the business confirmed and each measurement, a number with its
// UN/CEFACT unit code. Only facts it gave Yes to are claimed; a No or a blank says nothing.
import { guideLocation } from "../../shared/access-guides/location.ts";
import { valueAt } from "../../shared/access-guides/needs.ts";
import { CONTENT_KINDS } from "../../shared/content-kinds.ts";
import type { PublicAccessGuide } from "../../shared/contracts/access-guides.ts";
import { isoDate } from "../../shared/dates.ts";
import { permalinkPath } from "../../shared/permalinks.ts";
import { absoluteUrl, type SiteConfig } from "../../shared/site.ts";

/** The features worth naming to a search engine, in plain words. */
const FEATURES: [string, string][] = [
  ["entrance.stepFree", "Step-free entrance"],
  ["inside.stepFreeThroughout", "Step-free throughout"],
  ["inside.lift", "Lift"],
  ["toilet.accessible", "Accessible toilet"],
  ["toilet.changingPlaces", "Changing Places toilet"],
  ["hearingLoop", "Hearing loop"],
  ["assistanceDogsWelcome", "Assistance dogs welcome"],
  ["service.lowCounter", "Lowered counter"],
  ["quieterTimes.offered", "Quieter times"],
];

/**
 * A measurement's unit, from the ending every measured fact's name has (fields.ts): its UN/CEFACT
 * code, as schema.org's unitCode wants, and its symbol.
 */
const UNITS = {
  Mm: ["MMT", "mm"],
  M: ["MTR", "m"],
  Percent: ["P1", "%"],
} as const;
const MEASURED = /^(.+?)(Mm|M|Percent)$/;

/** The counts worth naming: a plain number, no unit. */
const COUNTS: [string, string][] = [
  ["entrance.steps", "Steps at the entrance"],
  ["parking.blueBadgeBays", "Blue Badge bays"],
];

type Feature = Record<string, unknown>;
const feature = (name: string, value: unknown): Feature => ({
  "@type": "LocationFeatureSpecification",
  name,
  value,
});

/** "doorClearWidth" as "Door clear width". */
const words = (name: string) =>
  name
    .replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
    .replace(/^./, (first) => first.toUpperCase());

/** Every measurement in the guide's details, as a QuantitativeValue with its unit. */
function measurements(details: object): Feature[] {
  return Object.values(details).flatMap((section) =>
    section && typeof section === "object"
      ? Object.entries(section).flatMap(([key, value]) => {
          const [, name, unit] = MEASURED.exec(key) ?? [];
          if (!name || !unit || typeof value !== "number") return [];
          const [unitCode, unitText] = UNITS[unit as keyof typeof UNITS];
          return [
            feature(words(name), { "@type": "QuantitativeValue", value, unitCode, unitText }),
          ];
        })
      : [],
  );
}

export function accessGuideJsonLd(site: SiteConfig, guide: PublicAccessGuide) {
  const url = absoluteUrl(
    site.siteUrl,
    permalinkPath("access-guide", { id: guide.id, title: guide.name }),
  );
  const measure = (path: string) => valueAt(guide.details, path);
  const features = [
    ...FEATURES.filter(([path]) => measure(path) === true).map(([, name]) => feature(name, true)),
    ...COUNTS.filter(([path]) => typeof measure(path) === "number").map(([path, name]) =>
      feature(name, measure(path)),
    ),
    ...measurements(guide.details),
  ];
  const location = guideLocation(guide);
  const phone = measure("contact.phone");
  // The photos, each with its alt text as its caption: the reference loads the widest file.
  const photos = guide.photos.map((photo) => ({
    "@type": "ImageObject",
    contentUrl: absoluteUrl(site.siteUrl, photo.url),
    width: photo.width,
    height: photo.height,
    caption: photo.alt,
  }));
  return [
    {
      "@context": "https://schema.org",
      "@type": CONTENT_KINDS["access-guide"].schemaType,
      name: guide.name,
      url,
      address: {
        "@type": "PostalAddress",
        addressLocality: guide.town,
        postalCode: guide.postcode,
        addressCountry: "GB",
      },
      ...(location
        ? { geo: { "@type": "GeoCoordinates", latitude: location.lat, longitude: location.lon } }
        : {}),
      ...(typeof phone === "string" ? { telephone: phone } : {}),
      ...(guide.contactEmail ? { email: guide.contactEmail } : {}),
      ...(features.length ? { amenityFeature: features } : {}),
      ...(photos.length ? { photo: photos, image: photos.map((photo) => photo.contentUrl) } : {}),
      subjectOf: {
        "@type": "WebPage",
        url,
        dateModified: isoDate(guide.lastCheckedAt),
        inLanguage: "en-GB",
      },
    },
  ];
}
