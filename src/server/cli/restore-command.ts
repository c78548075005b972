// `npm run restore -- [--force] FILE` (cli/restore.ts runs it): loads a backup into the database the server would use
// (DATABASE_URL, else DATA_DIR), which must be empty unless --force. In one transaction: a failed
// restore changes nothing. Afterwards the server starts on it as usual.
import { readFile } from "node:fs/promises";
import { type Config, loadConfig } from "../config.ts";
import { BackupError } from "../db/backup/backup-error.ts";
import { openDump } from "../db/backup/dump-file.ts";
import { restoreDump } from "../db/backup/restore.ts";
import { openDatabase } from "../db/connection.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { parseFileArgument } from "./run-command.ts";

export const RESTORE_USAGE = "npm run restore -- [--force] FILE";

async function readBackup(file: string): Promise<string> {
  try {
    return await readFile(file, "utf8");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupError(`${file} does not exist.`);
    if (code === "EISDIR") throw new BackupError(`${file} is a folder; name a backup file.`);
    if (code === "EACCES") throw new BackupError(`Cannot read ${file}: permission denied.`);
    throw new BackupError(`Cannot read ${file}: ${(error as Error).message}`);
  }
}

/** The target, in words, without the database password. */
function describeTarget(config: Config): string {
  if (!config.DATABASE_URL) return `the embedded database in ${config.DATA_DIR}`;
  const url = new URL(config.DATABASE_URL);
  return `the PostgreSQL database ${url.pathname.slice(1)} on ${url.host || "the local socket"}`;
}

async function openTarget(config: Config) {
  if (config.DATABASE_URL) return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "" });
  if (config.DATA_DIR.startsWith("memory://")) {
    throw new BackupError(
      "DATA_DIR is memory://, which keeps nothing. Set DATA_DIR to the directory the server will use.",
    );
  }
  try {
    return await openDatabase({ dataDir: config.DATA_DIR });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `A running server holds ${config.DATA_DIR}${error.ownerPid ? ` (pid ${error.ownerPid})` : ""}. ` +
        "Stop it before restoring into its data directory.",
    );
  }
}

/** Restores the backup `args` name, with the settings in `env`; returns what to tell the user. */
export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { file, values } = parseFileArgument(args, {
    force: { type: "boolean", default: false },
  });
  const dump = openDump(await readBackup(file), file); // refused before anything is opened
  const config = loadConfig(env);
  const database = await openTarget(config);
  try {
    const { tables, rows, migrations } = await restoreDump(database, dump, { force: values.force });
    return (
      `Restored ${file} into ${describeTarget(config)}: ${tables} tables, ${rows} rows, ` +
      `${migrations} migrations. Start the server as usual; it applies any newer migrations.`
    );
  } finally {
    await database.close();
  }
}
