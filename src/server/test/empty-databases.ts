// Empty databases to restore backups into: a new PGlite directory, or a new PostgreSQL database on
// TEST_DATABASE_URL's server. Call them inside a test: each is removed when the test ends.
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { onTestFinished } from "vitest";
import { dropDatabase, withDatabase } from "./global-setup.ts";

/** A new, empty directory for DATA_DIR. */
export function emptyDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "ra-restore-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function onServer(url: string, statement: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** A new database with nothing in it (not even migrations), as `createdb` makes one. */
export async function emptyPostgresDatabase(serverUrl: string): Promise<string> {
  const name = `real_access_backups_${randomBytes(6).toString("hex")}`;
  await onServer(serverUrl, `create database ${name}`);
  onTestFinished(() => dropDatabase(serverUrl, name));
  return withDatabase(serverUrl, name);
}
