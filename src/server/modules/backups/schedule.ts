// The daily backup: with BACKUP_DIR set, the server writes a dump once a UTC day and
// keeps the newest BACKUP_KEEP. It checks at start and every hour (a job, jobs/run-job.ts), and
// writes when today's file is not in BACKUP_DIR. Instances on one PostgreSQL take an advisory lock
// without waiting, so of those sharing a BACKUP_DIR one writes each day. With BACKUP_COMMAND set,
// the instance that wrote the file then copies it off-site (offsite-copy.ts); a failed copy fails
// the run, so it shows on the Activity tab, and is tried again at the next hourly check that day.

import { existsSync } from "node:fs";
import { basename, join } from "node:path";
import { writeBackupFile } from "../../db/backup/backup-file.ts";
import { takeBackup } from "../../db/backup/take-backup.ts";
import type { Database } from "../../db/connection.ts";
import { Done, type Job, type JobObserver, Skipped, startJob } from "../../jobs/run-job.ts";
import { backupDay, dailyBackupName, pruneBackups } from "./backup-dir.ts";
import { runOffsiteCopy } from "./offsite-copy.ts";

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
  /** BACKUP_COMMAND: run after each backup with the file in BACKUP_FILE. */
  offsiteCommand?: string | undefined;
  observer?: JobObserver;
  /** Told of each backup written and each off-site copy (for /metrics). */
  backups?: BackupObserver;
  now?: () => Date;
}

export interface BackupObserver {
  written(run: { bytes: number; at: Date }): void;
  copied(outcome: "ok" | "failed"): void;
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
}: Pick<DailyBackupOptions, "database" | "dir" | "keep" | "now">): Promise<DailyBackupRun> {
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

/** "2.4 MB", "812 KB": a backup's size for people. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Starts the daily backups; the job's stop waits for a backup in progress to finish. */
export function startDailyBackups(options: DailyBackupOptions): Job {
  const { offsiteCommand, backups, now = () => new Date() } = options;
  /** Today's file, written here, whose off-site copy has not succeeded yet. */
  let uncopied: string | null = null;

  const copyOffsite = async (file: string, signal: AbortSignal) => {
    if (!offsiteCommand) return;
    uncopied = file;
    try {
      await runOffsiteCopy(offsiteCommand, file, signal);
    } catch (error) {
      backups?.copied("failed");
      throw error;
    }
    uncopied = null;
    backups?.copied("ok");
  };

  const job = startJob({
    name: "daily-backup",
    everyMs: CHECK_EVERY_MS,
    database: options.database,
    log: options.log,
    ...(options.observer ? { observer: options.observer } : {}),
    now,
    run: async (signal) => {
      const run = await runDailyBackup({ ...options, now });
      if (run.status === "another instance is writing it") return new Skipped(run.status);
      if (run.status === "already written today") {
        const today = join(options.dir, dailyBackupName(backupDay(now())));
        if (uncopied !== today) return;
        await copyOffsite(today, signal);
        return new Done(`Copied ${dailyBackupName(backupDay(now()))} off-site`);
      }
      options.log.info({ backup: run }, "daily backup written");
      backups?.written({ bytes: run.bytes, at: now() });
      const name = basename(run.file);
      const size = formatSize(run.bytes);
      try {
        await copyOffsite(run.file, signal);
      } catch (error) {
        throw new Error(`Wrote ${name} (${size}), but ${(error as Error).message}`);
      }
      return new Done(`Wrote ${name} (${size})${offsiteCommand ? " and copied it off-site" : ""}`);
    },
  });
  return job;
}
