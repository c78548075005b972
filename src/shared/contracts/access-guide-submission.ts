// What a business sends with its guide for review (decision 046), in a file of its own so that the
// pages, which load the guides' other contracts, do not carry it.
import { z } from "zod";
import { LICENCE_AGREED_FIELD } from "../access-guides/licence.ts";

/**
 * What a business sends with its guide for review: its agreement that the facts are published as
 * open data (shared/access-guides/licence.ts). Optional here so that a call without it is told
 * why in words (422), not as a schema error.
 */
export const guideSubmission = z
  .object({ [LICENCE_AGREED_FIELD]: z.boolean().optional() })
  .nullish();
export type GuideSubmission = z.infer<typeof guideSubmission>;
