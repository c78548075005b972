// What the guide's page needs to hand its OpenStreetMap tags to a mapper (decision 042): the tags
// as text to paste, and a link that opens a note on openstreetmap.org, the community's way to
// suggest a change. Apart from the rules (shared/access-guides/osm-tags.ts), whose words come with
// the API's answer, so they stay out of the page's script.
import type { GuideLocation } from "../../../shared/access-guides/location.ts";
import type { OsmKey, OsmTags } from "../../../shared/access-guides/osm-tags.ts";

/** The keys for the place itself, in the order the page gives them. */
export const OSM_PLACE_KEYS: readonly OsmKey[] = [
  "wheelchair",
  "toilets:wheelchair",
  "toilets:centralkey",
  "hearing_loop",
  "check_date",
];
/** The keys that describe the way in: on the main entrance's node when it is mapped. */
export const OSM_ENTRANCE_KEYS: readonly OsmKey[] = [
  "step_count",
  "door:width",
  "automatic_door",
  "ramp",
];

/** The tags as an editor's text view takes them: key=value, a line each, the place's first. */
export const osmTagLines = (tags: OsmTags) =>
  [...OSM_PLACE_KEYS, ...OSM_ENTRANCE_KEYS]
    .filter((key) => tags[key] !== undefined)
    .map((key) => `${key}=${tags[key]}`)
    .join("\n");

const OSM_NEW_NOTE = "https://www.openstreetmap.org/note/new";

/**
 * The address that opens a new note on openstreetmap.org: at the place when its location is
 * known (the note's marker at `lat`/`lon`, the map zoomed in on it), or else wherever the map
 * opens, for the mapper to find the place first.
 */
export function osmNoteUrl(location: GuideLocation | undefined): string {
  if (!location) return OSM_NEW_NOTE;
  const lat = location.lat.toFixed(6);
  const lon = location.lon.toFixed(6);
  return `${OSM_NEW_NOTE}?lat=${lat}&lon=${lon}#map=19/${lat}/${lon}`;
}
