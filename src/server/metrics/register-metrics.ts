// Gives the app its metrics (`app.metrics`, always there so other modules can add to it) and, with
// a METRICS_TOKEN, records them and serves them at /metrics. Without a token nothing is measured.
import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics } from "prom-client";
import type { Database } from "../db/connection.ts";
import type { PageCache } from "../render/page-cache.ts";
import { recordDatabase } from "./database-metrics.ts";
import { recordRequests } from "./http-metrics.ts";
import { createMetrics } from "./metrics.ts";
import { metricsRoute } from "./metrics-route.ts";
import { recordOffThread } from "./off-thread-metrics.ts";
import { recordPageCache } from "./page-cache-metrics.ts";

export interface MetricsOptions {
  token: string | undefined;
  database: Database;
  /** The rendered-page cache, when the app has one. */
  pageCache?: PageCache | undefined;
}

/** Call before any route, so the request hook sees every route. */
export function registerMetrics(
  app: FastifyInstance,
  { token, database, pageCache }: MetricsOptions,
) {
  const metrics = createMetrics(app.log);
  app.decorate("metrics", metrics);
  if (!token) return;
  // Node's own: event-loop delay (nodejs_eventloop_lag_*), heap, GC, CPU, memory, handles.
  collectDefaultMetrics({ register: metrics.registry });
  recordRequests(app, metrics.registry);
  const stopDatabase = recordDatabase(database, metrics.registry);
  app.addHook("onClose", async () => stopDatabase());
  if (pageCache) recordPageCache(pageCache, metrics.registry);
  recordOffThread(metrics.registry);
  metricsRoute(app, metrics.registry, token);
}
