// Migrates one template database per test run; each test file starts from a copy of it
// (ARCHITECTURE §7: a fresh PGlite runs initdb in ~3 s, a copy loads well under a second).
import { rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/connection.ts";
import { migrationsFolder } from "../db/paths.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplatePath: string;
    postgresTemplate: string | null;
  }
}

export const POSTGRES_TEMPLATE = "real_access_test_template";

export default async function setup(project: TestProject) {
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const templatePath = join(tmpdir(), `real-access-template-${process.pid}.tar`);
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", templatePath);

  const url = process.env.TEST_DATABASE_URL;
  project.provide("postgresTemplate", url ? await preparePostgresTemplate(url) : null);

  return () => rmSync(templatePath, { force: true });
}

async function preparePostgresTemplate(url: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
  await admin.query(`create database ${POSTGRES_TEMPLATE}`);
  await admin.end();
  const database = await openDatabase({
    databaseUrl: withDatabase(url, POSTGRES_TEMPLATE),
    dataDir: "",
  });
  await database.migrate();
  await database.close();
  return POSTGRES_TEMPLATE;
}

export function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
