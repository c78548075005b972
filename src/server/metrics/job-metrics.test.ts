// The background jobs in /metrics: runs by outcome from the start, and a failure does
// not count as a success.
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { recordJobMetrics } from "./job-metrics.ts";

describe("job metrics", () => {
  it("counts runs by job and outcome, and times the last success", async () => {
    const registry = new Registry();
    const jobs = recordJobMetrics({ registry, gauge: () => {} });
    const before = await registry.metrics();
    expect(before).toContain('real_access_job_runs_total{job="daily-backup",outcome="skipped"} 0');

    const startedAt = new Date("2026-11-24T03:00:00Z");
    const finishedAt = new Date("2026-11-24T03:00:02.5Z");
    jobs.ran({ name: "daily-backup", outcome: "ok", startedAt, finishedAt });
    jobs.ran({ name: "e-mail", outcome: "failed", startedAt, finishedAt });
    jobs.ran({ name: "retention", outcome: "skipped", startedAt, finishedAt });

    const after = await registry.metrics();
    expect(after).toContain('real_access_job_runs_total{job="daily-backup",outcome="ok"} 1');
    expect(after).toContain('real_access_job_runs_total{job="e-mail",outcome="failed"} 1');
    expect(after).toContain('real_access_job_runs_total{job="retention",outcome="skipped"} 1');
    expect(after).toContain('real_access_job_last_duration_seconds{job="daily-backup"} 2.5');
    expect(after).toContain(
      `real_access_job_last_success_timestamp_seconds{job="daily-backup"} ${finishedAt.getTime() / 1000}`,
    );
    expect(after).not.toContain('real_access_job_last_success_timestamp_seconds{job="e-mail"}');
  });
});
