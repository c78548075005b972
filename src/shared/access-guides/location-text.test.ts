// Reading where a place is from what a business types or pastes: the forms people really copy
// from maps and phones, and the ones we cannot read, each with words that say what to do instead.
import { describe, expect, it } from "vitest";
import { LOCATION_MESSAGE } from "./location.ts";
import {
  LOCATION_TEXT_MAX,
  LOCATION_TEXT_MESSAGES,
  locationText,
  openStreetMapUrl,
  readLocationText,
} from "./location-text.ts";

const HEBDEN = { lat: 53.7437, lon: -2.0142 };

const pointOf = (text: string) => {
  const reading = readLocationText(text);
  if (!reading?.ok) throw new Error(`${text}: ${reading ? reading.message : "blank"}`);
  return {
    lat: Number(reading.location.lat.toFixed(6)),
    lon: Number(reading.location.lon.toFixed(6)),
  };
};
const messageOf = (text: string) => {
  const reading = readLocationText(text);
  return reading && !reading.ok ? reading.message : undefined;
};

describe("typed coordinates", () => {
  it.each([
    "53.7437, -2.0142",
    "53.7437,-2.0142",
    "53.7437 -2.0142",
    "  53.7437 ,  -2.0142  ",
    "53.7437; -2.0142",
    "+53.7437, -2.0142",
    "53.7437, \u22122.0142",
    "53.7437 N, 2.0142 W",
    "53.7437N 2.0142W",
    "53.7437° N, 2.0142° W",
    "N 53.7437, W 2.0142",
    "n53.7437 w2.0142",
    "2.0142 W, 53.7437 N",
    "53.7437, 2.0142 W",
  ])("reads %s", (text) => {
    expect(pointOf(text)).toEqual(HEBDEN);
  });

  it("reads degrees, minutes and seconds as Google Maps shows them", () => {
    expect(pointOf(`53°44'37.3"N 2°00'51.1"W`)).toEqual({ lat: 53.743694, lon: -2.014194 });
    expect(pointOf("53°44′37.3″N, 2°0′51.1″W")).toEqual({ lat: 53.743694, lon: -2.014194 });
    expect(pointOf("53° 44' N 2° 0.852' W")).toEqual({ lat: 53.733333, lon: -2.0142 });
    expect(pointOf("51°30'26''N 0°7'39''W")).toEqual({ lat: 51.507222, lon: -0.1275 });
  });

  it("keeps east and south as positive and negative", () => {
    expect(pointOf("52.6309 N, 1.2974 E")).toEqual({ lat: 52.6309, lon: 1.2974 });
    expect(pointOf("10 S, 20 W")).toEqual({ lat: -10, lon: -20 });
  });

  it.each([
    "53.7437",
    "53.7437, -2.0142, 12",
    "Hebden Bridge",
    "53.7437 N, 2.0142 N",
    "2.0142 W, 2.0142 E",
    "-53.7437 N, 2.0142 W",
    "53.7.437, -2.0142",
    "53°61'N 2°W",
    "91, 0",
    "0, 181",
    "53.7437, -2.0142 and some words",
    "HX7 8AA",
    "1e3, 2",
  ])("does not guess at %s", (text) => {
    expect(messageOf(text)).toBe(LOCATION_MESSAGE);
  });

  it("leaves a blank for the form to decide", () => {
    expect(readLocationText("")).toBeUndefined();
    expect(readLocationText("   \n ")).toBeUndefined();
  });
});

describe("OpenStreetMap links", () => {
  it.each([
    "https://www.openstreetmap.org/#map=18/53.7437/-2.0142",
    "https://www.openstreetmap.org/#map=19/53.7437/-2.0142&layers=N",
    "openstreetmap.org/#map=18/53.7437/-2.0142",
    "https://www.openstreetmap.org/?mlat=53.7437&mlon=-2.0142#map=19/53.75/-2.02",
    "https://www.openstreetmap.org/?mlat=53.7437&mlon=-2.0142",
    "http://www.openstreetmap.org/?lat=53.7437&lon=-2.0142&zoom=17&layers=M",
    "https://www.openstreetmap.org/directions?#map=18/53.7437/-2.0142",
  ])("reads %s", (text) => {
    expect(pointOf(text)).toEqual(HEBDEN);
  });

  it("prefers the marker to the middle of the map", () => {
    expect(
      pointOf("https://www.openstreetmap.org/?mlat=53.7437&mlon=-2.0142#map=16/53.7/-2.1"),
    ).toEqual(HEBDEN);
  });

  it.each([
    "https://www.openstreetmap.org/node/2633184945",
    "https://www.openstreetmap.org/way/123456789#map=19/53.7437/-2.0142",
    "https://www.openstreetmap.org/relation/62149",
  ])("says a link to a mapped thing cannot be looked up: %s", (text) => {
    expect(messageOf(text)).toBe(LOCATION_TEXT_MESSAGES.osmFeature);
  });

  it("says when a link has no point, or is a short link", () => {
    expect(messageOf("https://www.openstreetmap.org/")).toBe(LOCATION_TEXT_MESSAGES.osmNoPoint);
    expect(messageOf("https://www.openstreetmap.org/#map=18/abc/-2")).toBe(
      LOCATION_TEXT_MESSAGES.osmNoPoint,
    );
    expect(messageOf("https://osm.org/go/euu4gXdS--")).toBe(LOCATION_TEXT_MESSAGES.shortened);
  });
});

