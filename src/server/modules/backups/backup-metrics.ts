// The daily backups (modules/backups) in /metrics: when the last one was written and how big it
// was, and how the off-site copies went. Failed backups are the daily-backup job's failed runs.
import { Counter, Gauge } from "prom-client";
import { type Metrics, PREFIX } from "../../metrics/metrics.ts";
import type { BackupObserver } from "./schedule.ts";

export function recordBackups({ registry }: Metrics): BackupObserver {
  const lastWritten = new Gauge({
    name: `${PREFIX}backup_last_written_timestamp_seconds`,
    help: "When this instance last wrote the daily backup (Unix time)",
    registers: [registry],
  });
  const lastBytes = new Gauge({
    name: `${PREFIX}backup_last_size_bytes`,
    help: "The size of the daily backup this instance last wrote",
    registers: [registry],
  });
  const copies = new Counter({
    name: `${PREFIX}backup_offsite_copies_total`,
    help: "Off-site copies of daily backups by BACKUP_COMMAND, by outcome (ok or failed)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  copies.inc({ outcome: "ok" }, 0);
  copies.inc({ outcome: "failed" }, 0);
  return {
    written({ bytes, at }) {
      lastWritten.set(at.getTime() / 1000);
      lastBytes.set(bytes);
    },
    copied(outcome) {
      copies.inc({ outcome });
    },
  };
}
