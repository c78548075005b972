// Where the place is, as a business types or pastes it: a latitude and a longitude (decimal, or
// degrees, minutes and seconds with N/S/E/W), a link from OpenStreetMap, Google Maps or Apple
// Maps, or a geo: URI. Read offline, by hand, with no regular expression that could backtrack:
// a link naming a map feature or a shortened link would need a look-up elsewhere, and a
// what3words address needs their paid service, so each is refused with words saying what to do.
// Free of zod, so the page's script can read the same text the server does.
import { type GuideLocation, LOCATION_MESSAGE } from "./location.ts";

/** Longer than any map link a browser's address bar gives (Google's run to a few hundred). */
export const LOCATION_TEXT_MAX = 2000;

export const LOCATION_TEXT_MESSAGES = {
  unreadable: LOCATION_MESSAGE,
  tooLong: `That is too long to be a map link or a latitude and longitude. Paste just the address from your browser's address bar, or type the latitude and longitude, like 53.7437, -2.0142`,
  what3words:
    "We cannot use what3words addresses: turning one into a point needs what3words' own paid service. Paste a link from OpenStreetMap or Google Maps instead, or type the latitude and longitude",
  osmFeature:
    "That link is to a thing on OpenStreetMap, not a point, and we cannot look it up from here. On openstreetmap.org, zoom in until your entrance is in the middle of the map, then paste the address from your browser's address bar (it ends with #map=…)",
  osmNoPoint:
    "That OpenStreetMap link does not say where the point is. Zoom in until your entrance is in the middle of the map, then paste the address from your browser's address bar (it ends with #map=…)",
  shortened:
    "That is a shortened link, which we cannot open from here. Open it in your browser, then paste the full address from the address bar instead",
  mapNoPoint:
    "That map link does not say where the point is (it may name the place by its name). Open it, press on your entrance so the map drops a pin there, and paste the address from your browser's address bar, or type the latitude and longitude",
  otherSite:
    "We can read links from OpenStreetMap, Google Maps and Apple Maps. From another map, copy the latitude and longitude instead, like 53.7437, -2.0142",
} as const;

export type LocationReading =
  | { ok: true; location: GuideLocation }
  | { ok: false; message: string };

const fail = (message: string): LocationReading => ({ ok: false, message });
const found = (lat: number, lon: number): LocationReading =>
  Math.abs(lat) <= 90 && Math.abs(lon) <= 180
    ? { ok: true, location: { lat, lon } }
    : fail(LOCATION_MESSAGE);

// ---- Typed coordinates -------------------------------------------------------------------------

type Token =
  | { kind: "number"; value: number; signed: boolean }
  | { kind: "degrees" | "minutes" | "seconds" | "comma" }
  | { kind: "hemisphere"; letter: "N" | "S" | "E" | "W" };

const DIGIT = (char: string) => char >= "0" && char <= "9";
const MINUS = new Set(["-", "\u2212", "\u2013"]);
const DEGREE_MARKS = new Set(["°", "º", "˚"]);
const MINUTE_MARKS = new Set(["'", "′", "’", "‘"]);
const SECOND_MARKS = new Set(['"', "″", "”", "“"]);
const SEPARATORS = new Set([",", ";"]);

