// The directory's search in its address (/access-guides?town=Leeds&need=step-free&need=…), read
// the same by the page, the server's prefetch and the API call. Free of zod and of React.
import { parseNear } from "./directory-paging.ts";
import { GUIDE_NEED_IDS, type GuideNeed } from "./needs.ts";
import { normalisePostcode } from "./postcode.ts";

export interface GuideSearch {
  town: string;
  need: GuideNeed[];
  /** "lat,lon" from "Use my location"; empty unless a valid point. */
  near: string;
  /** As typed in "Near a postcode"; the page says when it is not a postcode. */
  nearPostcode: string;
  /** Where the last page ended (the API's opaque cursor); empty on the first page. */
  cursor: string;
}

const isNeed = (value: string): value is GuideNeed =>
  (GUIDE_NEED_IDS as readonly string[]).includes(value);

export function guideSearchFrom(search: URLSearchParams): GuideSearch {
  return {
    town: (search.get("town") ?? "").trim().slice(0, 80),
    need: [
      ...new Set(
        search
          .getAll("need")
          .flatMap((each) => each.split(","))
          .filter(isNeed),
      ),
    ],
    near: parseNear(search.get("near") ?? "") ? (search.get("near") ?? "").trim() : "",
    nearPostcode: (search.get("nearPostcode") ?? "").trim().slice(0, 20),
    cursor: (search.get("cursor") ?? "").trim().slice(0, 400),
  };
}

/**
 * What the page asks the API: a postcode that is not one is left out (the page says so), and a
 * postcode typed in wins over a location kept from before.
 */
export function directoryQueryOf(search: GuideSearch): GuideSearch {
  const nearPostcode = normalisePostcode(search.nearPostcode) ?? "";
  return { ...search, nearPostcode, near: nearPostcode ? "" : search.near };
}

/** The page's address for a search, at the page after `cursor` when given. */
export function directoryAddress(
  path: string,
  search: GuideSearch,
  { cursor = "", profile = "" }: { cursor?: string; profile?: string } = {},
) {
  const fields = new URLSearchParams();
  if (search.town) fields.set("town", search.town);
  for (const need of search.need) fields.append("need", need);
  if (search.near) fields.set("near", search.near);
  if (search.nearPostcode) fields.set("nearPostcode", search.nearPostcode);
  if (cursor) fields.set("cursor", cursor);
  // The visitor's needs (profile.ts) come along as they are, so each page is judged the same.
  for (const [name, value] of new URLSearchParams(profile)) fields.append(name, value);
  const query = fields.toString();
  return `${path}${query ? `?${query}` : ""}`;
}
