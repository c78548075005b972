// Migration 0009 on a database seeded before it: the seeded solutions get the seed's
// bands and tags, matched by issue; anything else is left "not yet rated". On PGlite, and on
// PostgreSQL too when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { dropDatabase, withDatabase } from "../test/global-setup.ts";
import { migrationsUpTo } from "../test/migrations-up-to.ts";
import { ADDED_IN_0018 } from "../test/quick-solutions-added-in-0018.ts";
import { migrationsFolder } from "./paths.ts";
import { quickSolutionSeeds } from "./seed/quick-solutions.ts";

interface EmptyDatabase {
  migrate(folder: string): Promise<void>;
  execute(query: ReturnType<typeof sql>): Promise<{ rows: unknown[] }>;
  close(): Promise<void>;
}

async function emptyPglite(): Promise<EmptyDatabase> {
  const client = await PGlite.create();
  const db = drizzlePglite({ client });
  return {
    migrate: (folder) => migratePglite(db, { migrationsFolder: folder }),
    execute: (query) => db.execute(query),
    close: () => client.close(),
  };
}

async function emptyPostgres(url: string): Promise<EmptyDatabase> {
  const name = `real_access_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const pool = new pg.Pool({ connectionString: withDatabase(url, name), max: 2 });
  const db = drizzleNodePg({ client: pool });
  return {
    migrate: (folder) => migrateNodePg(db, { migrationsFolder: folder }),
    execute: (query) => db.execute(query),
    close: async () => {
      await pool.end();
      await dropDatabase(url, name);
    },
  };
}

const drivers: [string, () => Promise<EmptyDatabase>][] = [["PGlite", emptyPglite]];
const url = process.env.TEST_DATABASE_URL;
if (url) drivers.push(["PostgreSQL", () => emptyPostgres(url)]);

const before0009 = migrationsUpTo("0008_notification_outbox");

const olderSeeds = quickSolutionSeeds.filter((seed) => !ADDED_IN_0018.has(seed.key));

interface Row {
  issue: string;
  cost_band: string | null;
  effort_band: string | null;
  tags: string[];
}

// A fresh database runs initdb and every migration, not a copy of the migrated template: slow
// on a busy machine, so this test may take longer than the rest.
const FRESH_DATABASE_TIMEOUT_MS = 120_000;

describe.each(drivers)("migration 0009 on a populated %s database", (_name, open) => {
  it("gives the seeded solutions the seed's bands and tags, and leaves the rest unrated", {
    timeout: FRESH_DATABASE_TIMEOUT_MS,
  }, async () => {
    const database = await open();
    afterAll(() => database.close());
    await database.migrate(before0009);
    // As an older release seeded it, with two more: one the admin wrote, and a seeded one whose
    // issue the admin reworded (its cost may have changed with it, so no band is guessed).
    const rows = [
      ...olderSeeds.map((seed) => ({ ...seed })),
      { issue: "Our own fix", whyItsAnIssue: "Written by the admin.", possibleSolutions: "Ask." },
      {
        issue: "Single step at the main door",
        whyItsAnIssue: "Reworded by the admin.",
        possibleSolutions: "A ramp.",
      },
    ];
    const values = rows.map(
      (row, index) =>
        sql`(${row.issue}, ${row.whyItsAnIssue}, ${row.possibleSolutions}, ${index + 1})`,
    );
    await database.execute(sql`insert into quick_solutions
      (issue, why_its_an_issue, possible_solutions, display_order)
      values ${sql.join(values, sql`, `)}`);

    await database.migrate(migrationsFolder());

    const { rows: after } = (await database.execute(
      sql`select issue, cost_band, effort_band, tags from quick_solutions order by display_order`,
    )) as { rows: Row[] };
    expect(after).toHaveLength(rows.length);
    // Bands a later release corrected (0018) follow it, as they were still the seeded ones.
    expect(after.slice(0, olderSeeds.length)).toEqual(
      olderSeeds.map((seed) => ({
        issue: seed.issue,
        cost_band: seed.costBand,
        effort_band: seed.effortBand,
        tags: seed.tags,
      })),
    );
    expect(after.slice(olderSeeds.length)).toEqual([
      { issue: "Our own fix", cost_band: null, effort_band: null, tags: [] },
      { issue: "Single step at the main door", cost_band: null, effort_band: null, tags: [] },
    ]);

    // The backfilled tags are searchable: the stored document was rebuilt from them.
    const { rows: found } = (await database.execute(sql`select issue from quick_solutions
      where search_document @@ websearch_to_tsquery('english', 'hard of hearing')
      order by display_order`)) as { rows: Pick<Row, "issue">[] };
    expect(found.map((row) => row.issue)).toContain(
      "Hearing loop missing, switched off or not signed",
    );
  });
});
