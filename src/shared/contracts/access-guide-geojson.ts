// The GeoJSON feed of published guides (decision 046), for the API reference: a FeatureCollection
// (RFC 7946) whose Features are the guides' A11yJSON with a Point each, and which names the
// licence and whom to credit. The server streams it, so no serialiser reads this.
import { z } from "zod";
import { a11yJsonPlace } from "./access-guides.ts";

export const GEOJSON_CONTENT_TYPE = "application/geo+json; charset=utf-8";

export const accessGuideFeatureCollection = z.object({
  type: z.literal("FeatureCollection"),
  license: z.object({
    id: z.string(),
    name: z.string(),
    shortName: z.string(),
    url: z.string(),
  }),
  attribution: z.string(),
  features: z.array(
    a11yJsonPlace.extend({
      geometry: z.object({
        type: z.literal("Point"),
        /** `[longitude, latitude]`, WGS 84. */
        coordinates: z.array(z.number()).length(2),
      }),
    }),
  ),
});
export type AccessGuideFeatureCollection = z.infer<typeof accessGuideFeatureCollection>;
