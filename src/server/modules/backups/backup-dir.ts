// BACKUP_DIR: one dump a day, named by its UTC date, the newest BACKUP_KEEP kept.
import { spawnSync } from "node:child_process";
import { constants } from "node:fs";
import { access, mkdir, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { ConfigError } from "../../config.ts";
import type { Database } from "../../db/connection.ts";

const DAILY_NAME = /^real-access-(\d{4}-\d{2}-\d{2})\.sql$/;

/** The UTC day of `at`, as YYYY-MM-DD: one backup each. */
export const backupDay = (at: Date) => at.toISOString().slice(0, 10);

export const dailyBackupName = (day: string) => `real-access-${day}.sql`;

/** Deletes all but the newest `keep` daily backups; returns the names deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const daily = (await readdir(dir)).filter((name) => DAILY_NAME.test(name)).sort();
  const old = daily.slice(0, Math.max(0, daily.length - keep));
  for (const name of old) await rm(join(dir, name), { force: true });
  return old;
}

/**
 * Checked at start, so a server that cannot write its backups says so at once, naming the
 * variable, rather than in a log line a day later.
 */
export async function checkBackupDir(dir: string, kind: Database["kind"]): Promise<void> {
  try {
    await mkdir(dir, { recursive: true });
    await access(dir, constants.W_OK);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new ConfigError(
      `Invalid configuration:\n  BACKUP_DIR: cannot write to ${dir} (${reason})`,
    );
  }
  if (kind === "postgres" && spawnSync("pg_dump", ["--version"]).error) {
    throw new ConfigError(
      "Invalid configuration:\n  BACKUP_DIR: daily backups of PostgreSQL need pg_dump " +
        "(PostgreSQL's client tools) on this machine's PATH",
    );
  }
}