/** The text as numbers, marks and hemisphere letters, or undefined if anything else is in it. */
function tokens(text: string): Token[] | undefined {
  const found: Token[] = [];
  let at = 0;
  while (at < text.length) {
    const char = text.charAt(at);
    if (char.trim() === "") {
      at += 1;
    } else if (SEPARATORS.has(char)) {
      found.push({ kind: "comma" });
      at += 1;
    } else if (DEGREE_MARKS.has(char)) {
      found.push({ kind: "degrees" });
      at += 1;
    } else if (MINUTE_MARKS.has(char)) {
      // Two single quotes for seconds, as some people type them.
      if (MINUTE_MARKS.has(text.charAt(at + 1))) {
        found.push({ kind: "seconds" });
        at += 2;
      } else {
        found.push({ kind: "minutes" });
        at += 1;
      }
    } else if (SECOND_MARKS.has(char)) {
      found.push({ kind: "seconds" });
      at += 1;
    } else if ("NSEWnsew".includes(char) && !isLetter(text.charAt(at + 1))) {
      found.push({ kind: "hemisphere", letter: char.toUpperCase() as "N" | "S" | "E" | "W" });
      at += 1;
    } else if (DIGIT(char) || char === "." || char === "+" || MINUS.has(char)) {
      let end = at;
      const signed = char === "+" || MINUS.has(char);
      if (signed) end += 1;
      const start = end;
      let dots = 0;
      while (end < text.length && (DIGIT(text.charAt(end)) || text.charAt(end) === ".")) {
        if (text.charAt(end) === ".") dots += 1;
        end += 1;
      }
      const digits = text.slice(start, end);
      if (dots > 1 || digits === "" || digits === "." || digits.length > 20) return undefined;
      const value = Number(digits);
      found.push({ kind: "number", value: MINUS.has(char) ? -value : value, signed });
      at = end;
    } else {
      return undefined;
    }
  }
  return found;
}

function isLetter(char: string) {
  return char !== "" && char.toLowerCase() !== char.toUpperCase();
}

interface Coordinate {
  value: number;
  hemisphere?: "N" | "S" | "E" | "W";
}

/** One coordinate from `at`: [H] degrees [° [minutes ′ [seconds ″]]] [H], then an optional comma. */
function coordinateAt(
  list: Token[],
  start: number,
): { coordinate: Coordinate; next: number } | undefined {
  let at = start;
  const peek = () => list[at];
  let hemisphere: Coordinate["hemisphere"];
  const lead = peek();
  if (lead?.kind === "hemisphere") {
    hemisphere = lead.letter;
    at += 1;
  }
  const degrees = peek();
  if (degrees?.kind !== "number") return undefined;
  at += 1;
  let value = Math.abs(degrees.value);
  const negative = degrees.value < 0 || (degrees.signed && Object.is(degrees.value, -0));
  if (peek()?.kind === "degrees") {
    at += 1;
    const minutes = peek();
    if (minutes?.kind === "number" && list[at + 1]?.kind === "minutes") {
      if (minutes.signed || minutes.value >= 60) return undefined;
      value += minutes.value / 60;
      at += 2;
      const seconds = peek();
      if (seconds?.kind === "number" && list[at + 1]?.kind === "seconds") {
        if (seconds.signed || seconds.value >= 60) return undefined;
        value += seconds.value / 3600;
        at += 2;
      }
    }
  }
  const trail = peek();
  if (!hemisphere && trail?.kind === "hemisphere") {
    hemisphere = trail.letter;
    at += 1;
  }
  // "-2.01 W" says west twice, or east: too unclear to guess.
  if (hemisphere && negative) return undefined;
  if (hemisphere === "S" || hemisphere === "W" || negative) value = -value;
  if (peek()?.kind === "comma") at += 1;
  return { coordinate: { value, ...(hemisphere ? { hemisphere } : {}) }, next: at };
}

const isLatitude = (coordinate: Coordinate) =>
  coordinate.hemisphere === "N" || coordinate.hemisphere === "S";
const isLongitude = (coordinate: Coordinate) =>
  coordinate.hemisphere === "E" || coordinate.hemisphere === "W";

/** "53.7437, -2.0142", "53.7437 -2.0142", "53.7437 N, 2.0142 W", "53°44′37″N 2°0′51″W". */
export function readCoordinates(text: string): LocationReading {
  const list = tokens(text);
  if (!list) return fail(LOCATION_MESSAGE);
  const first = coordinateAt(list, 0);
  if (!first) return fail(LOCATION_MESSAGE);
  const second = coordinateAt(list, first.next);
  if (!second || second.next !== list.length) return fail(LOCATION_MESSAGE);
  const [a, b] = [first.coordinate, second.coordinate];
  // Letters say which is which; without them, latitude comes first, as every map gives it.
  if ((isLatitude(a) && isLatitude(b)) || (isLongitude(a) && isLongitude(b))) {
    return fail(LOCATION_MESSAGE);
  }
  if (isLongitude(a) || isLatitude(b)) return found(b.value, a.value);
  return found(a.value, b.value);
}

