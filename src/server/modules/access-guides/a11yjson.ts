// A published guide's facts as A11yJSON 31 (https://sozialhelden.github.io/a11yjson/), the open
// format accessibility maps exchange: a GeoJSON Feature whose `properties` is a PlaceInfo. Each fact
// goes where ./a11yjson-homes.ts says, and a measurement becomes a quantity in the unit the facts
// table (shared/access-guides/fields.ts) gives it. A fact the business left blank is left out,
// never guessed. a11yjson.test.ts checks the result against the official schema.
import { guideCategory } from "../../../shared/access-guides/categories.ts";
import {
  GUIDE_FIELDS,
  type GuideField,
  type GuideFieldPath,
  valueAt,
} from "../../../shared/access-guides/fields.ts";
import type { GuideDetails } from "../../../shared/contracts/access-guides.ts";
import { absoluteUrl } from "../../../shared/site.ts";
import { A11YJSON_HOMES, type A11yJsonWriter } from "./a11yjson-homes.ts";
import { addNotices } from "./a11yjson-notices.ts";

type Json = Record<string, unknown>;

/** A11yJSON's strings carry their language; the guides are written in English. */
const english = (text: string) => ({ en: text });

/** A fact as A11yJSON holds it: a measurement as a quantity in the table's unit. */
function asA11yJson(field: GuideField, value: unknown) {
  return field.kind === "measure" ? { value, unit: field.unit } : value;
}

/** A fact as a custom tag, whose values A11yJSON wants as strings: "yes", "850 mm", "level". */
function tagOf(field: GuideField, value: unknown): string {
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (field.kind === "measure") return `${value} ${field.unit}`;
  return String(value);
}

/** Sets a dotted path ("restrooms.0.toilet.hasGrabBars"), making lists where a part is a number. */
function putAt(target: Json, path: string, value: unknown) {
  const parts = path.split(".");
  let node: Json = target;
  parts.forEach((part, index) => {
    const next = parts[index + 1];
    if (next === undefined) {
      node[part] = value;
      return;
    }
    node[part] ??= /^\d+$/.test(next) ? [] : {};
    node = node[part] as Json;
  });
}

/** A website as the business typed it ("www.example.co.uk"), as an absolute address, or null. */
function websiteUrl(text: string): string | null {
  const candidate = /^https?:\/\//i.test(text) ? text : `https://${text}`;
  if (/\s/.test(text) || !/\.[a-z]{2,}/i.test(candidate)) return null;
  return URL.canParse(candidate) ? candidate : null;
}

/** Where a guide is, once guides have a location: GeoJSON's order is longitude, then latitude. */
export const pointOf = (location: { lat: number; lon: number } | null | undefined) =>
  location
    ? { type: "Point" as const, coordinates: [location.lon, location.lat] as [number, number] }
    : null;

export function a11yJsonOf(
  guide: {
    id: number;
    name: string;
    town: string;
    postcode: string;
    category: string;
    details: GuideDetails;
    contactEmail: string | null;
    lastCheckedAt: Date;
    /** The guide page's path on this site. */
    url: string;
    location?: { lat: number; lon: number } | null;
    /** The live notices that apply today: what is out of use. */
    notices?: Parameters<typeof addNotices>[2];
    /** Who last stated each fact and when, by its path. */
    provenance?: Record<string, { source: string; checkedAt: Date }>;
    /** The open-data licence the business agreed to (decision 046); none named without it. */
    licence?: { id: string; url: string } | null;
  },
  siteUrl: string,
) {
  const accessibility: Json = {};
  const place: Json = {};
  const tags: Record<string, string> = {};

  for (const [path, home] of Object.entries(A11YJSON_HOMES) as [
    GuideFieldPath,
    (typeof A11YJSON_HOMES)[GuideFieldPath],
  ][]) {
    const value = valueAt(guide.details, path);
    if (value === undefined) continue;
    const field: GuideField = GUIDE_FIELDS[path];
    const keepAsTag = () => {
      tags[path] = tagOf(field, value);
    };
    if ("tag" in home) keepAsTag();
    else if ("at" in home) putAt(accessibility, home.at, asA11yJson(field, value));
    else if ("place" in home) {
      const text = String(value);
      const kept = home.place === "placeWebsiteUrl" ? websiteUrl(text) : text;
      if (kept === null) keepAsTag();
      else place[home.place] = kept;
    } else {
      const writer: A11yJsonWriter = {
        put: (at, fact) => putAt(accessibility, at, fact),
        add: (list, entry) => {
          accessibility[list] = [...((accessibility[list] as Json[] | undefined) ?? []), entry];
        },
        tag: keepAsTag,
      };
      home.write(value as never, writer);
    }
  }

  // The facts describe the main entrance, and the equipment entry is the lift's.
  const [entrance] = (accessibility.entrances as { properties: Json }[] | undefined) ?? [];
  if (entrance) entrance.properties.isMainEntrance = true;
  const [lift] = (accessibility.availableEquipment as Json[] | undefined) ?? [];
  if (lift) lift.category = "elevator";

  addNotices(accessibility, tags, guide.notices ?? []);
  tags.lastCheckedAt = guide.lastCheckedAt.toISOString();
  // A11yJSON has no field for a licence: a consumer holding one Feature still knows its terms.
  if (guide.licence) {
    tags.license = guide.licence.id;
    tags.licenseUrl = guide.licence.url;
  }
  // Each fact's date and who stated it, as tags beside the fact: A11yJSON has no place of its own.
  for (const [path, stamp] of Object.entries(guide.provenance ?? {})) {
    tags[`checkedAt.${path}`] = stamp.checkedAt.toISOString();
    tags[`checkedBy.${path}`] = stamp.source;
  }

  return {
    type: "Feature" as const,
    geometry: pointOf(guide.location),
    properties: {
      originalId: String(guide.id),
      name: english(guide.name),
      category: guideCategory(guide.category).a11yJson,
      address: {
        text: english(`${guide.town}, ${guide.postcode}`),
        city: english(guide.town),
        postalCode: english(guide.postcode),
        countryCode: "GBR",
      },
      ...place,
      ...(guide.contactEmail ? { emailAddress: guide.contactEmail } : {}),
      infoPageUrl: absoluteUrl(siteUrl, guide.url),
      ...(Object.keys(accessibility).length > 0 ? { accessibility } : {}),
      tags,
    } as Json,
  };
}
