// Code-Point Open gives each postcode's centre as an easting and northing on the British National
// Grid (OSGB36, EPSG:27700); the site keeps WGS 84. The seven-parameter Helmert shift is good to
// a few metres across Great Britain, plenty for "near a postcode" (OSTN15 would give centimetres).
import proj4 from "proj4";
import type { GuideLocation } from "../../../../shared/access-guides/location.ts";

const BRITISH_NATIONAL_GRID =
  "+proj=tmerc +lat_0=49 +lon_0=-2 +k=0.9996012717 +x_0=400000 +y_0=-100000 +ellps=airy " +
  "+towgs84=446.448,-125.157,542.06,0.15,0.247,0.842,-20.489 +units=m +no_defs";

const toWgs84 = proj4(BRITISH_NATIONAL_GRID, "WGS84");

/** An easting and northing in metres → latitude and longitude (WGS 84). */
export function gridToWgs84(easting: number, northing: number): GuideLocation {
  const [lon, lat] = toWgs84.forward([easting, northing]);
  return { lat: lat as number, lon: lon as number };
}

/** Latitude and longitude (WGS 84) → the nearest whole-metre easting and northing (fixtures). */
export function wgs84ToGrid({ lat, lon }: GuideLocation): { easting: number; northing: number } {
  const [easting, northing] = toWgs84.inverse([lon, lat]);
  return { easting: Math.round(easting as number), northing: Math.round(northing as number) };
}
