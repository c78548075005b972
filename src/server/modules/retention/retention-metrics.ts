// The retention purges (modules/retention): how many ran, how many failed, and what they deleted.
import { Counter, Gauge } from "prom-client";
import { type Metrics, PREFIX } from "../../metrics/metrics.ts";
import type { PurgeCounts, PurgeObserver } from "./retention.ts";

/** Label values for each kind of record, in the snake case Prometheus labels usually have. */
const KINDS: Record<keyof PurgeCounts, string> = {
  contactMessages: "contact_messages",
  unpublishedStories: "unpublished_stories",
  assessments: "assessments",
  unpublishedGuides: "unpublished_access_guides",
  auditLog: "audit_log",
  rateLimitHits: "rate_limit_hits",
  loginThrottle: "login_throttle",
  notifications: "notifications",
};

/** What startRetention tells, recorded in `metrics`. */
export function recordPurges({ registry }: Metrics): PurgeObserver {
  const purges = new Counter({
    name: `${PREFIX}retention_purges_total`,
    help: "Retention purges run, by outcome (ok or failed)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const deleted = new Counter({
    name: `${PREFIX}retention_deleted_rows_total`,
    help: "Records deleted by retention purges because they were past the privacy policy's period",
    labelNames: ["kind"] as const,
    registers: [registry],
  });
  const lastSuccess = new Gauge({
    name: `${PREFIX}retention_last_success_timestamp_seconds`,
    help: "When the last retention purge finished without error (Unix time)",
    registers: [registry],
  });
  // Every series shows from the start, at zero, so a rate() over them works before the first purge.
  purges.inc({ outcome: "ok" }, 0);
  purges.inc({ outcome: "failed" }, 0);
  for (const kind of Object.values(KINDS)) deleted.inc({ kind }, 0);
  return {
    purged(counts) {
      purges.inc({ outcome: "ok" });
      for (const [key, kind] of Object.entries(KINDS)) {
        deleted.inc({ kind }, counts[key as keyof PurgeCounts]);
      }
      lastSuccess.setToCurrentTime();
    },
    failed() {
      purges.inc({ outcome: "failed" });
    },
  };
}
