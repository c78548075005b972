// With BACKUP_DIR set, the server backs up the database before it applies a migration,
// so an upgrade that goes wrong can be undone by restoring the file. A new, empty database and
// one with nothing to apply are left alone. If the backup cannot be written, the server stops
// before migrating: the database is not changed without a way back.
import { join } from "node:path";
import { writeBackupFile } from "../../db/backup/backup-file.ts";
import { takeBackup } from "../../db/backup/take-backup.ts";
import type { Database } from "../../db/connection.ts";
import { pendingMigrations } from "../../db/pending-migrations.ts";

/** real-access-before-0013_job_summaries-20261124T143000Z.sql: kept until the owner deletes it. */
export const beforeMigrationName = (firstPending: string, at: Date) =>
  `real-access-before-${firstPending}-${at.toISOString().replace(/[-:]|\.\d+/g, "")}.sql`;

export async function backUpBeforeMigrating(
  database: Pick<Database, "db" | "kind" | "dump">,
  dir: string,
  now = new Date(),
): Promise<{ file: string; pending: string[] } | null> {
  const { migrated, pending } = await pendingMigrations(database.db);
  const [first] = pending;
  if (!migrated || !first) return null;
  const file = join(dir, beforeMigrationName(first, now));
  await writeBackupFile(file, await takeBackup(database, now));
  return { file, pending };
}
