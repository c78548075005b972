// `npm run postcodes:import -- [--year YYYY] FILE` (cli/postcodes-import.ts runs it): loads OS
// Code-Point Open or the ONS Postcode Directory into the database the server uses (DATABASE_URL,
// else DATA_DIR). The embedded database is one process's: the server must be stopped first.
import { existsSync } from "node:fs";
import { sql } from "drizzle-orm";
import { POSTCODE_SOURCES } from "../../shared/access-guides/postcode-attribution.ts";
import { loadConfig } from "../config.ts";
import { openDatabase } from "../db/connection.ts";
import { DataDirLockedError } from "../db/data-dir-lock.ts";
import { rowsOf } from "../db/rows-of.ts";
import { PostcodeImportError } from "../modules/postcodes/import/import-error.ts";
import {
  describeSkipped,
  formatCount,
  type ImportProgress,
  importPostcodes,
} from "../modules/postcodes/import/import-postcodes.ts";
import { parseFileArgument, UsageError } from "./run-command.ts";

export const POSTCODES_IMPORT_USAGE = "npm run postcodes:import -- [--year YYYY] FILE";

async function openTarget(env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  // A load of a million rows is one long transaction of short statements: no limit on them.
  if (config.DATABASE_URL) {
    return openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: "", statementTimeoutMs: 0 });
  }
  if (config.DATA_DIR.startsWith("memory://")) {
    throw new PostcodeImportError(
      "DATA_DIR is memory://, which keeps nothing. Set DATA_DIR to the directory the server uses.",
    );
  }
  try {
    return await openDatabase({ dataDir: config.DATA_DIR, statementTimeoutMs: 0 });
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new PostcodeImportError(
      `A running server holds ${config.DATA_DIR}${error.ownerPid ? ` (pid ${error.ownerPid})` : ""}. ` +
        "Stop it, load the postcodes, then start it again.",
    );
  }
}

const duration = (ms: number) => {
  const seconds = Math.round(ms / 1000);
  return seconds < 120 ? `${seconds} s` : `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
};

/** Loads the file `args` names; returns what to tell the user. `progress` hears every 100,000 rows. */
export async function postcodesImportCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  progress: (line: string) => void = () => {},
): Promise<string> {
  const { file, values } = parseFileArgument(
    args,
    { year: { type: "string" } },
    "Name the Code-Point Open or ONS Postcode Directory file (the zip or a CSV).",
  );
  const year = values.year === undefined ? undefined : Number(values.year);
  if (year !== undefined && !(Number.isInteger(year) && year >= 1990 && year <= 2100)) {
    throw new UsageError(`--year takes the data's year, like 2026; not ${values.year}.`);
  }
  // Said before the database is opened, which can take a while.
  if (!existsSync(file)) throw new PostcodeImportError(`${file} does not exist.`);
  const started = performance.now();
  const database = await openTarget(env);
  try {
    const [table] = await rowsOf<{ found: string | null }>(
      database.db,
      sql`select to_regclass('public.postcodes')::text as found`,
    );
    if (!table?.found) {
      throw new PostcodeImportError(
        "This database has no postcodes table yet. Start the server once with these settings " +
          "(it brings the database up to date), stop it, then load the postcodes.",
      );
    }
    const summary = await importPostcodes(database.db, file, {
      ...(year ? { year } : {}),
      onProgress: ({ read, loaded, file: part }: ImportProgress) =>
        progress(
          `Read ${formatCount(read)} rows (${formatCount(loaded)} loaded so far), in ${part}…`,
        ),
    });
    const skipped = describeSkipped(summary.skipped);
    return (
      `Loaded ${formatCount(summary.loaded)} postcodes from ${POSTCODE_SOURCES[summary.source]} ` +
      `(${summary.files} ${summary.files === 1 ? "file" : "files"}, ${summary.year} data) in ` +
      `${duration(performance.now() - started)}` +
      (skipped ? `; skipped ${skipped}.` : ".") +
      (summary.replaced
        ? " They replace the postcodes held before."
        : " They were added to the postcodes already held.")
    );
  } finally {
    await database.close();
  }
}
