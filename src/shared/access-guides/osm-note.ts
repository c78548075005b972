// What the guide's page needs to hand its OpenStreetMap tags to a mapper (decision 042): the tags
// as text to paste, and a link that opens a note on openstreetmap.org, the community's way to
// suggest a change. Apart from the rules (./osm-tags.ts), whose words come with the API's answer.
import type { GuideLocation } from "./location.ts";
import type { OsmTags } from "./osm-tags.ts";

/** The tags as an editor's text view takes them: key=value, a line each. */
export const osmTagLines = (tags: OsmTags) =>
  Object.entries(tags)
    .map(([key, value]) => `${key}=${value}`)
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