// ---- Links -------------------------------------------------------------------------------------

const W3W_HOSTS = ["what3words.com", "w3w.co", "w3w.io"];
const SHORT_HOSTS = ["goo.gl", "g.co", "bit.ly", "tinyurl.com"];

const hostIs = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** "index.home.raft" or "///index.home.raft": three words and two dots, in any alphabet. */
function looksLikeWhat3words(text: string) {
  const words = text.replace(/^\/{1,3}/, "").split(".");
  return words.length === 3 && words.every((word) => word.length > 0 && [...word].every(isLetter));
}

/** Google's `@53.74,-2.01,17z` (or `@53.74,-2.01,80m`): the middle of the map. */
function atSign(path: string): LocationReading | undefined {
  const start = path.indexOf("/@");
  if (start < 0) return undefined;
  const [lat, lon] =
    path
      .slice(start + 2)
      .split("/")[0]
      ?.split(",") ?? [];
  if (lat === undefined || lon === undefined) return undefined;
  const reading = readCoordinates(`${lat}, ${lon}`);
  return reading.ok ? reading : undefined;
}

/** Google's `!3d53.74!4d-2.01` in a place's link: the pin itself, better than the map's middle. */
function googlePin(path: string): LocationReading | undefined {
  const lat = path.indexOf("!3d");
  const lon = path.indexOf("!4d", lat);
  if (lat < 0 || lon < 0) return undefined;
  const end = path.indexOf("!", lon + 3);
  const reading = readCoordinates(
    `${path.slice(lat + 3, lon)}, ${path.slice(lon + 3, end < 0 ? undefined : end)}`,
  );
  return reading.ok ? reading : undefined;
}

