// A database as an older release left it: the migrations folder cut after one migration, to
// migrate a fresh database that far, fill it, then apply the rest as an upgrade would.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { migrationsFolder } from "../db/paths.ts";

interface Journal {
  entries: { tag: string }[];
}

/** A temporary migrations folder holding every migration up to and including `lastTag`. */
export function migrationsUpTo(lastTag: string): string {
  const source = migrationsFolder();
  const journal = JSON.parse(readFileSync(join(source, "meta/_journal.json"), "utf8")) as Journal;
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No migration ${lastTag}`);
  const folder = mkdtempSync(join(tmpdir(), "real-access-migrations-"));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  const kept = journal.entries.slice(0, last + 1);
  for (const { tag } of kept) cpSync(join(source, `${tag}.sql`), join(folder, `${tag}.sql`));
  mkdirSync(join(folder, "meta"));
  writeFileSync(join(folder, "meta/_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  return folder;
}
