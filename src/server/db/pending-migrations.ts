// Which of the SQL migrations a database has yet to apply, judged as Drizzle's migrator judges it:
// each migration in the journal made after the newest one recorded in drizzle.__drizzle_migrations.
// A database with no such table has never been migrated: it holds nothing to lose.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Executor } from "./connection.ts";
import { migrationsFolder } from "./paths.ts";
import { rowsOf } from "./rows-of.ts";

interface Journal {
  entries: { tag: string; when: number }[];
}

export async function pendingMigrations(db: Executor, folder = migrationsFolder()) {
  const [table] = await rowsOf<{ present: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  );
  if (!table?.present) return { migrated: false, pending: [] as string[] };
  const [newest] = await rowsOf<{ at: string | number | null }>(
    db,
    sql`select max(created_at) as at from drizzle.__drizzle_migrations`,
  );
  const appliedUntil = Number(newest?.at ?? 0);
  const journal: Journal = JSON.parse(readFileSync(join(folder, "meta/_journal.json"), "utf8"));
  const pending = journal.entries.filter((entry) => entry.when > appliedUntil).map((e) => e.tag);
  return { migrated: true, pending };
}
