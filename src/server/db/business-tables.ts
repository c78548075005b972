// What a business makes without an account: its self-assessment, read by an unguessable token,
// and the access guide it publishes from it, managed with a secret link. In a file of their own
// so the media table can name a guide's photos without a circle through schema.ts.
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  point,
  serial,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { GUIDE_CATEGORY_IDS } from "../../shared/access-guides/categories.ts";
import { GUIDE_STATUSES } from "../../shared/access-guides/fields.ts";
import { NOTICE_FACILITY_IDS } from "../../shared/access-guides/notices.ts";
import type {
  GuideDetails,
  GuidePhoto,
  PublishedGuideSnapshot,
  ReviewedGuideVersion,
} from "../../shared/contracts/access-guides.ts";
import type { StoredEarlierScores } from "../../shared/contracts/assessments.ts";
import { createdAt, updatedAt } from "./columns.ts";
import {
  listedAt,
  listedDistrict,
  listedName,
  listedTerms,
  listedTown,
} from "./guide-listing-columns.ts";

// A business's self-assessment. Its results are read by an unguessable token, of which only a
// SHA-256 is stored (as with admin sessions). Updating the answers keeps the row and its token:
// `updatedAt` is when they were last given, and `history` the scores they replaced, newest first.
// `previousId` links results made before updates kept their address to the ones they updated.
export const assessments = pgTable(
  "assessments",
  {
    id: serial("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    previousId: integer("previous_id").references((): AnyPgColumn => assessments.id, {
      onDelete: "set null",
    }),
    businessType: text("business_type").notNull(),
    businessSize: text("business_size").notNull(),
    focus: text("focus").array().notNull(),
    responses: jsonb("responses").notNull(),
    scores: jsonb("scores").notNull(),
    overallScore: integer("overall_score").notNull(),
    recommendations: jsonb("recommendations").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    history: jsonb("history").$type<StoredEarlierScores[]>().notNull().default([]),
  },
  (table) => [
    index("assessments_created_at").on(table.createdAt),
    // Results are kept two years from their last update (retention.ts).
    index("assessments_updated_at").on(table.updatedAt),
  ],
);

