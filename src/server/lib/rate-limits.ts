// Every per-address limit the server keeps, by its bucket: the name its hits are kept under (in
// memory, or in the rate_limit_hits table, so a name stays once hits are stored under it). Code
// takes a limit by its bucket's name (rateLimitOf), so a misspelt name fails the typecheck.

import { ACCESS_GUIDE_NOTICE_LIMIT } from "../../shared/contracts/access-guide-notices.ts";
import {
  ACCESS_GUIDE_CREATE_LIMIT,
  ACCESS_GUIDE_EDIT_LIMIT,
  ACCESS_GUIDE_PHOTO_ADDRESS_LIMIT,
  ACCESS_GUIDE_PHOTO_GUIDE_LIMIT,
} from "../../shared/contracts/access-guides.ts";
import { ASSESSMENT_RATE_LIMIT } from "../../shared/contracts/assessments.ts";
import { CONTACT_RATE_LIMIT } from "../../shared/contracts/contact.ts";
import { STORY_LIKE_LIMIT, STORY_SUBMIT_LIMIT } from "../../shared/contracts/stories.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export const RATE_LIMITS = {
  /** Messages sent through the contact form. */
  contact: CONTACT_RATE_LIMIT,
  /** Self-assessments saved, new and updated alike. */
  assessment: ASSESSMENT_RATE_LIMIT,
  /** Community stories sent in. */
  "community-submit": STORY_SUBMIT_LIMIT,
  /** Likes and unlikes of stories. */
  "community-like": STORY_LIKE_LIMIT,
  /** Access guides made. */
  "access-guide-create": ACCESS_GUIDE_CREATE_LIMIT,
  /** Changes saved to access guides, photos' included. */
  "access-guide-edit": ACCESS_GUIDE_EDIT_LIMIT,
  /** Live notices posted, and guides confirmed as still right, from one address. */
  "access-guide-notice": ACCESS_GUIDE_NOTICE_LIMIT,
  /** Photos uploaded from one address: each costs an encode. */
  "access-guide-photo": ACCESS_GUIDE_PHOTO_ADDRESS_LIMIT,
  /** Photos uploaded to one guide, whoever sends them. */
  "access-guide-photo-guide": ACCESS_GUIDE_PHOTO_GUIDE_LIMIT,
  /** "Was this right?" answers about guides' sections. */
  "access-guide-feedback": { max: 30, windowMs: 60 * 60 * 1000 },
  /** Problems with guides reported. */
  "access-guide-report": { max: 5, windowMs: 60 * 60 * 1000 },
  /** Per person: an article's images in one sitting, well short of keeping the server making them. */
  "media-upload": { max: 30, windowMs: FIFTEEN_MINUTES },
  /** Sign-out requests without a live session: a script's mistake, or a flood. */
  "admin-logout": { max: 10, windowMs: FIFTEEN_MINUTES },
  /** Passkey ceremonies begun: each stores a challenge for five minutes. */
  "passkey-options": { max: 30, windowMs: FIFTEEN_MINUTES },
} as const satisfies Record<string, { max: number; windowMs: number }>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

/** A registered limit, as the limiter takes it. */
export const rateLimitOf = <Bucket extends RateLimitBucket>(bucket: Bucket) => ({
  bucket,
  ...RATE_LIMITS[bucket],
});
