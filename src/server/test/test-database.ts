// A fresh, migrated database for one test file: PGlite in memory by default, or a new PostgreSQL
// database cloned from the migrated template when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/connection.ts";
import { dropDatabase, withDatabase } from "./global-setup.ts";

export async function createTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (url && template) return createPostgresCopy(url, template);
  return createPgliteTestDatabase();
}

/** A migrated PGlite in memory, whatever TEST_DATABASE_URL says. */
export function createPgliteTestDatabase(): Promise<Database> {
  const tarball = readFileSync(inject("pgliteTemplatePath"));
  return openDatabase({ dataDir: "memory://", loadDataDir: new Blob([tarball]) });
}

async function createPostgresCopy(url: string, template: string): Promise<Database> {
  const name = `real_access_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: "" });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
