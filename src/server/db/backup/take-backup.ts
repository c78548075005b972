import type { Database } from "../connection.ts";
import { sealDump } from "./dump-file.ts";

const SOURCES: Record<Database["kind"], string> = {
  pglite: "embedded database (PGlite)",
  postgres: "PostgreSQL database",
};

/** A backup of the whole database, as the text of a backup file. */
export async function takeBackup(
  database: Pick<Database, "kind" | "dump">,
  now = new Date(),
): Promise<string> {
  return sealDump(await database.dump(), SOURCES[database.kind], now);
}
