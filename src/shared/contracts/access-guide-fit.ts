// "Does it fit me?" (decision 043) in the API: a visitor's profile as query parameters, checked
// here so a bad value is a 400 that says what to send, and the verdict each guide then carries.
// The pages read the same parameters without zod (../access-guides/profile.ts).
import { z } from "zod";
import {
  CHAIR_WIDTH_RANGE,
  MAX_STEP_RANGE,
  PROFILE_NEED_IDS,
  TRANSFER_SIDES,
} from "../access-guides/profile.ts";

export const PROFILE_MESSAGES = {
  chairWidthMm: `chairWidthMm is your wheelchair's or scooter's overall width: a whole number of millimetres from ${CHAIR_WIDTH_RANGE.min} to ${CHAIR_WIDTH_RANGE.max}`,
  maxStepMm: `maxStepMm is the highest single step you can manage: a whole number of millimetres from ${MAX_STEP_RANGE.min} (no steps) to ${MAX_STEP_RANGE.max}`,
  transfer: `transfer is the side of the toilet, as you face it, you transfer from: ${TRANSFER_SIDES.join(", ")}`,
  needs: `needs are one or more of ${PROFILE_NEED_IDS.join(", ")}`,
} as const;

/** A whole number of millimetres in a query string, in its range, or a 400 saying so. */
const millimetres = (range: { min: number; max: number }, message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .pipe(z.number().int(message).min(range.min, message).max(range.max, message))
    .optional();

export const visitorProfileQuery = z.object({
  chairWidthMm: millimetres(CHAIR_WIDTH_RANGE, PROFILE_MESSAGES.chairWidthMm),
  maxStepMm: millimetres(MAX_STEP_RANGE, PROFILE_MESSAGES.maxStepMm),
  transfer: z.enum(TRANSFER_SIDES, { error: PROFILE_MESSAGES.transfer }).optional(),
  /** Repeated (`needs=a&needs=b`) or joined by commas (`needs=a,b`). */
  needs: z
    .union([z.string().max(200), z.array(z.string().max(200)).max(PROFILE_NEED_IDS.length)], {
      error: PROFILE_MESSAGES.needs,
    })
    .optional()
    .transform((value) => [
      ...new Set(
        [value ?? []]
          .flat()
          .flatMap((each) => each.split(","))
          .map((each) => each.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(PROFILE_NEED_IDS, { error: PROFILE_MESSAGES.needs }))),
});
export type VisitorProfileQuery = z.output<typeof visitorProfileQuery>;

const fitVerdict = z.enum(["fits", "check", "does-not-fit"]);

/** The visitor's verdict on a guide: present only when a profile was given. */
export const guideFit = z.object({
  verdict: fitVerdict,
  reasons: z.array(
    z.object({
      /** The fact's path in `details` ("entrance.doorClearWidthMm"), or `notices`. */
      fact: z.string(),
      verdict: fitVerdict,
      /** Names the fact and the visitor's figure: "Entrance door 850 mm wide; your 900 mm chair needs 950 mm." */
      text: z.string(),
    }),
  ),
});

/** How the API describes the profile's parameters. */
export const FIT_DESCRIPTION =
  "With a visitor's profile (`chairWidthMm`, `maxStepMm`, `transfer`, `needs`), each guide carries `fit`: `verdict` (`fits`, `check` or `does-not-fit`, the worst of its reasons) and `reasons`, each naming the fact and the visitor's figure. A fact the business did not measure is `check`, never a guess. The rules are decision 043.";
