// The backup before a migration: written when a migrated database has migrations to
// apply, named by the first of them, and restorable; never for a new database or an up-to-date one.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it, onTestFinished } from "vitest";
import { openDump } from "../../db/backup/dump-file.ts";
import { openDatabase } from "../../db/connection.ts";
import { pendingMigrations } from "../../db/pending-migrations.ts";
import { rowsOf } from "../../db/rows-of.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { backUpBeforeMigrating } from "./before-migration.ts";

const database = await createTestDatabase();
afterAll(() => database.close());
const dir = mkdtempSync(join(tmpdir(), "ra-before-migration-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const at = new Date("2026-11-24T14:30:00.123Z");

describe("the backup before migrating", () => {
  it("is not written when every migration is applied", async () => {
    expect(await backUpBeforeMigrating(database, dir, at)).toBeNull();
    expect(readdirSync(dir)).toEqual([]);
  });

  it("is written, named by the first migration to apply, when the database is behind", async () => {
    // As if the newest migration had not been applied yet: its record is taken away (and put
    // back afterwards, for the next file to use this database).
    const [newest] = await rowsOf<{ hash: string; created_at: string }>(
      database.db,
      sql`delete from drizzle.__drizzle_migrations
          where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
          returning hash, created_at`,
    );
    if (!newest) throw new Error("no migration recorded");
    onTestFinished(async () => {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at)
            values (${newest.hash}, ${newest.created_at})`,
      );
      expect((await pendingMigrations(database.db)).pending).toEqual([]);
    });
    const { pending } = await pendingMigrations(database.db);
    expect(pending).toHaveLength(1);

    const backup = await backUpBeforeMigrating(database, dir, at);
    const name = `real-access-before-${pending[0]}-20261124T143000Z.sql`;
    expect(backup).toEqual({ file: join(dir, name), pending });
    expect(readdirSync(dir)).toEqual([name]);
    expect(openDump(readFileSync(join(dir, name), "utf8"), name)).toMatch(
      /^CREATE TABLE public\.quick_solutions /m,
    );
  });

  it("is not written for a new database, which has nothing to lose", async () => {
    const empty = await openDatabase({ dataDir: "memory://" });
    try {
      expect(await pendingMigrations(empty.db)).toEqual({ migrated: false, pending: [] });
      expect(await backUpBeforeMigrating(empty, join(dir, "never"), at)).toBeNull();
    } finally {
      await empty.close();
    }
  });
});
