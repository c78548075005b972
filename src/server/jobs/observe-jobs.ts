// Where each job run is told: /metrics for this instance, and the job_runs table for the site
// (a skipped run is left out there: the instance that ran the job records it).
import type { Db } from "../db/connection.ts";
import { recordJobRun } from "./job-runs.ts";
import type { JobObserver } from "./run-job.ts";

export function observeJobs(db: Db, metrics: JobObserver): JobObserver {
  return {
    async ran(run) {
      await metrics.ran(run);
      if (run.outcome === "skipped") return;
      await recordJobRun(db, { ...run, outcome: run.outcome });
    },
  };
}
