// The directory's search as the API takes it (decisions 036 and 044): a town, a postcode district
// or a full postcode, needs, near a point or a postcode, and a page at a time by an opaque cursor.
import { z } from "zod";
import {
  CURSOR_MESSAGE,
  DIRECTORY_PAGE,
  parseNear,
  readCursor,
} from "../access-guides/directory-paging.ts";
import { GUIDE_NEED_IDS } from "../access-guides/needs.ts";
import { normalisePostcode, POSTCODE_MESSAGE } from "../access-guides/postcode.ts";
import { GUIDE_LIMITS } from "./access-guides.ts";
import { singleLine } from "./common.ts";

const need = z.enum(GUIDE_NEED_IDS, { error: "Choose needs from the list" });

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${DIRECTORY_PAGE.max}`;
const NEAR_MESSAGE =
  "near must be a latitude and a longitude in degrees, separated by a comma, like near=53.7997,-1.5492";

export const accessGuideListQuery = z
  .object({
    /** A town's name, a postcode district or a full postcode ("Leeds", "LS1", "LS1 4AP"). */
    town: singleLine().max(GUIDE_LIMITS.town).optional(),
    /** One need or several, repeated (`need=a&need=b`) or joined by commas (`need=a,b`). */
    need: z
      .union([z.string().max(200), z.array(z.string().max(200)).max(GUIDE_NEED_IDS.length)])
      .optional()
      .transform((value) =>
        [value ?? []]
          .flat()
          .flatMap((each) => each.split(","))
          .map((each) => each.trim())
          .filter(Boolean),
      )
      .pipe(z.array(need).max(GUIDE_NEED_IDS.length)),
    /** Nearest first from this point (WGS 84): `lat,lon`. */
    near: z
      .string()
      .max(60, NEAR_MESSAGE)
      .transform((value, context) => {
        const point = parseNear(value);
        if (!point) context.addIssue({ code: "custom", message: NEAR_MESSAGE });
        return point ?? z.NEVER;
      })
      .optional(),
    /** Nearest first from this postcode's centre, where the site holds postcodes. */
    nearPostcode: singleLine()
      .max(GUIDE_LIMITS.postcode, POSTCODE_MESSAGE)
      .refine((value) => normalisePostcode(value) !== null, POSTCODE_MESSAGE)
      .transform((value) => normalisePostcode(value) ?? value)
      .optional(),
    /** At most this many guides (20 unless told; at most 50). */
    limit: z.coerce
      .number({ error: LIMIT_MESSAGE })
      .int(LIMIT_MESSAGE)
      .min(1, LIMIT_MESSAGE)
      .max(DIRECTORY_PAGE.max, LIMIT_MESSAGE)
      .default(DIRECTORY_PAGE.default),
    /** Where the last page ended: copy it from the `Link: <…>; rel="next"` header, never build it. */
    cursor: z
      .string()
      .max(400, CURSOR_MESSAGE)
      .transform((value, context) => {
        const cursor = readCursor(value);
        if (!cursor) context.addIssue({ code: "custom", message: CURSOR_MESSAGE });
        return cursor ?? z.NEVER;
      })
      .optional(),
  })
  .superRefine((query, context) => {
    if (query.near && query.nearPostcode) {
      context.addIssue({
        code: "custom",
        message: "Search near a point or near a postcode, not both",
      });
    }
    const nearest = Boolean(query.near || query.nearPostcode);
    if (query.cursor && (query.cursor.kind === "near") !== nearest) {
      context.addIssue({ code: "custom", path: ["cursor"], message: CURSOR_MESSAGE });
    }
  });
export type AccessGuideListQuery = z.output<typeof accessGuideListQuery>;
