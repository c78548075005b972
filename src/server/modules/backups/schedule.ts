// The daily backup (issue 17): with BACKUP_DIR set, the server writes a dump once a UTC day and
// keeps the newest BACKUP_KEEP. It checks at start and every hour (a job, jobs/run-job.ts), and
// writes when today's file is not in BACKUP_DIR. Instances on one PostgreSQL take an advisory lock
// without waiting, so of those sharing a BACKUP_DIR one writes each day.

import { existsSync } from "node:fs";
import { join } from "node:path";
import { writeBackupFile } from "../../db/backup/backup-file.ts";
import { takeBackup } from "../../db/backup/take-backup.ts";
import type { Database } from "../../db/connection.ts";
import { type JobObserver, Skipped, startJob } from "../../jobs/run-job.ts";
import { backupDay, dailyBackupName, pruneBackups } from "./backup-dir.ts";

const CHECK_EVERY_MS = 60 * 60_000;

interface Log {
  info(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface DailyBackupOptions {
  database: Pick<Database, "db" | "kind" | "dump" | "tryWithLock">;
  dir: string;
  keep: number;
  log: Log;
  observer?: JobObserver;
  now?: () => Date;
}

export type DailyBackupRun =
  | { status: "written"; file: string; bytes: number; ms: number; pruned: string[] }
  | { status: "already written today" }
  | { status: "another instance is writing it" };

/**
 * Writes today's backup unless today's file is already in BACKUP_DIR (written by this instance or
 * another sharing the directory). The file decides, not a date kept in the database: a restored
 * database carries the day of the backup it came from, and would skip a day silently.
 */
export async function runDailyBackup({
  database,
  dir,
  keep,
  now = () => new Date(),
}: Omit<DailyBackupOptions, "log" | "observer">): Promise<DailyBackupRun> {
  const day = backupDay(now());
  const run = await database.tryWithLock("daily-backup", async (): Promise<DailyBackupRun> => {
    const file = join(dir, dailyBackupName(day));
    if (existsSync(file)) return { status: "already written today" };
    const started = performance.now();
    const text = await takeBackup(database, now());
    await writeBackupFile(file, text);
    const pruned = await pruneBackups(dir, keep);
    const ms = Math.round(performance.now() - started);
    return { status: "written", file, bytes: Buffer.byteLength(text), ms, pruned };
  });
  return run.ran ? run.value : { status: "another instance is writing it" };
}

/** Starts the daily backups; the returned stop waits for a backup in progress to finish. */
export function startDailyBackups(options: DailyBackupOptions): () => Promise<void> {
  const job = startJob({
    name: "daily-backup",
    everyMs: CHECK_EVERY_MS,
    database: options.database,
    log: options.log,
    ...(options.observer ? { observer: options.observer } : {}),
    run: async () => {
      const run = await runDailyBackup(options);
      if (run.status === "written") options.log.info({ backup: run }, "daily backup written");
      if (run.status === "another instance is writing it") return new Skipped(run.status);
    },
  });
  return job.stop;
}
