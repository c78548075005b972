// The Prometheus registry of one app. Each app has its own (never prom-client's global one), so
// tests that build several apps in one process do not collide, and a process reports only itself.
import type { FastifyBaseLogger } from "fastify";
import { Gauge, Registry } from "prom-client";

/** Every metric of ours starts with it; Node's and the process's own keep their usual names. */
export const PREFIX = "real_access_";

export interface Metrics {
  readonly registry: Registry;
  /**
   * Adds a gauge that is read at each scrape: how another module reports what it knows, in one
   * line, e.g. `app.metrics.gauge("real_access_outbox_pending", "E-mails waiting to be sent",
   * () => countPendingOutbox(db))`. A read that fails is logged and reported as NaN, so one broken
   * source does not take the rest of the scrape with it.
   */
  gauge(name: string, help: string, read: () => number | Promise<number>): void;
}

declare module "fastify" {
  interface FastifyInstance {
    /** This app's metrics; served at /metrics only when METRICS_TOKEN is set. */
    metrics: Metrics;
  }
}

export function createMetrics(log: FastifyBaseLogger): Metrics {
  const registry = new Registry();
  return {
    registry,
    gauge(name, help, read) {
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          try {
            this.set(await read());
          } catch (error) {
            log.warn({ err: error, metric: name }, "a metric could not be read");
            this.set(Number.NaN);
          }
        },
      });
    },
  };
}
