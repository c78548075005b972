// Loads a backup into a database: only into an empty one unless forced, and in one
// transaction, so a dump that fails half-way (or a forced restore that fails) changes nothing.
import { sql } from "drizzle-orm";
import type { Database } from "../connection.ts";
import { rowsOf } from "../rows-of.ts";
import { BackupError } from "./backup-error.ts";
import { statementsBeforeData } from "./dump-file.ts";

export interface RestoreOptions {
  /** Replace what the database holds; without it a database with tables is refused. */
  force?: boolean;
}

export interface RestoreResult {
  tables: number;
  rows: number;
  migrations: number;
}

interface Relation {
  schema: string;
  name: string;
  kind: string;
}

const DROP_KIND: Record<string, string> = {
  r: "table",
  p: "table",
  f: "foreign table",
  v: "view",
  m: "materialized view",
  S: "sequence",
};

const identifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Schemas the dump creates; it also fills `public`, which every database has. */
function schemasIn(dump: string): string[] {
  const created = [...statementsBeforeData(dump).matchAll(/^CREATE SCHEMA ([^\s;]+);$/gm)].map(
    (m) => (m[1] ?? "").replace(/^"(.*)"$/, "$1").replaceAll('""', '"'),
  );
  return ["public", ...created.filter((schema) => schema !== "public")];
}

/** The tables, views and sequences in `schemas`: what a restore would collide with. */
function relationsIn(database: Database, schemas: string[]): Promise<Relation[]> {
  return rowsOf<Relation>(
    database.db,
    sql`select n.nspname as schema, c.relname as name, c.relkind as kind
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p', 'f', 'v', 'm', 'S')
          and n.nspname in (${sql.join(
            schemas.map((schema) => sql`${schema}`),
            sql`, `,
          )})
        order by n.nspname <> 'public', 1, 2`,
  );
}

/** The site's own functions in `public` (a migration's helpers), as `name(argument types)`. */
async function functionsInPublic(database: Database): Promise<string[]> {
  const rows = await rowsOf<{ signature: string }>(
    database.db,
    sql`select p.oid::regprocedure::text as signature
        from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public'
          and not exists (select 1 from pg_catalog.pg_depend d
                          where d.objid = p.oid and d.deptype = 'e')
        order by 1`,
  );
  return rows.map((row) => row.signature);
}

/** What --force removes first: the dump's own schemas, and everything in `public`. */
function dropStatements(relations: Relation[], functions: string[], schemas: string[]): string {
  const statements = schemas
    .filter((schema) => schema !== "public")
    .map((schema) => `DROP SCHEMA IF EXISTS ${identifier(schema)} CASCADE;`);
  for (const { schema, name, kind } of relations) {
    if (schema !== "public") continue;
    statements.push(`DROP ${DROP_KIND[kind]} IF EXISTS public.${identifier(name)} CASCADE;`);
  }
  for (const signature of functions) {
    statements.push(`DROP FUNCTION IF EXISTS public.${signature} CASCADE;`);
  }
  return statements.map((statement) => `${statement}\n`).join("");
}

/**
 * A newer pg_dump sets parameters an older server does not know (pg_dump 17+ writes
 * `SET transaction_timeout = 0;`, which PostgreSQL 15 and 16 refuse), so a dump of the embedded
 * database (PostgreSQL 18) can load into PostgreSQL 15: such settings are left out. Only the
 * statements before the first row of data are looked at, never the rows themselves.
 */
async function withoutUnknownSettings(database: Database, dump: string): Promise<string> {
  const known = new Set(
    (await rowsOf<{ name: string }>(database.db, sql`select name from pg_catalog.pg_settings`)).map(
      (row) => row.name,
    ),
  );
  const head = statementsBeforeData(dump);
  const kept = head.replace(/^SET (\w+) = .*;\r?\n/gm, (line, name: string) =>
    known.has(name.toLowerCase()) ? line : "",
  );
  return kept + dump.slice(head.length);
}

/**
 * A dump of the embedded database is written with standard_conforming_strings off (see
 * pglite-dump.ts). The server reads a whole script before running any of it, so the dump's own
 * SET would come too late for the strings after it: it is applied first, on its own.
 */
function howToReadStrings(dump: string): string {
  const setting = /^SET standard_conforming_strings = (on|off);$/m.exec(statementsBeforeData(dump));
  // Backslashes in a dump's strings are pg_dump's own escapes, never mistakes worth a warning.
  return `SET standard_conforming_strings = ${setting?.[1] ?? "on"}; SET escape_string_warning = off;`;
}

export async function restoreDump(
  database: Database,
  dump: string,
  { force = false }: RestoreOptions = {},
): Promise<RestoreResult> {
  const schemas = schemasIn(dump);
  const existing = await relationsIn(database, schemas);
  const functions = await functionsInPublic(database);
  const tables = existing.filter((relation) => DROP_KIND[relation.kind]?.endsWith("table"));
  if (existing.length + functions.length > 0 && !force) {
    throw new BackupError(
      `The database is not empty: it already has ${tables.length} tables (${tables
        .slice(0, 3)
        .map((table) => table.name)
        .join(", ")}${tables.length > 3 ? "…" : ""}). Restoring into it would mix two sites. ` +
        "To replace everything in it with the backup, run the restore again with --force.",
    );
  }
  const script =
    (force ? dropStatements(existing, functions, schemas) : "") +
    (await withoutUnknownSettings(database, dump));
  try {
    await database.runScripts([howToReadStrings(dump), script]);
  } catch (error) {
    throw new BackupError(
      `The backup could not be loaded, so nothing was changed: ${(error as Error).message}`,
    );
  }
  return summarise(database, schemas);
}

/** What the database holds now, for the restore's closing message. */
async function summarise(database: Database, schemas: string[]): Promise<RestoreResult> {
  const tables = (await relationsIn(database, schemas)).filter((relation) =>
    DROP_KIND[relation.kind]?.endsWith("table"),
  );
  let rows = 0;
  for (const { schema, name } of tables) {
    const [count] = await rowsOf<{ count: string | number }>(
      database.db,
      sql.raw(`select count(*) as count from ${identifier(schema)}.${identifier(name)}`),
    );
    rows += Number(count?.count ?? 0);
  }
  const [migrations] = await rowsOf<{ count: string | number }>(
    database.db,
    sql`select count(*) as count from drizzle.__drizzle_migrations`,
  );
  return { tables: tables.length, rows, migrations: Number(migrations?.count ?? 0) };
}
