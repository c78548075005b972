// Statement timings and the connections' state, for PGlite and PostgreSQL alike (db/query-timing.ts).
import { Gauge, Histogram, type Registry } from "prom-client";
import type { Database } from "../db/connection.ts";
import type { PoolStats } from "../db/query-timing.ts";
import { PREFIX } from "./metrics.ts";

/** Starts recording the database's statements; returns the function that stops. */
export function recordDatabase(database: Database, registry: Registry): () => void {
  const statements = new Histogram({
    name: `${PREFIX}db_query_duration_seconds`,
    help: "Time each SQL statement took on its connection, by driver (pglite or postgres) and outcome",
    labelNames: ["driver", "outcome"] as const,
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const poolGauge = (name: string, help: string, read: (stats: PoolStats) => number) =>
    new Gauge({
      name: `${PREFIX}db_pool_${name}`,
      help,
      registers: [registry],
      collect() {
        this.set(read(database.poolStats()));
      },
    });
  poolGauge("connections_open", "Database connections open (PGlite: its one)", (s) => s.open);
  poolGauge("connections_idle", "Open database connections doing nothing", (s) => s.idle);
  poolGauge("connections_max", "The most database connections this process opens", (s) => s.max);
  poolGauge(
    "waiting",
    "Work waiting for a free database connection (PGlite: statements queued behind the running one)",
    (s) => s.waiting,
  );
  return database.onQuery(({ seconds, failed }) =>
    statements.observe({ driver: database.kind, outcome: failed ? "error" : "ok" }, seconds),
  );
}
