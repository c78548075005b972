// The directory's pages (decision 044): at most `limit` guides a page, and a cursor saying where
// the last one ended (keyset, so a page costs the same however deep it is, and a guide published
// meanwhile neither repeats nor skips one). The cursor is opaque to callers: they copy it from
// the `Link: <…>; rel="next"` header. Free of zod, so the directory page can read it.
import type { GuideLocation } from "./location.ts";

export const DIRECTORY_PAGE = { default: 20, max: 50 } as const;

/** Counts stop here: above it a search says "more than 1,000", which costs no more than 1,000. */
export const COUNT_CAP = 1000;
/** The `Result-Count` header's value above the cap. */
export const COUNT_ABOVE_CAP = `more than ${COUNT_CAP}`;

export const CURSOR_MESSAGE =
  "cursor is not one this site gave: follow the next page's address in the Link header as it is";

/** Where a page ended: by name (and id), or by distance in kilometres (and id). */
export type DirectoryCursor =
  | { kind: "name"; name: string; id: number }
  | { kind: "near"; km: number; id: number };

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): string | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replaceAll("-", "+").replaceAll("_", "/"));
    return new TextDecoder("utf-8", { fatal: true }).decode(
      Uint8Array.from(binary, (char) => char.charCodeAt(0)),
    );
  } catch {
    return undefined;
  }
}

export function writeCursor(cursor: DirectoryCursor): string {
  return toBase64Url(
    JSON.stringify(
      cursor.kind === "name" ? ["n", cursor.name, cursor.id] : ["d", cursor.km, cursor.id],
    ),
  );
}

export function readCursor(text: string): DirectoryCursor | undefined {
  let value: unknown;
  try {
    value = JSON.parse(fromBase64Url(text) ?? "");
  } catch {
    return undefined;
  }
  if (!Array.isArray(value) || value.length !== 3) return undefined;
  const [kind, key, id] = value;
  if (!Number.isSafeInteger(id) || id < 1) return undefined;
  if (kind === "n" && typeof key === "string" && key.length <= 500) {
    return { kind: "name", name: key, id };
  }
  if (kind === "d" && typeof key === "number" && Number.isFinite(key) && key >= 0) {
    return { kind: "near", km: key, id };
  }
  return undefined;
}

/** "53.7997,-1.5492" → the point; undefined unless two numbers in range (WGS 84 degrees). */
export function parseNear(text: string): GuideLocation | undefined {
  const match = /^\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*,\s*(-?\d{1,3}(?:\.\d{1,12})?)\s*$/.exec(text);
  if (!match) return undefined;
  const lat = Number(match[1]);
  const lon = Number(match[2]);
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return undefined;
  return { lat, lon };
}

/** The `near` parameter for a point: five decimal places, about a metre, enough for "near me". */
export const nearParam = ({ lat, lon }: GuideLocation) => `${lat.toFixed(5)},${lon.toFixed(5)}`;
