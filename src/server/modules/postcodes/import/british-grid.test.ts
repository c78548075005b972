// Eastings and northings become WGS 84 within metres: checked against centres published with
// their grid references (postcodes.io for SW1A 1AA; the ONS Postcode Directory for AB1 0AA) and
// the Airy transit circle at Greenwich, the zero of the grid's longitude.
import { describe, expect, it } from "vitest";
import { metresBetween } from "../../../../../tests/fixtures/postcodes/places.ts";
import { gridToWgs84, wgs84ToGrid } from "./british-grid.ts";

describe("the British National Grid in WGS 84", () => {
  it.each([
    ["SW1A 1AA, Buckingham Palace", 529090, 179645, { lat: 51.501009, lon: -0.141588 }],
    ["AB1 0AA, Aberdeen", 385386, 801193, { lat: 57.101474, lon: -2.242851 }],
    ["the Airy transit circle, Greenwich", 538875, 177313, { lat: 51.477811, lon: -0.001475 }],
  ])("places %s within 50 metres of its published centre", (_, easting, northing, expected) => {
    expect(metresBetween(gridToWgs84(easting, northing), expected)).toBeLessThan(50);
  });

  it("goes back to the same metre", () => {
    const point = gridToWgs84(429905, 433249);
    expect(wgs84ToGrid(point)).toEqual({ easting: 429905, northing: 433249 });
  });
});