describe("Google Maps links", () => {
  it.each([
    "https://www.google.com/maps/@53.7437,-2.0142,17z",
    "https://www.google.co.uk/maps/@53.7437,-2.0142,80m/data=!3m1!1e3",
    "https://maps.google.com/?q=53.7437,-2.0142",
    "https://www.google.com/maps?q=53.7437,-2.0142",
    "https://www.google.com/maps/search/?api=1&query=53.7437%2C-2.0142",
    "https://www.google.com/maps/search/53.7437,+-2.0142?entry=ttu",
    "https://www.google.com/maps/place/53%C2%B044'37.3%22N+2%C2%B000'51.1%22W/@53.7437,-2.0142,17z",
    "https://www.google.co.uk/maps/place/The+Lock+Keeper's+Caf%C3%A9/@53.74,-2.02,17z/data=!3m1!4b1!4m6!3m5!1s0x487bb5:0x8e3!8m2!3d53.7437!4d-2.0142!16s%2Fg%2F11b6",
    "google.com/maps/@53.7437,-2.0142,15z",
    "https://maps.google.co.uk/maps?ll=53.7437,-2.0142&z=17",
  ])("reads %s", (text) => {
    expect(pointOf(text)).toEqual(HEBDEN);
  });

  it("takes a place's pin over the middle of its map", () => {
    expect(
      pointOf(
        "https://www.google.com/maps/place/Caf%C3%A9/@53.70,-2.10,14z/data=!4m6!3m5!1s0x0:0x0!8m2!3d53.7437!4d-2.0142",
      ),
    ).toEqual(HEBDEN);
  });

  it("says when a link names a place but not a point, or is shortened", () => {
    expect(messageOf("https://www.google.com/maps?q=The+Lock+Keeper+Hebden+Bridge")).toBe(
      LOCATION_TEXT_MESSAGES.mapNoPoint,
    );
    expect(messageOf("https://maps.app.goo.gl/Fz7xH2mVnKc1")).toBe(
      LOCATION_TEXT_MESSAGES.shortened,
    );
    expect(messageOf("https://goo.gl/maps/abc123")).toBe(LOCATION_TEXT_MESSAGES.shortened);
  });
});

describe("Apple Maps links and geo: URIs", () => {
  it.each([
    "https://maps.apple.com/?ll=53.7437,-2.0142&q=Dropped%20Pin",
    "https://maps.apple.com/?q=53.7437,-2.0142",
    "https://maps.apple.com/place?coordinate=53.7437,-2.0142&name=Marked%20Location",
    "geo:53.7437,-2.0142",
    "GEO:53.7437,-2.0142",
    "geo:53.7437,-2.0142;u=35",
    "geo:53.7437,-2.0142,120",
    "geo:53.7437,-2.0142?z=17",
    "geo:0,0?q=53.7437,-2.0142(The Lock Keeper)",
  ])("reads %s", (text) => {
    expect(pointOf(text)).toEqual(HEBDEN);
  });

  it("says when an Apple link names a place without its point", () => {
    expect(messageOf("https://maps.apple.com/?q=The+Lock+Keeper")).toBe(
      LOCATION_TEXT_MESSAGES.mapNoPoint,
    );
    expect(messageOf("geo:53.7437")).toBe(LOCATION_MESSAGE);
  });
});

describe("what we cannot read", () => {
  it.each([
    "///index.home.raft",
    "index.home.raft",
    "filled.count.soap",
    "https://what3words.com/index.home.raft",
    "https://w3w.co/index.home.raft",
  ])("says plainly what3words is not supported: %s", (text) => {
    expect(messageOf(text)).toBe(LOCATION_TEXT_MESSAGES.what3words);
  });

  it("names the maps it can read for a link from elsewhere", () => {
    expect(messageOf("https://www.bing.com/maps?cp=53.7437~-2.0142&lvl=17")).toBe(
      LOCATION_TEXT_MESSAGES.otherSite,
    );
    expect(messageOf("https://example.com/53.7437,-2.0142")).toBe(LOCATION_TEXT_MESSAGES.otherSite);
  });

  it("refuses text longer than any link, and reads hostile text quickly and plainly", () => {
    expect(messageOf("5".repeat(LOCATION_TEXT_MAX + 1))).toBe(LOCATION_TEXT_MESSAGES.tooLong);
    for (const text of [
      "1".repeat(LOCATION_TEXT_MAX),
      "a.".repeat(LOCATION_TEXT_MAX / 2),
      `https://www.google.com/maps/${"@".repeat(1900)}`,
      `https://www.openstreetmap.org/#map=${"/".repeat(1900)}`,
      `${"°".repeat(999)}${"'".repeat(999)}`,
      "\u0000 53.7, -2.0",
      "javascript:alert(1)",
      "<img src=x onerror=alert(1)>",
      "https://[::1",
    ]) {
      const reading = readLocationText(text);
      expect(reading?.ok, text.slice(0, 40)).toBe(false);
    }
  });
});

describe("showing a point", () => {
  it("gives it as text and as a link to openstreetmap.org with a marker", () => {
    expect(locationText({ lat: 53.74372, lon: -2.0142 })).toBe("53.74372, -2.0142");
    expect(openStreetMapUrl({ lat: 53.74372, lon: -2.0142 })).toBe(
      "https://www.openstreetmap.org/?mlat=53.74372&mlon=-2.0142#map=19/53.74372/-2.0142",
    );
    expect(pointOf(locationText({ lat: 53.123456, lon: -0.5 }))).toEqual({
      lat: 53.123456,
      lon: -0.5,
    });
  });
});
