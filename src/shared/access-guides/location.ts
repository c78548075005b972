// Where a guide's place is (WGS 84), read in one place: the business sets it, the published
// version keeps it, and the directory's "near", the OpenStreetMap note link, the JSON-LD's `geo`
// and the A11yJSON and GeoJSON geometry all take it from here. Free of zod, so every page can read it.
export interface GuideLocation {
  lat: number;
  lon: number;
}

/**
 * The UK with the Channel Islands, Scilly, Shetland and the Isle of Man, generously: guides are for
 * places with a UK postcode, so a point outside is a slip (often latitude and longitude swapped).
 */
export const UK_BOUNDS = { south: 49, north: 61, west: -9, east: 2 } as const;

export const LOCATION_MESSAGE =
  "Give where the place is as a latitude and a longitude, like 53.7437, -2.0142";
export const LOCATION_OUTSIDE_UK_MESSAGE =
  "That point is not in the UK. Check the latitude comes first and the longitude second, or set the place again";
export const LOCATION_NEEDED_MESSAGE =
  "Set where the place is before you send the guide for review: visitors find guides near them by it";

/** Six decimal places: about 10 cm, finer than any entrance needs. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;

export const inUk = ({ lat, lon }: GuideLocation) =>
  lat >= UK_BOUNDS.south &&
  lat <= UK_BOUNDS.north &&
  lon >= UK_BOUNDS.west &&
  lon <= UK_BOUNDS.east;

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/** The guide's location, or undefined while it has none. */
export function guideLocation(guide: object): GuideLocation | undefined {
  const location = (guide as { location?: { lat?: unknown; lon?: unknown } | null }).location;
  if (!location || !isCoordinate(location.lat, 90) || !isCoordinate(location.lon, 180)) {
    return undefined;
  }
  return { lat: location.lat, lon: location.lon };
}

/** The location of a row's two columns, or null while the business has set none. */
export const locationOfColumns = (row: { lat: number | null; lon: number | null }) =>
  row.lat === null || row.lon === null ? null : { lat: row.lat, lon: row.lon };
