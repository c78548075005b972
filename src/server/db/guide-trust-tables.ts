// What visitors say about published access guides: "Was this right?" answers per
// section, and reports of a problem with a whole guide. Both go when their guide goes.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { FEEDBACK_ANSWERS, REPORT_REASON_IDS } from "../../shared/access-guides/trust.ts";
import { accessGuides } from "./business-tables.ts";
import { createdAt } from "./columns.ts";

/**
 * A "right" is `confirmed` at once and counts toward the section's confirmations. A "wrong" is
 * `waiting` for the team, which dismisses it or accepts it (the section shows "being checked");
 * an accepted one is `resolved` when the team next approves the guide.
 */
export const FEEDBACK_STATUSES = [
  "confirmed",
  "waiting",
  "accepted",
  "dismissed",
  "resolved",
] as const;

export const accessGuideFeedback = pgTable(
  "access_guide_feedback",
  {
    id: serial("id").primaryKey(),
    guideId: integer("guide_id")
      .notNull()
      .references(() => accessGuides.id, { onDelete: "cascade" }),
    section: text("section").notNull(),
    answer: text("answer", { enum: FEEDBACK_ANSWERS }).notNull(),
    note: text("note"),
    status: text("status", { enum: FEEDBACK_STATUSES }).notNull(),
    createdAt: createdAt(),
    /** When the team accepted or dismissed it. */
    decidedAt: timestamp("decided_at", { withTimezone: true }),
  },
  (table) => [
    check(
      "access_guide_feedback_status",
      sql`${table.status} in ('confirmed', 'waiting', 'accepted', 'dismissed', 'resolved')`,
    ),
    index("access_guide_feedback_guide").on(table.guideId, table.section),
    index("access_guide_feedback_status_idx").on(table.status),
  ],
);

export const accessGuideReports = pgTable(
  "access_guide_reports",
  {
    id: serial("id").primaryKey(),
    guideId: integer("guide_id")
      .notNull()
      .references(() => accessGuides.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASON_IDS }).notNull(),
    details: text("details"),
    createdAt: createdAt(),
    /** The team's first action on it; the median wait for it is a metric. */
    handledAt: timestamp("handled_at", { withTimezone: true }),
  },
  (table) => [index("access_guide_reports_waiting").on(table.handledAt, table.createdAt)],
);
