// The background jobs (jobs/run-job.ts) in /metrics: runs by outcome, the last run's duration and
// the last success, per job, so an alert can fire on a job that keeps failing or stops running.
import { Counter, Gauge } from "prom-client";
import { JOB_NAMES } from "../../shared/jobs.ts";
import { type Metrics, PREFIX } from "./metrics.ts";

interface JobRun {
  name: string;
  outcome: "ok" | "failed" | "skipped";
  startedAt: Date;
  finishedAt: Date;
}

export function recordJobMetrics({ registry }: Metrics) {
  const runs = new Counter({
    name: `${PREFIX}job_runs_total`,
    help: "Background job runs, by job and outcome (ok, failed, or skipped: another instance ran it)",
    labelNames: ["job", "outcome"] as const,
    registers: [registry],
  });
  const duration = new Gauge({
    name: `${PREFIX}job_last_duration_seconds`,
    help: "How long each job's last run in this instance took",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  const lastSuccess = new Gauge({
    name: `${PREFIX}job_last_success_timestamp_seconds`,
    help: "When each job last finished without error in this instance (Unix time)",
    labelNames: ["job"] as const,
    registers: [registry],
  });
  // Every series shows from the start, at zero, so rate() and absent() work before the first run.
  for (const job of JOB_NAMES) {
    for (const outcome of ["ok", "failed", "skipped"]) runs.inc({ job, outcome }, 0);
  }
  return {
    ran(run: JobRun) {
      runs.inc({ job: run.name, outcome: run.outcome });
      if (run.outcome === "skipped") return;
      duration.set({ job: run.name }, (run.finishedAt.getTime() - run.startedAt.getTime()) / 1000);
      if (run.outcome === "ok") lastSuccess.set({ job: run.name }, run.finishedAt.getTime() / 1000);
    },
  };
}
