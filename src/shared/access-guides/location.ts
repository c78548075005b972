// Where a guide's place is, read in one place: guides have no coordinates yet (a `location:
// { lat, lon }` is to come), and the OpenStreetMap note link and the JSON-LD's `geo` take them
// from here, so they appear everywhere once a guide has them.
export interface GuideLocation {
  lat: number;
  lon: number;
}

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
