// Access guides (decision 036): one contract for the API and the manage form. `details` is checked
// field by field from the table in ../access-guides/fields.ts, so a measurement's range and a
// label are declared once.
import { z } from "zod";
import { GUIDE_PHOTO_ALT_MAX, GUIDE_PHOTOS_MAX } from "../access-guides/addresses.ts";
import { GUIDE_CATEGORY_IDS, type GuideCategoryId } from "../access-guides/categories.ts";
import {
  GUIDE_FIELDS,
  GUIDE_STATUSES,
  type GuideField,
  type GuideFieldPath,
  setAt,
  type Unit,
  valueAt,
} from "../access-guides/fields.ts";
import {
  type GuideLocation,
  inUk,
  LOCATION_MESSAGE,
  LOCATION_OUTSIDE_UK_MESSAGE,
  roundCoordinate,
} from "../access-guides/location.ts";
import { normalisePostcode, POSTCODE_MESSAGE } from "../access-guides/postcode.ts";
import { askAbout, CHECKED_PATHS, unusualMeasure } from "../access-guides/sense-checks.ts";
import type { FactStamp } from "../access-guides/trust.ts";
import { ASSESSMENT_TOKEN_PATTERN } from "../assessment/results-token.ts";
import { guideNotice } from "./access-guide-notices.ts";
import {
  EMAIL_FORMAT_MESSAGE,
  HONEYPOT_FIELD,
  plainText,
  rowId,
  singleLine,
  timestamp,
} from "./common.ts";

type Fields = typeof GUIDE_FIELDS;
type ValueOf<F> = F extends { kind: "yes-no" }
  ? boolean
  : F extends { kind: "measure" | "count" }
    ? number
    : F extends { kind: "choice"; options: readonly { value: infer V }[] }
      ? V
      : string;
type SectionKey = GuideFieldPath extends infer P
  ? P extends `${infer S}.${string}`
    ? S
    : never
  : never;

/** A guide's facts: every one optional, as a field left blank is left out of the page. */
export type GuideDetails = {
  [P in GuideFieldPath as P extends `${string}.${string}` ? never : P]?: ValueOf<Fields[P]>;
} & {
  [S in SectionKey]?: {
    [P in GuideFieldPath as P extends `${S}.${infer K}` ? K : never]?: ValueOf<Fields[P]>;
  };
};

const UNIT_WORDS: Record<Unit, string> = { mm: "mm", m: "metres", "%": "%" };

function fieldSchema(field: GuideField): z.ZodType {
  switch (field.kind) {
    case "yes-no":
      return z.boolean({ error: `${field.label} Answer yes or no.` });
    case "measure": {
      const range = `${field.label} must be between ${field.min} and ${field.max} ${UNIT_WORDS[field.unit]}`;
      const number = z.number({ error: `${field.label}: enter a number` }).min(field.min, range);
      const bounded = number.max(field.max, range);
      return field.step ? bounded : bounded.int(`${field.label}: enter a whole number`);
    }
    case "count": {
      const range = `${field.label} must be a whole number from ${field.min} to ${field.max}`;
      return z.number({ error: range }).int(range).min(field.min, range).max(field.max, range);
    }
    case "choice":
      return z.enum(field.options.map((option) => option.value) as [string, ...string[]], {
        error: `${field.label}: choose one of the options`,
      });
    default:
      return (field.kind === "text" ? singleLine() : plainText().trim()).max(
        field.max,
        `${field.label} must be ${field.max} characters or fewer`,
      );
  }
}

function detailsSchema(): z.ZodType<GuideDetails, GuideDetails> {
  const shape: Record<string, unknown> = {};
  for (const [path, field] of Object.entries(GUIDE_FIELDS) as [GuideFieldPath, GuideField][]) {
    setAt(shape, path, fieldSchema(field).optional());
  }
  const objects = Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [
      key,
      value instanceof z.ZodType
        ? value
        : z.strictObject(value as Record<string, z.ZodType>).optional(),
    ]),
  );
  return z.strictObject(objects) as unknown as z.ZodType<GuideDetails, GuideDetails>;
}

export const guideDetails = detailsSchema();

export const GUIDE_LIMITS = { name: 120, town: 80, postcode: 10, email: 255, reason: 2000 };

const name = singleLine("Enter the business's name")
  .min(1, { error: "Enter the business's name", abort: true })
  .max(GUIDE_LIMITS.name, `The name must be ${GUIDE_LIMITS.name} characters or fewer`);