// Access guides a business publishes about its own premises (decision 036). The business has no
// account: the guide is managed with a secret link, of which only a hash is kept, like a
// self-assessment's token. `published` is the version visitors see, kept whole while an edit
// waits for review; the other columns are the business's latest words.
export const accessGuides = pgTable(
  "access_guides",
  {
    id: serial("id").primaryKey(),
    manageTokenHash: text("manage_token_hash").notNull().unique(),
    /** The self-assessment it was made from, while those results are kept. */
    assessmentId: integer("assessment_id").references(() => assessments.id, {
      onDelete: "set null",
    }),
    name: text("name").notNull(),
    town: text("town").notNull(),
    postcode: text("postcode").notNull(),
    /** The outward code ("SW1A" of "SW1A 1AA"), for the directory's search. */
    postcodeDistrict: text("postcode_district").notNull(),
    /** What kind of place it is (shared/access-guides/categories.ts). */
    category: text("category", { enum: GUIDE_CATEGORY_IDS }).notNull().default("other"),
    /**
     * Where the place is (WGS 84), as the business set it; a guide cannot be sent for review
     * without it. The published version keeps its own copy in `published.location`.
     */
    lat: doublePrecision("lat"),
    lon: doublePrecision("lon"),
    contactEmail: text("contact_email"),
    publishContactEmail: boolean("publish_contact_email").notNull().default(false),
    details: jsonb("details").$type<GuideDetails>().notNull(),
    /** Its photos as the business has them now, in order; `published` keeps its own. */
    photos: jsonb("photos").$type<GuidePhoto[]>().notNull().default([]),
    status: text("status", { enum: GUIDE_STATUSES }).notNull().default("draft"),
    /** The team's reason when it sent the guide back. */
    reviewReason: text("review_reason"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }),
    /** When the business last confirmed the facts: each time it sends them for review. */
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    published: jsonb("published").$type<PublishedGuideSnapshot>(),
    /**
     * The version the team last approved or sent back, so that when the guide comes back the
     * reviewer sees what changed since. Null until its first review.
     */
    lastReview: jsonb("last_review").$type<ReviewedGuideVersion>(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    /**
     * When the team took the published version down, and why (shown to the business, e-mailed
     * to it). The public page then answers 410 Gone until a new version is approved.
     */
    takenDownAt: timestamp("taken_down_at", { withTimezone: true }),
    takeDownReason: text("take_down_reason"),
    /**
     * The reminder e-mailed when the facts were last checked over 12 months ago: when it went,
     * and a hash of the second manage link it carried (the first is known only to the business).
     */
    reminderSentAt: timestamp("reminder_sent_at", { withTimezone: true }),
    reminderTokenHash: text("reminder_token_hash").unique(),
    /**
     * When the business last agreed, sending the guide for review, that its facts are published
     * as open data, and under which licence (shared/access-guides/licence.ts, decision 046). The
     * GeoJSON feed holds only guides agreed under the licence it names.
     */
    licenceAgreedAt: timestamp("licence_agreed_at", { withTimezone: true }),
    licence: text("licence"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The directory's keys (decision 044), computed from `published` by the database: its town
     * in lower case, postcode district, name, its search terms (town, district and the needs it
     * meets), and where it is on a flat map in kilometres. Null while nothing is published.
     */
    listedTown: text("listed_town").generatedAlwaysAs(listedTown),
    listedDistrict: text("listed_district").generatedAlwaysAs(listedDistrict),
    listedName: text("listed_name").generatedAlwaysAs(listedName),
    listedTerms: text("listed_terms").array().generatedAlwaysAs(listedTerms),
    listedAt: point("listed_at", { mode: "xy" }).generatedAlwaysAs(listedAt),
  },
  (table) => [
    check(
      "access_guides_status",
      sql`${table.status} in ('draft', 'in_review', 'published', 'changes_requested')`,
    ),
    check(
      "access_guides_location",
      sql`(${table.lat} is null and ${table.lon} is null) or (${table.lat} between -90 and 90 and ${table.lon} between -180 and 180)`,
    ),
    index("access_guides_status_idx").on(table.status),
    index("access_guides_published_at").on(table.publishedAt),
    // The GeoJSON feed's pages, in id order (decision 046): only the guides it may hold, so a
    // page is read from the index without opening every guide's published version.
    index("access_guides_open_data")
      .on(table.id)
      .where(
        sql`${table.published} is not null and ${table.licence} is not null and jsonb_typeof(${table.published} -> 'location') = 'object'`,
      ),
    // The directory's searches, each in its order (public-reads.ts): by town, by postcode
    // district, or everywhere, by name; by needs with a place (GIN); nearest first. The town's
    // and district's hold the terms too, so a page's ids come from the index alone, needs and all.
    index("access_guides_listed_town")
      .on(table.listedTown, table.listedName, table.id, table.listedTerms)
      .where(sql`${table.listedTown} is not null`),
    index("access_guides_listed_district")
      .on(table.listedDistrict, table.listedName, table.id, table.listedTerms)
      .where(sql`${table.listedDistrict} is not null`),
    index("access_guides_listed_name")
      .on(table.listedName, table.id)
      .where(sql`${table.listedName} is not null`),
    index("access_guides_listed_terms")
      .using("gin", table.listedTerms)
      .where(sql`${table.listedTerms} is not null`),
    // Nearest first, named guides only. Migration 0037 adds INCLUDE (id, listed_terms), which
    // drizzle cannot say, so nearest.ts picks a page's ids and distances from the index alone.
    index("access_guides_listed_at")
      .using("gist", table.listedAt)
      .where(sql`${table.listedAt} is not null and ${table.listedName} is not null`),
  ],
);

// A business's live notices on its guide: "the lift is out of use until Friday". Shown
// at once, without review, because a notice only withdraws a claim. Reads keep those whose last
// day (`until`, UK) has not passed and that were not ended early (`endedAt`), so none needs a job
// to end it; the rows stay for the audit trail until their guide goes.
export const accessGuideNotices = pgTable(
  "access_guide_notices",
  {
    id: serial("id").primaryKey(),
    guideId: integer("guide_id")
      .notNull()
      .references(() => accessGuides.id, { onDelete: "cascade" }),
    facility: text("facility", { enum: NOTICE_FACILITY_IDS }).notNull(),
    until: date("until", { mode: "string" }).notNull(),
    note: text("note"),
    createdAt: createdAt(),
    endedAt: timestamp("ended_at", { withTimezone: true }),
  },
  (table) => [index("access_guide_notices_guide_until").on(table.guideId, table.until)],
);
