// How long each SQL statement takes, and how busy the connections are, on either driver: what the
// metrics report (src/server/metrics). Only an app with metrics on listens; with no listener a
// statement costs one clock read more.
import type pg from "pg";

export interface QueryTiming {
  /** From the statement starting on its connection to its answer (waiting for one is not in it). */
  seconds: number;
  failed: boolean;
}

export type QueryListener = (timing: QueryTiming) => void;

export interface PoolStats {
  /** Connections open, and of those the ones doing nothing. */
  open: number;
  idle: number;
  /** Checkouts waiting for a connection to be free. */
  waiting: number;
  max: number;
}

export class QueryListeners {
  readonly #listeners = new Set<QueryListener>();

  /** Starts telling `listener` about every statement; returns the function that stops it. */
  add(listener: QueryListener): () => void {
    this.#listeners.add(listener);
    return () => {
      this.#listeners.delete(listener);
    };
  }

  /** Tells every listener about a statement that began at `started` (performance.now()). */
  finished(started: number, failed: boolean) {
    if (this.#listeners.size === 0) return;
    const timing = { seconds: (performance.now() - started) / 1000, failed };
    for (const listener of this.#listeners) listener(timing);
  }
}

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * node-postgres: every statement, through the pool or on a checked-out client (transactions,
 * advisory locks), is a `query` on one of the pool's clients, so each new client's is timed. The
 * pool's own query() passes a callback; Drizzle's calls return a promise.
 */
export function timePostgresStatements(
  pool: pg.Pool,
  listeners: QueryListeners,
  max: number,
): () => PoolStats {
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as AnyQuery;
    const timedQuery: AnyQuery = (...args) => {
      const started = performance.now();
      const callback = args.at(-1);
      if (typeof callback === "function") {
        args[args.length - 1] = (error: unknown, result: unknown) => {
          listeners.finished(started, Boolean(error));
          callback(error, result);
        };
        return query(...args);
      }
      const result = query(...args);
      if (!(result instanceof Promise)) return result; // a cursor or stream: not a statement we wait on
      return result.then(
        (value: unknown) => {
          listeners.finished(started, false);
          return value;
        },
        (error: unknown) => {
          listeners.finished(started, true);
          throw error;
        },
      );
    };
    client.query = timedQuery as typeof client.query;
  });
  return () => ({
    open: pool.totalCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
    max,
  });
}