const town = singleLine("Enter the town or city")
  .min(1, { error: "Enter the town or city", abort: true })
  .max(GUIDE_LIMITS.town, `The town must be ${GUIDE_LIMITS.town} characters or fewer`);
const postcode = singleLine(POSTCODE_MESSAGE)
  .max(GUIDE_LIMITS.postcode, POSTCODE_MESSAGE)
  .refine((value) => normalisePostcode(value) !== null, POSTCODE_MESSAGE)
  .transform((value) => normalisePostcode(value) ?? value);
const contactEmail = singleLine()
  .max(GUIDE_LIMITS.email, `The e-mail address must be ${GUIDE_LIMITS.email} characters or fewer`)
  .refine((value) => value === "" || z.regexes.email.test(value), EMAIL_FORMAT_MESSAGE)
  .transform((value) => value || null);

/** What kind of place it is, from the short list in ../access-guides/categories.ts. */
const CATEGORY_MESSAGE = "Choose what kind of place it is from the list";
export const guideCategoryId = z.enum(GUIDE_CATEGORY_IDS, { error: CATEGORY_MESSAGE });
/** As a business sends it: blank (a form's "Not chosen yet") is the same as none. */
const categoryChoice = z
  .union([guideCategoryId, z.literal("").transform(() => undefined)], { error: CATEGORY_MESSAGE })
  .optional();

const coordinate = (limit: number) =>
  z
    .number({ error: LOCATION_MESSAGE })
    .min(-limit, LOCATION_MESSAGE)
    .max(limit, LOCATION_MESSAGE)
    .transform(roundCoordinate);

/** Where the place is (WGS 84): in the UK, as every guide has a UK postcode. */
export const guideLocationInput = z
  .strictObject({ lat: coordinate(90), lon: coordinate(180) }, { error: LOCATION_MESSAGE })
  .refine(inUk, LOCATION_OUTSIDE_UK_MESSAGE);
const storedLocation = z.object({ lat: z.number(), lon: z.number() });

export const manageToken = z.string().regex(ASSESSMENT_TOKEN_PATTERN, "No such guide");
export const manageTokenParams = z.object({ manageToken });

export const accessGuideInput = z.object({
  assessmentToken: z.string().regex(ASSESSMENT_TOKEN_PATTERN, "No such self-assessment results"),
  name,
  town,
  postcode,
  /** When none is given, the self-assessment's business type decides (categories.ts). */
  category: categoryChoice,
  /** May wait until the guide is sent for review, which needs it. */
  location: guideLocationInput.optional(),
  contactEmail: contactEmail.nullish(),
  /** The contact e-mail is shown on the guide only when the business asks for it. */
  publishContactEmail: z.boolean().optional(),
  details: guideDetails.optional(),
  /** Anti-spam: people never see it, so anything in it came from a bot (as for stories). */
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
});
export type AccessGuideInput = z.input<typeof accessGuideInput>;
export type AccessGuideValidInput = z.output<typeof accessGuideInput>;

/**
 * A change from the manage page; `details`, when sent, replaces all the facts. A measurement unusual
 * for its unit (../access-guides/sense-checks.ts) is asked about until it is changed or named in
 * `confirmedUnusual`, the owner's "Yes, that is right".
 */
export const accessGuideEdit = z
  .object({
    name: name.optional(),
    town: town.optional(),
    postcode: postcode.optional(),
    /** None (or blank) leaves it as it is. */
    category: categoryChoice,
    location: guideLocationInput.optional(),
    contactEmail: contactEmail.nullish(),
    publishContactEmail: z.boolean().optional(),
    details: guideDetails.optional(),
    confirmedUnusual: z.array(z.string().max(80)).max(CHECKED_PATHS.length).optional(),
  })
  .superRefine((edit, context) => {
    const kept = new Set(edit.confirmedUnusual ?? []);
    for (const path of CHECKED_PATHS) {
      if (kept.has(path) || !edit.details) continue;
      const value = valueAt(edit.details, path);
      const hint = unusualMeasure(path, value);
      if (hint && typeof value === "number") {
        context.addIssue({
          code: "custom",
          path: ["details", ...path.split(".")],
          message: askAbout(path, value, hint),
        });
      }
    }
  });
export type AccessGuideEdit = z.output<typeof accessGuideEdit>;

export const guideStatus = z.enum(GUIDE_STATUSES);

export const accessGuideCreated = z.object({
  id: z.number().int(),
  status: z.literal("draft"),
  manageToken: z.string(),
});

export const submittedGuide = z.object({ status: z.literal("in_review") });

