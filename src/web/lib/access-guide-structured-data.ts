// JSON-LD for an access guide's page (decision 036): the place itself, as the schema.org type its
// kind names, with its address and each accessibility feature the business confirmed, as
// amenityFeature entries. Only facts it gave Yes to are claimed; a No or a blank says nothing.
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

export function accessGuideDescription(guide: PublicAccessGuide): string {
  return `What to expect when you visit ${guide.name} in ${guide.town}: measured details of the way in, inside, toilets and help, from the business.`;
}

export function accessGuideJsonLd(site: SiteConfig, guide: PublicAccessGuide) {
  const url = absoluteUrl(
    site.siteUrl,
    permalinkPath("access-guide", { id: guide.id, title: guide.name }),
  );
  const measure = (path: string) => valueAt(guide.details, path);
  const features: Record<string, unknown>[] = FEATURES.filter(
    ([path]) => measure(path) === true,
  ).map(([, name]) => ({ "@type": "LocationFeatureSpecification", name, value: true }));
  const door = measure("entrance.doorClearWidthMm");
  if (typeof door === "number") {
    features.push({
      "@type": "LocationFeatureSpecification",
      name: "Door clear width",
      value: `${door} mm`,
    });
  }
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
