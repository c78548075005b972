// One database interface, two drivers: PGlite (embedded, the default) and node-postgres.

import { rmSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, type PgQueryResultHKT, withReplicas } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { PG_DUMP_OPTIONS } from "./backup/dump-options.ts";
import { dumpPglite } from "./backup/pglite-dump.ts";
import { dumpPostgres } from "./backup/postgres-dump.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { type LockName, lockId } from "./locks.ts";
import { migrationsFolder } from "./paths.ts";
import { templateFor } from "./pglite-template.ts";
import {
  type PoolStats,
  type QueryListener,
  QueryListeners,
  timePgliteStatements,
  timePostgresStatements,
} from "./query-timing.ts";
import { type ReadTarget, type Replica, watchReplica } from "./replica.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The database or an open transaction on it: what a service function runs its SQL on. */
export type Executor = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** Applies pending migrations; on PostgreSQL under an advisory lock so instances can start together. */
  migrate(): Promise<void>;
  /** Runs `work` while holding the database-wide start-up lock (migrate + seed). */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` unless another holder (an instance, or this one) has the lock `id`, without
   * waiting: background jobs that must run once across instances. On PostgreSQL an advisory lock.
   */
  tryWithLock<T>(lock: LockName, work: () => Promise<T>): Promise<LockedRun<T>>;
  ping(): Promise<void>;
  /** A logical SQL dump of the whole database (pg_dump's plain format; see backup/). */
  dump(): Promise<string>;
  /**
   * Runs scripts of many statements each (a dump being restored), in order, in one transaction:
   * all or nothing. The server reads each script whole before running it, so a setting that
   * changes how the rest is read must come in a script of its own.
   */
  runScripts(scripts: string[]): Promise<void>;
  close(): Promise<void>;
  /** Tells `listener` how long each statement took; returns the function that stops it (metrics). */
  onQuery(listener: QueryListener): () => void;
  /** The connections in use and the work waiting for one; PGlite has one connection. */
  poolStats(): PoolStats;
  /** Where reads go just now: always the primary without a replica (db/replica.ts). */
  readsFrom(): ReadTarget;
  /** The streaming replica visitors' reads go to, when DATABASE_REPLICA_URL names one. */
  replica?: Replica;
}

export type LockedRun<T> = { ran: true; value: T } | { ran: false };

const STARTUP_LOCK_ID = lockId("startup");

/** The locks held in this process: PGlite's stand-in for advisory locks (one process only). */
function inProcessLocks() {
  const held = new Set<LockName>();
  return async <T>(lock: LockName, work: () => Promise<T>): Promise<LockedRun<T>> => {
    if (held.has(lock)) return { ran: false };
    held.add(lock);
    try {
      return { ran: true, value: await work() };
    } finally {
      held.delete(lock);
    }
  };
}

export interface DatabaseOptions {
  databaseUrl?: string | undefined;
  /** A streaming replica of databaseUrl's database, for visitors' reads. */
  replicaUrl?: string | undefined;
  /** How far behind the replica may fall before reads go back to the primary. */
  replicaMaxLagMs?: number;
  /** A directory, or `memory://` for a throwaway in-memory database. */
  dataDir: string;
  /** A tarball from `dumpDataDir()`, to start from a copy (tests). */
  loadDataDir?: Blob;
}

/** Where PGlite keeps its files inside DATA_DIR (beside the lock file). */
export const pgliteDirectory = (dataDir: string) => join(dataDir, "pgdata");

