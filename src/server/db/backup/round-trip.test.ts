// A populated site is backed up, restored into a fresh data directory and into a fresh
// PostgreSQL database, and every table's content compared. Once from the embedded database, and
// (with TEST_DATABASE_URL) once from PostgreSQL with pg_dump.
import { desc } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { emptyDataDir, emptyPostgresDatabase } from "../../test/empty-databases.ts";
import { populateSite, tableContents } from "../../test/populated-site.ts";
import { createPgliteTestDatabase, createTestDatabase } from "../../test/test-database.ts";
import { openDatabase } from "../connection.ts";
import { contactRequests } from "../schema.ts";
import { openDump } from "./dump-file.ts";
import { ROWS_LEFT_OUT } from "./dump-options.ts";
import { restoreDump } from "./restore.ts";
import { takeBackup } from "./take-backup.ts";

const postgresUrl = process.env.TEST_DATABASE_URL;
const SLOW = 180_000; // a fresh PGlite directory runs initdb; the machine may be busy

const sources = [
  { engine: "the embedded database", open: createPgliteTestDatabase },
  ...(postgresUrl ? [{ engine: "PostgreSQL", open: createTestDatabase }] : []),
];

/** Restores `backup` into a target, then opens it again as the server would on start. */
async function restoreAndReopen(target: { databaseUrl?: string; dataDir: string }, backup: string) {
  const empty = await openDatabase(target);
  try {
    await restoreDump(empty, openDump(backup, "the backup"));
  } finally {
    await empty.close();
  }
  const reopened = await openDatabase(target);
  await reopened.migrate(); // what the server does first: nothing left to apply
  return reopened;
}

for (const { engine, open } of sources) {
  describe(`a backup of ${engine}`, () => {
    let before: Record<string, string[]> = {};
    let backup = "";
    beforeAll(async () => {
      const source = await open();
      try {
        await populateSite(source.db);
        before = await tableContents(source);
        backup = await takeBackup(source);
      } finally {
        await source.close();
      }
    });

    it("holds every table but not the sessions, counters and postcodes", () => {
      expect(Object.keys(before)).toContain("drizzle.__drizzle_migrations");
      for (const [table, rows] of Object.entries(before)) {
        expect(rows.length, `${table} has rows to compare`).toBeGreaterThan(0);
      }
      for (const table of ROWS_LEFT_OUT) {
        expect(backup).toMatch(new RegExp(`^CREATE TABLE public\\.${table} `, "m"));
        expect(backup).not.toMatch(new RegExp(`^INSERT INTO public\\.${table} `, "m"));
      }
    });

    const targets = [
      { name: "a fresh data directory", target: () => ({ dataDir: emptyDataDir() }) },
      ...(postgresUrl
        ? [
            {
              name: "a fresh PostgreSQL database",
              target: async () => ({
                databaseUrl: await emptyPostgresDatabase(postgresUrl),
                dataDir: "",
              }),
            },
          ]
        : []),
    ];
    for (const { name, target } of targets) {
      it(`restores into ${name} with every table's content the same`, {
        timeout: SLOW,
      }, async () => {
        const restored = await restoreAndReopen(await target(), backup);
        try {
          const after = await tableContents(restored);
          const expected = { ...before };
          for (const table of ROWS_LEFT_OUT) expected[`public.${table}`] = [];
          expect(after).toEqual(expected);

          // The sequences came along: a new row takes the next id, not one already used.
          const [newest] = await restored.db
            .select({ id: contactRequests.id })
            .from(contactRequests)
            .orderBy(desc(contactRequests.id))
            .limit(1);
          const [added] = await restored.db
            .insert(contactRequests)
            .values({
              name: "After",
              email: "after@example.org",
              message: "Sent after the restore.",
            })
            .returning({ id: contactRequests.id });
          expect(added?.id).toBe((newest?.id ?? 0) + 1);
        } finally {
          await restored.close();
        }
      });
    }
  });
}
