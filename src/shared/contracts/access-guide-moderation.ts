// The team's safeguards on access guides (decision 036), apart from the guide contract the public
// pages carry: approving exactly the version read, and taking a published guide down.
import { z } from "zod";
import { GUIDE_LIMITS } from "./access-guides.ts";
import { plainText, timestamp } from "./common.ts";

/** What the reviewer read: the guide's `updatedAt` as the queue showed it. */
export const guideApproval = z.object({ seen: z.iso.datetime({ offset: true }).optional() });
export const guideTakeDown = z.object({
  reason: plainText("Say why the guide is coming off the site")
    .trim()
    .min(1, { error: "Say why the guide is coming off the site", abort: true })
    .max(GUIDE_LIMITS.reason, `The reason must be ${GUIDE_LIMITS.reason} characters or fewer`),
});
export const guideTakenDown = z.object({ status: z.literal("draft"), takenDownAt: timestamp });
