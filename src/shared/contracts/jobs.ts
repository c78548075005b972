// GET /api/admin/jobs: each background job's last run, for the Activity tab. A job that
// has not run on this site yet (or is off here, such as backups without BACKUP_DIR) has no run.
import { z } from "zod";
import { JOB_NAMES } from "../jobs.ts";
import { timestamp } from "./common.ts";

export const jobStatus = z.object({
  name: z.enum(JOB_NAMES),
  lastRun: z
    .object({
      startedAt: timestamp,
      finishedAt: timestamp,
      durationMs: z.number().int(),
      outcome: z.enum(["ok", "failed"]),
      lastSucceededAt: timestamp.nullable(),
      lastFailedAt: timestamp.nullable(),
      lastError: z.string().nullable(),
      /** What the last run with news did, and when: the last backup written, say. */
      lastSummary: z.string().nullable(),
      lastSummaryAt: timestamp.nullable(),
      failuresInARow: z.number().int(),
    })
    .nullable(),
});
export type JobStatus = z.input<typeof jobStatus>;

export const jobStatuses = z.array(jobStatus);
