// A fresh, migrated database for one test file: PGlite in memory by default, or a new PostgreSQL
// database cloned from the migrated template when TEST_DATABASE_URL is set.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { sql } from "drizzle-orm";
import pg from "pg";
import { inject } from "vitest";
import { type Database, type Db, openDatabase } from "../db/connection.ts";
import { rowsOf } from "../db/rows-of.ts";
import { dropDatabase, withDatabase } from "./global-setup.ts";

/** With `replica`, on PostgreSQL only: the copy read through that server's copy of it too. */
export async function createTestDatabase(replica?: {
  url: string;
  maxLagMs: number;
}): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (url && template) return createPostgresCopy(url, template, replica);
  return createPgliteTestDatabase();
}

/** A fresh copy, as createTestDatabase's, whose statements are stopped past `statementTimeoutMs`. */
export async function createTestDatabaseWithLimit(statementTimeoutMs: number): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const template = inject("postgresTemplate");
  if (url && template) return createPostgresCopy(url, template, undefined, statementTimeoutMs);
  return bootFromTemplate(statementTimeoutMs);
}

/** A migrated, empty PGlite in memory, whatever TEST_DATABASE_URL says. */
export async function createPgliteTestDatabase(): Promise<Database> {
  const database = spare.pop() ?? (await bootFromTemplate());
  recyclable.add(database);
  return database;
}

/**
 * Ends a file's use of its database. Booting a PGlite from the template takes about half a
 * second, a third of a short file's time, and emptying one a few milliseconds: so a PGlite is
 * emptied and kept for the worker's next file (files share a worker's modules), unless a test
 * closed it or changed its schema. Anything else is closed.
 */
export async function recycleTestDatabase(database: Database): Promise<void> {
  if (recyclable.has(database) && (await emptyForReuse(database))) spare.push(database);
  else await database.close();
}

const recyclable = new WeakSet<Database>();
const spare: Database[] = [];
let templateSchema: string | undefined;

async function bootFromTemplate(statementTimeoutMs?: number): Promise<Database> {
  const tarball = readFileSync(inject("pgliteTemplatePath"));
  const database = await openDatabase({
    dataDir: "memory://",
    loadDataDir: new Blob([tarball]),
    ...(statementTimeoutMs ? { statementTimeoutMs } : {}),
  });
  templateSchema ??= await schemaOf(database.db);
  return database;
}

/** Every table, column, constraint, index, function and applied migration, as one text. */
async function schemaOf(db: Db): Promise<string> {
  const [result] = await rowsOf<{ schema: string }>(
    db,
    sql`
    select string_agg(item, E'\n' order by item) as schema from (
      select n.nspname || '.' || c.relname || ' ' || c.relkind::text as item
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      union all
      select c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
          || case when a.attnotnull then ' not null' else '' end
          || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
      union all
      select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
        where connamespace = 'public'::regnamespace
      union all
      select proname || ' ' || md5(prosrc) from pg_proc where pronamespace = 'public'::regnamespace
      union all
      select 'migration ' || hash from drizzle.__drizzle_migrations
    ) items`,
  );
  return result?.schema ?? "";
}

/** Empties a finished file's database; false if it cannot stand in for a fresh copy. */
async function emptyForReuse(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`reset all`);
    await database.db.execute(sql`select pg_advisory_unlock_all()`);
    const tables = await rowsOf<{ name: string }>(
      database.db,
      sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
    );
    const names = tables.map((row) => `public.${row.name}`).join(", ");
    // Every sequence belongs to a table's serial column (a new one would change the schema
    // below), so restarting the tables' identities restarts them all.
    if (names) await database.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
    return (await schemaOf(database.db)) === templateSchema;
  } catch {
    return false;
  }
}

async function createPostgresCopy(
  url: string,
  template: string,
  replica?: { url: string; maxLagMs: number },
  statementTimeoutMs?: number,
): Promise<Database> {
  const name = `real_access_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${template}`);
  await admin.end();
  const database = await openDatabase({
    databaseUrl: withDatabase(url, name),
    ...(replica
      ? { replicaUrl: withDatabase(replica.url, name), replicaMaxLagMs: replica.maxLagMs }
      : {}),
    dataDir: "",
    ...(statementTimeoutMs ? { statementTimeoutMs } : {}),
  });
  return {
    ...database,
    close: async () => {
      await database.close();
      await dropDatabase(url, name);
    },
  };
}
