// One database interface, one driver (node-postgres) for both databases: PostgreSQL, and PGlite
// (embedded, the default) in a thread of its own behind a private socket (embedded/).

import { join } from "node:path";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { type PgDatabase, type PgQueryResultHKT, withReplicas } from "drizzle-orm/pg-core";
import pg from "pg";
import { PG_DUMP_OPTIONS } from "./backup/dump-options.ts";
import { dumpPostgres } from "./backup/postgres-dump.ts";
import { lockDataDir } from "./data-dir-lock.ts";
import { type EmbeddedDatabase, startEmbeddedDatabase } from "./embedded/embedded-database.ts";
import { type LockName, lockId } from "./locks.ts";
import { migrationsFolder } from "./paths.ts";
import {
  type PoolStats,
  type QueryListener,
  QueryListeners,
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
  /**
   * A statement running longer is stopped and its request answered 503 (errors.ts): PostgreSQL
   * cancels it; the embedded database's thread is ended and started again. 0 for no limit.
   */
  statementTimeoutMs?: number;
}

/** The limit when none is given (DATABASE_STATEMENT_TIMEOUT_SECONDS's default). */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000;

/** Where PGlite keeps its files inside DATA_DIR (beside the lock file). */
export const pgliteDirectory = (dataDir: string) => join(dataDir, "pgdata");

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const statementTimeoutMs = options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS;
  if (options.databaseUrl) {
    return openPostgres(
      options.databaseUrl,
      statementTimeoutMs,
      options.replicaUrl,
      options.replicaMaxLagMs,
    );
  }
  return openPglite(options.dataDir, statementTimeoutMs, options.loadDataDir);
}

/**
 * The embedded database, in a thread of its own (embedded/), reached through the same `pg` driver
 * as PostgreSQL over a private Unix socket, with one connection: PGlite is one session.
 */
async function openPglite(
  dataDir: string,
  statementTimeoutMs: number,
  loadDataDir?: Blob,
): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  const release = inMemory ? () => {} : lockDataDir(dataDir);
  let embedded: EmbeddedDatabase;
  try {
    embedded = await startEmbeddedDatabase({
      directory: inMemory ? undefined : pgliteDirectory(dataDir),
      loadDataDir,
      statementTimeoutMs,
    });
  } catch (error) {
    release();
    throw error;
  }
  const max = 1;
  const pool = new pg.Pool({
    host: embedded.socketDirectory,
    user: "postgres",
    database: "postgres",
    max,
  });
  pool.on("error", (error) => {
    console.warn(`The embedded database closed a connection: ${error.message}`);
  });
  const queries = new QueryListeners();
  const poolStats = timePostgresStatements(pool, queries, max);
  const db = drizzleNodePg({ client: pool, schema });
  let closed = false;
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () =>
      embedded.withoutLimit(() => migrateNodePg(db, { migrationsFolder: migrationsFolder() })),
    // The data-directory lock already makes us the only process. Start-up (migrations, the seed)
    // has no statement limit: a busy machine's first statements on a cold thread are slow.
    withStartupLock: (work) => embedded.withoutLimit(work),
    tryWithLock: inProcessLocks(),
    // While a statement runs, the one connection is taken and a query would wait its turn: the
    // thread itself says whether it is up and within its limit, so /healthz answers at once.
    ping: async () => {
      if (pool.totalCount > 0 && pool.idleCount === 0) {
        if (embedded.running()) return;
        throw new Error("The embedded database is starting again");
      }
      await pool.query("select 1");
    },
    dump: () => embedded.dump(PG_DUMP_OPTIONS),
    runScripts: (scripts) =>
      embedded.withoutLimit(async () => {
        const client = await pool.connect();
        try {
          await runInOneTransaction(client, scripts);
        } finally {
          // A dump empties the session's search_path, among others, and PGlite's one session
          // outlives the connection.
          await client.query("reset all").catch(() => {});
          client.release();
        }
      }),
    close: async () => {
      if (closed) return;
      closed = true;
      try {
        if (!pool.ended) await pool.end();
        await embedded.close();
      } finally {
        release();
      }
    },
    onQuery: (listener) => queries.add(listener),
    poolStats,
    readsFrom: () => "primary",
  };
}

/** Runs scripts of many statements (no parameters: the simple protocol) all or nothing. */
async function runInOneTransaction(client: pg.PoolClient, scripts: string[]) {
  await client.query("begin");
  try {
    for (const script of scripts) await client.query(script);
    await client.query("commit");
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  }
}

async function openPostgres(
  connectionString: string,
  statementTimeoutMs: number,
  replicaUrl?: string,
  replicaMaxLagMs = 5000,
): Promise<Database> {
  const max = 10;
  const pool = new pg.Pool({ connectionString, max, statement_timeout: statementTimeoutMs });
  const queries = new QueryListeners();
  const poolStats = timePostgresStatements(pool, queries, max);
  // An idle connection the server closes (a restart, a failover, a dropped test database) is
  // reported here; unhandled, it would crash the process. The pool replaces it on next use.
  pool.on("error", (error) => {
    console.warn(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  const nodePg = drizzleNodePg({ client: pool, schema });
  const replica = replicaUrl
    ? openReplica(pool, replicaUrl, replicaMaxLagMs, statementTimeoutMs, queries)
    : undefined;
  // With a replica, selects go through its client, which reads from it only when the request may
  // and it keeps up; writes and transactions always go to the primary.
  const db = (replica
    ? withReplicas(nodePg, [drizzleNodePg({ client: replica.client as pg.Pool, schema })])
    : nodePg) as unknown as Db;
  return {
    db,
    kind: "postgres",
    // Migrations may take minutes on a big database: on a connection of their own, with no limit.
    migrate: async () => {
      const unlimited = new pg.Pool({ connectionString, max: 1 });
      try {
        await migrateNodePg(drizzleNodePg({ client: unlimited, schema }), {
          migrationsFolder: migrationsFolder(),
        });
      } finally {
        await unlimited.end();
      }
    },
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
        await client.query("set statement_timeout = 0"); // a restore may take minutes
        await runInOneTransaction(client, scripts);
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
  statementTimeoutMs: number,
  queries: QueryListeners,
): Replica {
  const max = 10;
  // A replica out of reach is given up on in seconds (its reads go to the primary), not waited for.
  const pool = new pg.Pool({
    connectionString,
    max,
    connectionTimeoutMillis: 2000,
    statement_timeout: statementTimeoutMs,
  });
  pool.on("error", (error) => {
    console.warn(`The replica closed an idle connection: ${error.message}`);
  });
  timePostgresStatements(pool, queries, max);
  return watchReplica(primary, pool, maxLagMs);
}
