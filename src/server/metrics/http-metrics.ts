// Requests by route pattern (`/api/community/:id`, never the address asked for), so the number of
// series stays bounded whatever clients send.
import type { FastifyInstance } from "fastify";
import { Histogram, type Registry } from "prom-client";
import { isInternalRequest } from "../http/internal-request.ts";
import { PREFIX } from "./metrics.ts";

/** A request that matched no route (pages match `/*`, so these are other methods). */
export const NO_ROUTE = "(no route)";

export function recordRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: "Time from a request arriving to its answer being sent, by route pattern; _count counts requests",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", async (request, reply) => {
    // A page's reads of the API are part of the page's own time.
    if (isInternalRequest(request)) return;
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? NO_ROUTE,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
}
