// UK postcodes and the middle of each (its centroid, WGS 84), loaded from the free Ordnance Survey
// Code-Point Open or the ONS Postcode Directory by `npm run postcodes:import`. Empty until a
// site owner loads them: the site then says so and offers a town or the browser's location.
import { doublePrecision, index, pgTable, text } from "drizzle-orm/pg-core";

export const postcodes = pgTable(
  "postcodes",
  {
    /** Normalised: "SW1A 1AA" (shared/access-guides/postcode.ts). */
    postcode: text("postcode").primaryKey(),
    /** Its outward code, "SW1A": the directory searches guides by district. */
    district: text("district").notNull(),
    lat: doublePrecision("lat").notNull(),
    lon: doublePrecision("lon").notNull(),
  },
  (table) => [index("postcodes_district").on(table.district)],
);
