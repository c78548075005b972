// The two files a site owner can load, told apart by their first row:
// - OS Code-Point Open: one CSV per postcode area, no header; Postcode, Positional_quality_indicator,
//   Eastings, Northings, then codes we do not use. Quality 90 means no grid reference.
// - ONS Postcode Directory (ONSPD): one CSV with a header; `pcds` (the postcode written with its
//   space), `doterm` (set once the postcode is terminated), `lat` and `long` (WGS 84; 99.999999
//   where there is no grid reference).
import {
  type GuideLocation,
  inUk,
  roundCoordinate,
} from "../../../../shared/access-guides/location.ts";
import { normalisePostcode, postcodeDistrict } from "../../../../shared/access-guides/postcode.ts";
import type { PostcodeSource } from "../../../../shared/access-guides/postcode-attribution.ts";
import { gridToWgs84 } from "./british-grid.ts";

export const SKIP_REASONS = [
  "terminated",
  "no grid reference",
  "outside the UK",
  "not a postcode",
] as const;
export type SkipReason = (typeof SKIP_REASONS)[number];

export interface PostcodeRow {
  postcode: string;
  district: string;
  lat: number;
  lon: number;
}

export type RowOutcome = PostcodeRow | SkipReason;

export interface PostcodeFormat {
  source: PostcodeSource;
  /** Whether the first record is a header, not a postcode. */
  header: boolean;
  read(record: readonly string[]): RowOutcome;
}

const WHOLE_NUMBER = /^\s*\d+\s*$/;
/** ONSPD's latitude for a postcode without a grid reference. */
const NO_LATITUDE = 99.999999;

function placed(postcode: string, location: GuideLocation): RowOutcome {
  if (!inUk(location)) return "outside the UK";
  return {
    postcode,
    district: postcodeDistrict(postcode),
    lat: roundCoordinate(location.lat),
    lon: roundCoordinate(location.lon),
  };
}

const codePointOpen: PostcodeFormat = {
  source: "code-point-open",
  header: false,
  read(record) {
    const postcode = normalisePostcode(record[0] ?? "");
    if (!postcode) return "not a postcode";
    const [, quality, east = "", north = ""] = record;
    if (quality?.trim() === "90" || !WHOLE_NUMBER.test(east) || !WHOLE_NUMBER.test(north)) {
      return "no grid reference";
    }
    const easting = Number(east);
    const northing = Number(north);
    if (easting === 0 && northing === 0) return "no grid reference";
    return placed(postcode, gridToWgs84(easting, northing));
  },
};

function onspd(header: readonly string[]): PostcodeFormat | undefined {
  const column = (name: string) => header.findIndex((cell) => cell.trim().toLowerCase() === name);
  const [postcodeAt, latAt, lonAt, terminatedAt] = ["pcds", "lat", "long", "doterm"].map(column);
  if (postcodeAt === undefined || latAt === undefined || lonAt === undefined) return undefined;
  if (postcodeAt < 0 || latAt < 0 || lonAt < 0) return undefined;
  return {
    source: "onspd",
    header: true,
    read(record) {
      const postcode = normalisePostcode(record[postcodeAt] ?? "");
      if (!postcode) return "not a postcode";
      if (terminatedAt !== undefined && terminatedAt >= 0 && record[terminatedAt]?.trim()) {
        return "terminated";
      }
      const lat = Number.parseFloat(record[latAt] ?? "");
      const lon = Number.parseFloat(record[lonAt] ?? "");
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || lat === NO_LATITUDE) {
        return "no grid reference";
      }
      return placed(postcode, { lat, lon });
    },
  };
}

/** The format whose first record this is, or undefined for neither. */
export function detectFormat(first: readonly string[]): PostcodeFormat | undefined {
  if (
    first.length >= 4 &&
    normalisePostcode(first[0] ?? "") &&
    WHOLE_NUMBER.test(first[2] ?? "") &&
    WHOLE_NUMBER.test(first[3] ?? "")
  ) {
    return codePointOpen;
  }
  return onspd(first);
}
