// `npm run backup -- FILE` (cli/backup.ts runs it): a logical SQL dump of the site's database,
// while the site runs or not. PostgreSQL: pg_dump, directly. The embedded database: read from DATA_DIR when no
// server holds it (no password needed); otherwise the running server takes it.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { type Config, loadConfig } from "../config.ts";
import { BackupError } from "../db/backup/backup-error.ts";
import { assertWritable, writeBackupFile } from "../db/backup/backup-file.ts";
import { takeBackup } from "../db/backup/take-backup.ts";
import { openDatabase, pgliteDirectory } from "../db/connection.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { backupFromServer } from "./backup-from-server.ts";
import { parseFileArgument } from "./run-command.ts";

export const BACKUP_USAGE = "npm run backup -- FILE";

async function backUp(config: Config): Promise<{ backup: string; how: string }> {
  if (config.DATABASE_URL) {
    const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "" });
    try {
      return { backup: await takeBackup(database), how: "PostgreSQL, with pg_dump" };
    } finally {
      await database.close();
    }
  }
  // An in-memory database exists only inside the server.
  if (config.DATA_DIR.startsWith("memory://")) {
    return { backup: await backupFromServer(config), how: "taken by the running server" };
  }
  if (!existsSync(join(pgliteDirectory(config.DATA_DIR), "PG_VERSION"))) {
    throw new BackupError(
      `There is no database in ${config.DATA_DIR}, so nothing to back up. Set DATA_DIR (or ` +
        "DATABASE_URL) as the server has it.",
    );
  }
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase({ dataDir: config.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    return { backup: await backupFromServer(config), how: "taken by the running server" };
  }
  try {
    return { backup: await takeBackup(database), how: `read from ${config.DATA_DIR}` };
  } finally {
    await database.close();
  }
}

/** Takes the backup `args` name, with the settings in `env`; returns what to tell the user. */
export async function backupCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { file } = parseFileArgument(args, {});
  const config = loadConfig(env);
  await assertWritable(file); // before the dump, not after it
  const started = performance.now();
  const { backup, how } = await backUp(config);
  await writeBackupFile(file, backup);
  const kilobytes = Math.round(Buffer.byteLength(backup) / 1024);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  return `Backup written to ${file}: ${kilobytes} KB in ${seconds} s (${how}).`;
}
