// Load shedding: while the event loop lags past MAX_EVENT_LOOP_DELAY_MS (the mean over the last
// second, as @fastify/under-pressure measures it), requests are answered at once with 503 and
// Retry-After rather than queued behind the backlog. The probes (/healthz, /metrics) still answer,
// and so do a page's own reads of the API, since its page was let in.
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";
import { Counter } from "prom-client";
import { answerBusy, RETRY_AFTER_SECONDS } from "../http/busy-page.ts";
import { isInternalRequest } from "../http/internal-request.ts";
import { type Metrics, PREFIX } from "../metrics/metrics.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Answered even while the server sheds load: the probes that say how it is doing. */
    exemptFromLoadShedding?: boolean;
  }
}

/** At most one warning in the log per this long, however many requests are turned away. */
const WARN_EVERY_MS = 60_000;

export async function registerLoadShedding(
  app: FastifyInstance,
  { maxEventLoopDelayMs, metrics }: { maxEventLoopDelayMs: number; metrics: Metrics },
) {
  if (maxEventLoopDelayMs === 0) return;
  const shed = new Counter({
    name: `${PREFIX}load_shed_requests_total`,
    help: "Requests answered 503 at once because the event loop lagged past MAX_EVENT_LOOP_DELAY_MS",
    registers: [metrics.registry],
  });
  let warnedAt = Number.NEGATIVE_INFINITY;

  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    retryAfter: RETRY_AFTER_SECONDS,
    // Returning without answering lets the request through. Answering, it waits until the answer
    // is sent: only then does Fastify skip the request's remaining hooks and its handler.
    pressureHandler: async (request, reply, _type, value) => {
      if (request.routeOptions.config?.exemptFromLoadShedding || isInternalRequest(request)) {
        return;
      }
      shed.inc();
      if (performance.now() - warnedAt > WARN_EVERY_MS) {
        warnedAt = performance.now();
        request.log.warn(
          { eventLoopDelayMs: value, maxEventLoopDelayMs },
          "shedding load: answering 503 until the event loop catches up",
        );
      }
      await answerBusy(request, reply);
    },
  });

  metrics.gauge(
    `${PREFIX}event_loop_delay_seconds`,
    "Mean event-loop delay over the last second, as load shedding measures it",
    () => app.memoryUsage().eventLoopDelay / 1000,
  );
  metrics.gauge(
    `${PREFIX}load_shedding_active`,
    "1 while requests are being answered 503 because the event loop lags, else 0",
    () => (app.isUnderPressure() ? 1 : 0),
  );
}
