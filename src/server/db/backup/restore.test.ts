// A restore goes only into an empty database unless forced, and all or nothing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeQuickSolution } from "../../test/factories.ts";
import { createPgliteTestDatabase, createTestDatabase } from "../../test/test-database.ts";
import type { Database } from "../connection.ts";
import { rowsOf } from "../rows-of.ts";
import { quickSolutions } from "../schema.ts";
import { openDump } from "./dump-file.ts";
import { restoreDump } from "./restore.ts";
import { takeBackup } from "./take-backup.ts";

let dump = "";
let target: Database;

beforeAll(async () => {
  const source = await createPgliteTestDatabase();
  await makeQuickSolution(source.db, { issue: "From the backup" });
  dump = openDump(await takeBackup(source), "backup");
  await source.close();
  target = await createTestDatabase(); // migrated, so it has tables
  await makeQuickSolution(target.db, { issue: "Already here" });
});
afterAll(() => target.close());

const issues = async () =>
  (await target.db.select({ issue: quickSolutions.issue }).from(quickSolutions)).map(
    (r) => r.issue,
  );

const tableNames = async (schema: string) =>
  (
    await rowsOf<{ name: string }>(
      target.db,
      sql`select table_name as name from information_schema.tables where table_schema = ${schema}`,
    )
  ).map((row) => row.name);

describe("restoring a backup", () => {
  it("refuses a database that has tables, pointing to --force, and changes nothing", async () => {
    await expect(restoreDump(target, dump)).rejects.toThrow(
      /The database is not empty: it already has \d+ tables \(.*\)\..*--force/,
    );
    expect(await issues()).toEqual(["Already here"]);
  });

  it("changes nothing when the dump fails part-way, even forced", async () => {
    const broken = dump.replace(
      "-- PostgreSQL database dump complete",
      "INSERT INTO public.quick_solutions (id) VALUES (1);\n-- PostgreSQL database dump complete",
    );
    await expect(restoreDump(target, broken, { force: true })).rejects.toThrow(
      /^The backup could not be loaded, so nothing was changed: /,
    );
    expect(await issues()).toEqual(["Already here"]);
  });

  it("replaces what is there when forced, leaving other schemas alone", async () => {
    await target.db.execute(sql`create table public.stray (id int)`);
    await target.db.execute(sql`create schema other_app`);
    await target.db.execute(sql`create table other_app.keep (id int)`);
    const result = await restoreDump(target, dump, { force: true });
    expect(await issues()).toEqual(["From the backup"]);
    expect(await tableNames("public")).not.toContain("stray");
    expect(await tableNames("other_app")).toEqual(["keep"]);
    expect(result.migrations).toBeGreaterThan(0);
    expect(result.tables).toBe((await tableNames("public")).length + 1); // + drizzle's
  });
});