/** Photos of the place (decision 036): at most GUIDE_PHOTOS_MAX a guide, each with alt text. */
export { GUIDE_PHOTO_ALT_MAX, GUIDE_PHOTOS_MAX };
export const PHOTO_ALT_MESSAGE =
  "Describe the photo in a sentence, for people who cannot see it: what it shows of the way in or the inside";

const photoAlt = singleLine(PHOTO_ALT_MESSAGE)
  .min(1, { error: PHOTO_ALT_MESSAGE, abort: true })
  .max(GUIDE_PHOTO_ALT_MAX, `Alt text must be ${GUIDE_PHOTO_ALT_MAX} characters or fewer`);

/** The text fields of a photo's upload (multipart, beside its `file`). */
export const guidePhotoFields = z.strictObject({ alt: photoAlt });

/** A photo's alt text or place in the order (1 is first), changed. */
export const guidePhotoEdit = z
  .strictObject({
    alt: photoAlt.optional(),
    position: z
      .number({ error: "position must be a number" })
      .int("position must be a whole number")
      .min(1, `position must be from 1 to ${GUIDE_PHOTOS_MAX}`)
      .max(GUIDE_PHOTOS_MAX, `position must be from 1 to ${GUIDE_PHOTOS_MAX}`)
      .optional(),
  })
  .refine((edit) => edit.alt !== undefined || edit.position !== undefined, {
    error: "Send the photo's new alt text, its new position, or both",
  });
export type GuidePhotoEdit = z.output<typeof guidePhotoEdit>;

export const guidePhotoParams = z.object({
  manageToken,
  photoId: z.coerce.number({ error: "No such photo" }).pipe(rowId),
});

export const guidePhotoFileParams = z.object({
  manageToken,
  /** A file's name as under /media/: `12-<key>-800.webp`. */
  file: z.string().max(64, "No such photo"),
});

/** A photo as a guide keeps it: the media library's image, and its alt text for this guide. */
export interface GuidePhoto {
  id: number;
  key: string;
  width: number;
  height: number;
  fallback: "jpg" | "png";
  alt: string;
}

