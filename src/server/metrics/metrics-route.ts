// GET /metrics for Prometheus, behind `Authorization: Bearer <METRICS_TOKEN>`. Without the token
// the route is never made, so the address is as unknown as any other.
import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";

export const METRICS_PATH = "/metrics";

const digest = (value: string) => createHash("sha256").update(value).digest();

/**
 * Whether the header carries the token. Both sides are hashed first, so the comparison takes the
 * same time whatever was sent, its length included.
 */
export function bearerMatches(header: string | undefined, expected: Buffer): boolean {
  const token = /^Bearer +(\S+) *$/i.exec(header ?? "")?.[1];
  if (!token) return false;
  return timingSafeEqual(digest(token), expected);
}

export function metricsRoute(app: FastifyInstance, registry: Registry, token: string) {
  const expected = digest(token);
  app.get(
    METRICS_PATH,
    // Scraped every few seconds: logged only when something is wrong. Answered under load
    // shedding too, since that is when the numbers matter most.
    { logLevel: "warn", config: { exemptFromLoadShedding: true } },
    async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, expected)) {
        return reply
          .status(401)
          .header("www-authenticate", 'Bearer realm="metrics"')
          .send({ error: "The metrics need Authorization: Bearer with the metrics token" });
      }
      reply.header("cache-control", "no-store").type(registry.contentType);
      return registry.metrics();
    },
  );
}