/** The first of these query parameters that holds a latitude and longitude. */
function fromQuery(params: URLSearchParams, names: string[]): LocationReading | undefined {
  for (const name of names) {
    const value = params.get(name);
    if (value === null) continue;
    const reading = readCoordinates(value.replace(/\(.*$/s, ""));
    if (reading.ok) return reading;
  }
  return undefined;
}

function openStreetMap(url: URL): LocationReading {
  const path = url.pathname;
  if (/^\/(node|way|relation|changeset|note)\//.test(path)) {
    return fail(LOCATION_TEXT_MESSAGES.osmFeature);
  }
  const marker = url.searchParams;
  const mlat = marker.get("mlat") ?? marker.get("lat");
  const mlon = marker.get("mlon") ?? marker.get("lon");
  if (mlat !== null && mlon !== null) {
    const reading = readCoordinates(`${mlat}, ${mlon}`);
    if (reading.ok) return reading;
  }
  // #map=18/53.74/-2.01 (zoom, latitude, longitude), perhaps followed by &layers=…
  const hash = new URLSearchParams(url.hash.slice(1)).get("map");
  const parts = hash?.split("/") ?? [];
  if (parts.length === 3) {
    const reading = readCoordinates(`${parts[1]}, ${parts[2]}`);
    if (reading.ok) return reading;
  }
  return fail(LOCATION_TEXT_MESSAGES.osmNoPoint);
}

function googleMaps(url: URL): LocationReading {
  const path = decodedPath(url);
  const pin = googlePin(path) ?? atSign(path);
  if (pin) return pin;
  const query = fromQuery(url.searchParams, ["q", "query", "ll", "center", "destination", "daddr"]);
  if (query) return query;
  // /maps/place/53.74,-2.01 or /maps/search/53.74,+-2.01
  for (const segment of path.split("/")) {
    if (!segment || !/[0-9]/.test(segment)) continue;
    const reading = readCoordinates(segment.replace(/\+/g, " "));
    if (reading.ok) return reading;
  }
  return fail(LOCATION_TEXT_MESSAGES.mapNoPoint);
}

function appleMaps(url: URL): LocationReading {
  return (
    fromQuery(url.searchParams, ["ll", "coordinate", "q", "sll", "daddr"]) ??
    fail(LOCATION_TEXT_MESSAGES.mapNoPoint)
  );
}

function decodedPath(url: URL) {
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** `geo:53.74,-2.01`, `geo:53.74,-2.01,120;u=35`, or Android's `geo:0,0?q=53.74,-2.01(Café)`. */
function geoUri(text: string): LocationReading {
  const rest = text.slice(4);
  const queryAt = rest.indexOf("?");
  const point = (queryAt < 0 ? rest : rest.slice(0, queryAt)).split(";")[0] ?? "";
  const numbers = point.split(",");
  if (queryAt >= 0) {
    const query = fromQuery(new URLSearchParams(rest.slice(queryAt + 1)), ["q"]);
    if (query) return query;
  }
  if (numbers.length !== 2 && numbers.length !== 3) return fail(LOCATION_MESSAGE);
  const reading = readCoordinates(`${numbers[0]}, ${numbers[1]}`);
  // Android's "no point" is 0,0, far off the UK: the contract says so in its own words.
  return reading;
}

function link(text: string): LocationReading {
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    return fail(LOCATION_MESSAGE);
  }
  const host = url.hostname.toLowerCase();
  if (W3W_HOSTS.some((domain) => hostIs(host, domain)))
    return fail(LOCATION_TEXT_MESSAGES.what3words);
  const osm = hostIs(host, "openstreetmap.org") || hostIs(host, "osm.org");
  // OpenStreetMap's own short links (/go/…) are shortened too.
  if (
    SHORT_HOSTS.some((domain) => hostIs(host, domain)) ||
    (osm && url.pathname.startsWith("/go/"))
  ) {
    return fail(LOCATION_TEXT_MESSAGES.shortened);
  }
  if (osm) return openStreetMap(url);
  const labels = host.split(".");
  if (labels.includes("google") && (labels[0] === "maps" || url.pathname.startsWith("/maps"))) {
    return googleMaps(url);
  }
  if (host === "maps.apple.com" || host === "maps.apple") return appleMaps(url);
  return fail(LOCATION_TEXT_MESSAGES.otherSite);
}

const HOST_CHARS = /^[a-z0-9.-]+$/i;

/** Whether the text is a link (with or without its https://), not coordinates. */
function isLink(text: string) {
  if (/^https?:\/\//i.test(text)) return true;
  const host = text.split("/", 1)[0] ?? "";
  return (
    host.length < text.length && host.includes(".") && HOST_CHARS.test(host) && /[a-z]/i.test(host)
  );
}

/**
 * Where the place is, from what the business typed or pasted; blank is "not said", not a
 * problem, so the caller decides what blank means.
 */
export function readLocationText(raw: string): LocationReading | undefined {
  const text = raw.trim();
  if (text === "") return undefined;
  if (text.length > LOCATION_TEXT_MAX) return fail(LOCATION_TEXT_MESSAGES.tooLong);
  if (/^geo:/i.test(text)) return geoUri(text);
  if (text.startsWith("///") || looksLikeWhat3words(text)) {
    return fail(LOCATION_TEXT_MESSAGES.what3words);
  }
  if (isLink(text)) return link(text);
  return readCoordinates(text);
}

/** A point as the field shows it again: "53.7437, -2.0142". */
export const locationText = ({ lat, lon }: GuideLocation) =>
  `${Number(lat.toFixed(6))}, ${Number(lon.toFixed(6))}`;

/** openstreetmap.org with a marker at the point, zoomed in far enough to see the entrance. */
export function openStreetMapUrl({ lat, lon }: GuideLocation) {
  const [la, lo] = [Number(lat.toFixed(6)), Number(lon.toFixed(6))];
  return `https://www.openstreetmap.org/?mlat=${la}&mlon=${lo}#map=19/${la}/${lo}`;
}

/** The distance between two points over the Earth's surface, in metres (haversine). */
export function metresBetween(a: GuideLocation, b: GuideLocation) {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6_371_008.8 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** "about 90 metres", "less than 10 metres", "about 1.2 km": as far as a reviewer needs. */
export function distanceWords(metres: number) {
  if (metres < 10) return "less than 10 metres";
  if (metres < 1000) return `about ${Math.round(metres / 10) * 10} metres`;
  return `about ${(metres / 1000).toFixed(1)} km`;
}