/** A photo as a page shows it: its media reference (`/media/12-<key>-1600x1067.jpg`) and words. */
export const guidePhoto = z.object({
  id: z.number().int(),
  url: z.string(),
  alt: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type GuidePhotoView = z.input<typeof guidePhoto>;

/** What a guide says, as the business wrote it or as it was published. */
const guideFacts = {
  name: z.string(),
  town: z.string(),
  postcode: z.string(),
  postcodeDistrict: z.string(),
  category: guideCategoryId,
  /** Null until the business sets it (and in versions published before guides had one). */
  location: storedLocation.nullable(),
  details: guideDetails,
};

/** The business's own view, by its manage token. */
export const managedAccessGuide = z.object({
  id: z.number().int(),
  ...guideFacts,
  contactEmail: z.string().nullable(),
  publishContactEmail: z.boolean(),
  /**
   * Its photos as the business has them now, in order. Until published, each file is served only
   * through the manage token: `/api/access-guides/manage/<token>/photo-files/<file>`.
   */
  photos: z.array(guidePhoto),
  status: guideStatus,
  /** Why the team sent it back, when it did. */
  reviewReason: z.string().nullable(),
  lastCheckedAt: timestamp.nullable(),
  /** The page's address while a version is published (an edit may be waiting for review). */
  url: z.string().nullable(),
  /** When and why the team took its published version off the site, until one is approved again. */
  takenDown: z.object({ at: timestamp, reason: z.string() }).nullable(),
});
export type ManagedAccessGuide = z.input<typeof managedAccessGuide>;

/** What everyone sees: the published version only, and the e-mail only when asked for. */
export const publicAccessGuide = z.object({
  id: z.number().int(),
  ...guideFacts,
  contactEmail: z.string().nullable(),
  /** The photos of the published version, in order. */
  photos: z.array(guidePhoto),
  lastCheckedAt: timestamp,
  publishedAt: timestamp,
  url: z.string(),
  /** The business's live notices that apply today ("the lift is out of use until…"), soonest end first. */
  notices: z.array(guideNotice),
  /**
   * Whether the business agreed that the facts are open data under the licence of decision 046
   * (shared/access-guides/licence.ts); absent where a view does not say.
   */
  openData: z.boolean().optional(),
});
export type PublicAccessGuide = z.input<typeof publicAccessGuide>;
/** A guide in the directory: with its great-circle distance when the search was near a place. */
export const listedAccessGuide = publicAccessGuide.extend({
  /** Kilometres from the point searched near, to one decimal place; only with `near`/`nearPostcode`. */
  distanceKm: z.number().optional(),
});
export const publicAccessGuideList = z.array(listedAccessGuide);

/** What the team last reviewed of a guide, and what it did: published it or sent it back. */
export const GUIDE_REVIEW_OUTCOMES = ["published", "sent-back"] as const;
export type GuideReviewOutcome = (typeof GUIDE_REVIEW_OUTCOMES)[number];

/** As stored: the version as its page would have shown it, kept for the next review. */
export interface ReviewedGuideVersion {
  outcome: GuideReviewOutcome;
  at: string;
  version: PublishedGuideSnapshot;
}

/**
 * The version the team last reviewed, for the reviewer to see word by word what the business
 * changed since; null for a guide never reviewed before.
 */
export const lastGuideReview = z.object({
  outcome: z.enum(GUIDE_REVIEW_OUTCOMES),
  at: timestamp,
  version: z.object({
    ...guideFacts,
    /** The e-mail as the page would show it: null unless the business asked for it shown. */
    contactEmail: z.string().nullable(),
    /** Each photo's alt text, in order. */
    photoAlts: z.array(z.string()),
  }),
});
export type LastGuideReview = z.input<typeof lastGuideReview>;

/** The team's queue: what is waiting, and what it would replace. */
export const adminAccessGuide = z.object({
  id: z.number().int(),
  ...guideFacts,
  contactEmail: z.string().nullable(),
  publishContactEmail: z.boolean(),
  photos: z.array(guidePhoto),
  status: guideStatus,
  reviewReason: z.string().nullable(),
  submittedAt: timestamp.nullable(),
  /** The page's address when a version is already published. */
  url: z.string().nullable(),
  lastReview: lastGuideReview.nullable(),
  /**
   * When the business last changed it: sent back with an approval as `seen`, so the team
   * publishes exactly the version its reviewer read.
   */
  updatedAt: timestamp,
});
export type AdminAccessGuide = z.input<typeof adminAccessGuide>;
export const adminAccessGuideList = z.array(adminAccessGuide);
export const adminGuideQuery = z.object({ status: guideStatus.optional() });

export const guideRejection = z.object({
  reason: plainText("Say what the business should change")
    .trim()
    .min(1, { error: "Say what the business should change", abort: true })
    .max(GUIDE_LIMITS.reason, `The reason must be ${GUIDE_LIMITS.reason} characters or fewer`),
});
export const guideApproved = z.object({ status: z.literal("published"), url: z.string() });
export const guideReturned = z.object({ status: z.literal("changes_requested") });

export const guideIdParams = z.object({ id: z.coerce.number().pipe(rowId) });

/**
 * The same facts as A11yJSON (https://sozialhelden.github.io/a11yjson/): a GeoJSON-style feature
 * whose `properties.accessibility` holds entrances, parking, restrooms and so on, with each
 * measurement a quantity, `{ "value": 850, "unit": "mm" }`.
 */
export const a11yJsonPlace = z.object({
  type: z.literal("Feature"),
  /** Null until guides have a location; then a Point at `[longitude, latitude]`. */
  geometry: z
    .object({ type: z.literal("Point"), coordinates: z.array(z.number()).length(2) })
    .nullable(),
  properties: z.record(z.string(), z.unknown()),
});

export const ACCESS_GUIDE_CREATE_LIMIT = { max: 5, windowMs: 60 * 60 * 1000 } as const;
export const ACCESS_GUIDE_EDIT_LIMIT = { max: 60, windowMs: 60 * 60 * 1000 } as const;
/** Photo uploads from one address, and to one guide, in an hour: each costs an encode. */
export const ACCESS_GUIDE_PHOTO_ADDRESS_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
export const ACCESS_GUIDE_PHOTO_GUIDE_LIMIT = { max: 12, windowMs: 60 * 60 * 1000 } as const;

/** The version visitors see, kept whole while an edit waits for review. */
export interface PublishedGuideSnapshot {
  name: string;
  town: string;
  postcode: string;
  postcodeDistrict: string;
  /** Absent in versions published before guides had categories (migration 0029 added it). */
  category?: GuideCategoryId;
  /** Absent in versions published before guides had locations (migration 0033 added them). */
  location?: GuideLocation;
  details: GuideDetails;
  /** Null unless the business asked for it to be shown. */
  contactEmail: string | null;
  lastCheckedAt: string;
  /** Absent in versions published before guides had photos. */
  photos?: GuidePhoto[];
  /** Who last stated each fact, by its path; absent before facts had stamps. */
  provenance?: Record<string, FactStamp>;
}
