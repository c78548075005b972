// What the directory's answer says besides its guides, read from its headers: the next page's
// cursor (from `Link: <…>; rel="next"`), the count up to 1,000, and whether a postcode was placed.
import { COUNT_CAP } from "../../../shared/access-guides/directory-paging.ts";
import {
  postcodeAttributionLines,
  postcodeSourcesFrom,
} from "../../../shared/access-guides/postcode-attribution.ts";
import type { WithHeaders } from "../../../shared/site.ts";

export type PostcodeOutcome = "found" | "unknown" | "not-held" | null;

export function directoryAnswer<T>({ body, headers }: WithHeaders<T[]>) {
  const link = /<([^>]+)>;\s*rel="next"/.exec(headers.link ?? "")?.[1];
  const next = link ? (new URL(link, "http://site.invalid").searchParams.get("cursor") ?? "") : "";
  const count = Number(headers["result-count"]);
  const outcome = headers["near-postcode"];
  return {
    guides: body,
    next,
    /** Null when the count is above the cap (or missing): the page says "more than 1,000". */
    count: Number.isInteger(count) && count <= COUNT_CAP ? count : null,
    postcode: (outcome === "found" || outcome === "unknown" || outcome === "not-held"
      ? outcome
      : null) as PostcodeOutcome,
    /** The credit for the postcode centres, when a postcode placed the search. */
    postcodeCredit: postcodeAttributionLines(
      postcodeSourcesFrom(headers["postcode-sources"] ?? null),
    ),
  };
}

/** "37 guides found", "1 guide found", "More than 1,000 guides found". */
export function countWords(count: number | null) {
  if (count === null) return `More than ${COUNT_CAP.toLocaleString("en-GB")} guides found`;
  return `${count} ${count === 1 ? "guide" : "guides"} found`;
}

/** "0.4 km away". */
export const distanceWords = (km: number) => `${km.toFixed(1)} km away`;
