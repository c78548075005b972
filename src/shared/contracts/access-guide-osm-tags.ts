// The answer of GET /api/access-guides/:id/osm-tags (decision 042). Apart from the guide's other
// contracts, which the guide pages' script carries: only the server and the API reference need it.
import { z } from "zod";

const osmYesNo = z.enum(["yes", "no"]);
/**
 * The OpenStreetMap tags a published guide supports (decision 042), for a mapper to add by hand,
 * and per tag the rule that gave it in plain words. A tag the facts do not settle is left out.
 */
export const osmTagSuggestion = z.object({
  tags: z.object({
    wheelchair: z.enum(["yes", "limited", "no"]).optional(),
    "toilets:wheelchair": osmYesNo.optional(),
    "toilets:centralkey": z.literal("radar").optional(),
    step_count: z.string().regex(/^\d+$/).optional(),
    "door:width": z
      .string()
      .regex(/^\d+(\.\d+)?$/)
      .optional(),
    automatic_door: osmYesNo.optional(),
    ramp: osmYesNo.optional(),
    hearing_loop: osmYesNo.optional(),
    check_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
    // The kind of place, as the business chose it (categories.ts): amenity=cafe, shop=hairdresser…
    amenity: z.string().optional(),
    shop: z.string().optional(),
    tourism: z.string().optional(),
    office: z.string().optional(),
  }),
  rules: z.record(z.string(), z.string()),
});
