// The daily backup (issue 17): with BACKUP_DIR set, the server writes a dump once a UTC day and
// keeps the newest BACKUP_KEEP. It checks at start and every hour (a job, jobs/run-job.ts). Several instances on one
// PostgreSQL take an advisory lock without waiting, and the day of the last backup is kept in the
// database, so one instance writes each day however many there are.
import { join } from "node:path";
import { getSetting, setSetting } from "../../db/app-settings.ts";
import { writeBackupFile } from "../../db/backup/backup-file.ts";
import { takeBackup } from "../../db/backup/take-backup.ts";
import type { Database } from "../../db/connection.ts";
import { type JobObserver, Skipped, startJob } from "../../jobs/run-job.ts";
import { backupDay, dailyBackupName, pruneBackups } from "./backup-dir.ts";

const LAST_DAY_KEY = "backup_last_day";
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

/** Writes today's backup unless it has been written (by this instance or another). */
export async function runDailyBackup({
  database,
  dir,
  keep,
  now = () => new Date(),
}: Omit<DailyBackupOptions, "log" | "observer">): Promise<DailyBackupRun> {
  const day = backupDay(now());
  const run = await database.tryWithLock("daily-backup", async (): Promise<DailyBackupRun> => {
    if ((await getSetting(database.db, LAST_DAY_KEY)) === day) {
      return { status: "already written today" };
    }
    const started = performance.now();
    const text = await takeBackup(database, now());
    const file = join(dir, dailyBackupName(day));
    await writeBackupFile(file, text);
    await setSetting(database.db, LAST_DAY_KEY, day);
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
