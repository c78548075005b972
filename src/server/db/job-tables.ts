// The background jobs' last runs: one row per job, written by whichever instance ran
// it, so the Activity tab shows the site's jobs, not one instance's. Part of the Drizzle schema:
// schema.ts re-exports it.
import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { JOB_NAMES } from "../../shared/jobs.ts";

export const jobRuns = pgTable("job_runs", {
  name: text("name", { enum: JOB_NAMES }).primaryKey(),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }).notNull(),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }).notNull(),
  lastDurationMs: integer("last_duration_ms").notNull(),
  lastOutcome: text("last_outcome", { enum: ["ok", "failed"] }).notNull(),
  /** The last failure's message, kept after later successes until the next failure. */
  lastError: text("last_error"),
  lastFailedAt: timestamp("last_failed_at", { withTimezone: true }),
  lastSucceededAt: timestamp("last_succeeded_at", { withTimezone: true }),
  /** What the last run that had something to say did ("Wrote real-access-….sql, 1.4 MB"). */
  lastSummary: text("last_summary"),
  lastSummaryAt: timestamp("last_summary_at", { withTimezone: true }),
  /** Failures in a row; 0 after a success. */
  failuresInARow: integer("failures_in_a_row").notNull().default(0),
});
