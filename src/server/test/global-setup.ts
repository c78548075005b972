// Migrates one template database per test run; each test file starts from a copy of it
// (a fresh PGlite runs initdb in ~3 s; a copy loads well under a second).
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

export default async function setup(project: TestProject) {
  const client = await PGlite.create();
  await migrate(drizzle({ client }), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const templatePath = join(tmpdir(), `real-access-template-${process.pid}.tar`);
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplatePath", templatePath);

  const url = process.env.TEST_DATABASE_URL;
  // Named per run, so two runs against one server do not drop each other's template.
  const postgresTemplate = url ? `real_access_test_template_${process.pid}` : null;
  if (url && postgresTemplate) await preparePostgresTemplate(url, postgresTemplate);
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    rmSync(templatePath, { force: true });
    if (url && postgresTemplate) await dropDatabase(url, postgresTemplate);
  };
}

/**
 * Drops a test database once its own connections are closed. A plain DROP first: it waits for
 * autovacuum to leave, which `with (force)` cannot make it do (PostgreSQL 15 refuses to signal an
 * autovacuum worker for a non-superuser: "must be a member of the role whose process is being
 * terminated"). Only if something else still holds it does the forced drop follow.
 */
export async function dropDatabase(url: string, name: string) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
  } catch (error) {
    if ((error as { code?: string }).code !== "55006") throw error; // object_in_use
    await admin.query(`drop database if exists ${name} with (force)`);
  } finally {
    await admin.end();
  }
}

async function preparePostgresTemplate(url: string, name: string) {
  await dropDatabase(url, name);
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const database = await openDatabase({ databaseUrl: withDatabase(url, name), dataDir: "" });
  await database.migrate();
  await database.close();
}

export function withDatabase(url: string, name: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}
