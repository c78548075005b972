// `npm run restore -- [--force] FILE` (cli/restore.ts runs it): loads a backup into the database
// the server would use (DATABASE_URL, else DATA_DIR), which must be empty unless --force. In one
// transaction: a failed restore changes nothing. Afterwards the server starts on it as usual.
// PostgreSQL has no lock file to stop a restore under running servers, so --force is refused
// while anything else is connected to the database, unless it is given twice.
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { type Config, loadConfig } from "../config.ts";
import { BackupError } from "../db/backup/backup-error.ts";
import { openDump } from "../db/backup/dump-file.ts";
import { restoreDump } from "../db/backup/restore.ts";
import { type Database, openDatabase } from "../db/connection.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { rowsOf } from "../db/rows-of.ts";
import { parseFileArgument } from "./run-command.ts";

export const RESTORE_USAGE = "npm run restore -- [--force [--force]] FILE";

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

/** On PostgreSQL: a BackupError naming what else is connected to the database, if anything. */
async function refuseUnderOtherConnections(database: Database): Promise<void> {
  if (database.kind !== "postgres") return; // PGlite: the data directory's lock already refused
  const [others] = await rowsOf<{ count: number; clients: string | null }>(
    database.db,
    sql`select count(*)::int as count,
          string_agg(distinct coalesce(nullif(application_name, ''), 'unnamed') || ' from ' ||
            coalesce(host(client_addr), 'the local socket'), ', ') as clients
        from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and backend_type = 'client backend'`,
  );
  if (!others || others.count === 0) return;
  throw new BackupError(
    `${others.count} other connection${others.count === 1 ? " is" : "s are"} open to this database ` +
      `(${others.clients}), most likely running Real Access servers. --force would replace the ` +
      "data under them. Stop them and run the restore again, or give --force twice to restore anyway.",
  );
}

/** Restores the backup `args` name, with the settings in `env`; returns what to tell the user. */
export async function restoreCommand(args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const { file, values } = parseFileArgument(args, {
    force: { type: "boolean", multiple: true, default: [] },
  });
  const force = values.force.length > 0;
  const dump = openDump(await readBackup(file), file); // refused before anything is opened
  const config = loadConfig(env);
  const database = await openTarget(config);
  try {
    if (force && values.force.length < 2) await refuseUnderOtherConnections(database);
    const { tables, rows, migrations } = await restoreDump(database, dump, { force });
    return (
      `Restored ${file} into ${describeTarget(config)}: ${tables} tables, ${rows} rows, ` +
      `${migrations} migrations. Start the server as usual; it applies any newer migrations.`
    );
  } finally {
    await database.close();
  }
}
