// Each job's last run, kept in job_runs for the Activity tab: when it ran, how long it
// took, and its last failure. Written by whichever instance ran the job.
import { sql } from "drizzle-orm";
import { JOB_NAMES, type JobName } from "../../shared/jobs.ts";
import type { Db } from "../db/connection.ts";
import { jobRuns } from "../db/schema.ts";

export interface FinishedRun {
  name: JobName;
  outcome: "ok" | "failed";
  startedAt: Date;
  finishedAt: Date;
  /** The failure's message, for a failed run. */
  error?: string;
  /** What a successful run did, when it says. */
  summary?: string;
}

const ERROR_MAX = 500;

export async function recordJobRun(db: Db, run: FinishedRun): Promise<void> {
  const failed = run.outcome === "failed";
  const latest = {
    lastStartedAt: run.startedAt,
    lastFinishedAt: run.finishedAt,
    lastDurationMs: Math.max(0, run.finishedAt.getTime() - run.startedAt.getTime()),
    lastOutcome: run.outcome,
  };
  const outcome = failed
    ? { lastError: (run.error ?? "failed").slice(0, ERROR_MAX), lastFailedAt: run.finishedAt }
    : {
        lastSucceededAt: run.finishedAt,
        // A run with nothing to say leaves the last summary standing.
        ...(run.summary
          ? { lastSummary: run.summary.slice(0, ERROR_MAX), lastSummaryAt: run.finishedAt }
          : {}),
      };
  await db
    .insert(jobRuns)
    .values({ name: run.name, ...latest, ...outcome, failuresInARow: failed ? 1 : 0 })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: {
        ...latest,
        ...outcome,
        failuresInARow: failed ? sql`${jobRuns.failuresInARow} + 1` : 0,
      },
    });
}

/** Every job in JOB_NAMES' order, with its last run or null. */
export async function listJobStatuses(db: Db) {
  const rows = await db.select().from(jobRuns);
  const byName = new Map(rows.map((row) => [row.name, row]));
  return JOB_NAMES.map((name) => {
    const row = byName.get(name);
    return {
      name,
      lastRun: row
        ? {
            startedAt: row.lastStartedAt,
            finishedAt: row.lastFinishedAt,
            durationMs: row.lastDurationMs,
            outcome: row.lastOutcome,
            lastSucceededAt: row.lastSucceededAt,
            lastFailedAt: row.lastFailedAt,
            lastError: row.lastError,
            lastSummary: row.lastSummary,
            lastSummaryAt: row.lastSummaryAt,
            failuresInARow: row.failuresInARow,
          }
        : null,
    };
  });
}
