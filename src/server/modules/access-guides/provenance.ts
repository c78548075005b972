// Who last stated each fact of a published guide, and when. Approving a guide stamps
// the facts the business changed since the version visitors saw as the business's, dated when
// it last checked them; a fact it left as it was keeps its stamp. A version published before
// facts had stamps counts every fact as the business's, on the day it last checked the guide.
import { isDeepStrictEqual } from "node:util";
import {
  GUIDE_FIELDS,
  type GuideFieldPath,
  valueAt,
} from "../../../shared/access-guides/fields.ts";
import type { FactStamp } from "../../../shared/access-guides/trust.ts";
import type {
  GuideDetails,
  PublishedGuideSnapshot,
} from "../../../shared/contracts/access-guides.ts";

const PATHS = Object.keys(GUIDE_FIELDS) as GuideFieldPath[];

/** The stamps a published version carries, or the business's for every fact of an older one. */
export function stampsOf(version: PublishedGuideSnapshot): Record<string, FactStamp> {
  const stamps: Record<string, FactStamp> = {};
  for (const path of PATHS) {
    if (valueAt(version.details, path) === undefined) continue;
    stamps[path] = version.provenance?.[path] ?? {
      source: "business",
      checkedAt: version.lastCheckedAt,
    };
  }
  return stamps;
}

/** The stamps of the version about to be published, from the one it replaces (if any). */
export function stampFacts(
  previous: PublishedGuideSnapshot | null,
  details: GuideDetails,
  checkedAt: string,
): Record<string, FactStamp> {
  const before = previous ? stampsOf(previous) : {};
  const stamps: Record<string, FactStamp> = {};
  for (const path of PATHS) {
    const value = valueAt(details, path);
    if (value === undefined) continue;
    const kept = before[path];
    const unchanged = previous && isDeepStrictEqual(valueAt(previous.details, path), value);
    stamps[path] = unchanged && kept ? kept : { source: "business", checkedAt };
  }
  return stamps;
}