/** A PGlite on `directory`, a new one from the build's template when there is one. */
async function createPglite(directory: string | undefined, loadDataDir?: Blob): Promise<PGlite> {
  const template = !loadDataDir && directory ? templateFor(directory) : null;
  if (template) {
    try {
      return await PGlite.create(directory, { loadDataDir: template });
    } catch (error) {
      console.warn(`The build's empty database could not be used, so one is made afresh: ${error}`);
      rmSync(directory as string, { recursive: true, force: true });
    }
  }
  return PGlite.create(directory, { ...(loadDataDir ? { loadDataDir } : {}) });
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    return openPostgres(options.databaseUrl, options.replicaUrl, options.replicaMaxLagMs);
  }
  return openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  let client: PGlite;
  try {
    client = await createPglite(inMemory ? undefined : pgliteDirectory(dataDir), loadDataDir);
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  const queries = new QueryListeners();
  const poolStats = timePgliteStatements(client, queries);
  let closed = false;
  return {
    db,
    kind: "pglite",
    migrate: () =>
      migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: migrationsFolder() }),
    withStartupLock: (work) => work(), // the data-directory lock already makes us the only process
    tryWithLock: inProcessLocks(),
    ping: async () => {
      await client.query("select 1");
    },
    dump: () => dumpPglite(client, PG_DUMP_OPTIONS),
    runScripts: async (scripts) => {
      try {
        await client.transaction(async (tx) => {
          for (const script of scripts) await tx.exec(script);
        });
      } finally {
        await client.exec("reset all"); // a dump empties the session's search_path, among others
      }
    },
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        await client.close();
      } finally {
        release();
      }
    },
    onQuery: (listener) => queries.add(listener),
    poolStats,
    readsFrom: () => "primary",
  };
}

async function openPostgres(
  connectionString: string,
  replicaUrl?: string,
  replicaMaxLagMs = 5000,
): Promise<Database> {
  const max = 10;
  const pool = new pg.Pool({ connectionString, max });
  const queries = new QueryListeners();
  const poolStats = timePostgresStatements(pool, queries, max);
  // An idle connection the server closes (a restart, a failover, a dropped test database) is
  // reported here; unhandled, it would crash the process. The pool replaces it on next use.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  const nodePg = drizzleNodePg({ client: pool, schema });
  const replica = replicaUrl ? openReplica(pool, replicaUrl, replicaMaxLagMs, queries) : undefined;
  // With a replica, selects go through its client, which reads from it only when the request may
  // and it keeps up; writes and transactions always go to the primary.
  const db = (replica
    ? withReplicas(nodePg, [drizzleNodePg({ client: replica.client as pg.Pool, schema })])
    : nodePg) as unknown as Db;
  return {
    db,
    kind: "postgres",
    migrate: () => migrateNodePg(nodePg, { migrationsFolder: migrationsFolder() }),
    withStartupLock: async (work) => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query("select pg_advisory_lock($1)", [STARTUP_LOCK_ID]);
        return await work();
      } finally {
        await lockClient.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_ID]).catch(() => {});
        lockClient.release();
      }
    },
    tryWithLock: async (lock, work) => {
      const id = lockId(lock);
      // A session lock lives on one connection: hold that one until the work is done. If the
      // lock cannot be released, the connection is closed rather than pooled with the lock on it.
      const lockClient = await pool.connect();
      let broken = false;
      try {
        const { rows } = await lockClient
          .query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [id])
          .catch((error: unknown) => {
            broken = true;
            throw error;
          });
        if (!rows[0]?.locked) return { ran: false };
        try {
          return { ran: true, value: await work() };
        } finally {
          await lockClient.query("select pg_advisory_unlock($1)", [id]).catch(() => {
            broken = true;
          });
        }
      } finally {
        lockClient.release(broken);
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    dump: () => dumpPostgres(connectionString, PG_DUMP_OPTIONS),
    runScripts: async (scripts) => {
      const client = await pool.connect();
      try {
        await client.query("begin");
        // No parameters: the simple protocol, which allows many statements in one query.
        for (const script of scripts) await client.query(script);
        await client.query("commit");
      } catch (error) {
        await client.query("rollback").catch(() => {});
        throw error;
      } finally {
        // A dump sets the session's search_path to nothing: this connection is not pooled again.
        client.release(true);
      }
    },
    close: async () => {
      await replica?.close();
      if (!pool.ended) await pool.end();
    },
    onQuery: (listener) => queries.add(listener),
    poolStats,
    readsFrom: () => replica?.readsFrom() ?? "primary",
    ...(replica ? { replica } : {}),
  };
}

function openReplica(
  primary: pg.Pool,
  connectionString: string,
  maxLagMs: number,
  queries: QueryListeners,
): Replica {
  const max = 10;
  // A replica out of reach is given up on in seconds (its reads go to the primary), not waited for.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 2000 });
  pool.on("error", (error) => {
    console.warn(`The replica closed an idle connection: ${error.message}`);
  });
  timePostgresStatements(pool, queries, max);
  return watchReplica(primary, pool, maxLagMs);
}
