// The daily backups in /metrics: the last one's time and size, and off-site copies by
// outcome from the start.
import { Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { recordBackups } from "./backup-metrics.ts";

describe("backup metrics", () => {
  it("show the last backup's time and size, and count off-site copies", async () => {
    const registry = new Registry();
    const backups = recordBackups({ registry, gauge: () => {} });
    expect(await registry.metrics()).toContain(
      'real_access_backup_offsite_copies_total{outcome="failed"} 0',
    );

    const at = new Date("2026-11-24T03:00:00Z");
    backups.written({ bytes: 1_468_006, at });
    backups.copied("failed");
    backups.copied("ok");

    const after = await registry.metrics();
    expect(after).toContain(
      `real_access_backup_last_written_timestamp_seconds ${at.getTime() / 1000}`,
    );
    expect(after).toContain("real_access_backup_last_size_bytes 1468006");
    expect(after).toContain('real_access_backup_offsite_copies_total{outcome="failed"} 1');
    expect(after).toContain('real_access_backup_offsite_copies_total{outcome="ok"} 1');
  });
});
