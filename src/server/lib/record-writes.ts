// Every successful write through the API moves on the data versions of the areas it changes (its
// endpoint's declaration, shared/endpoints/, or page-changes.ts) before its answer leaves, so no page rendered from the old data is served
// after the writer hears "done". A write that changes no public page moves nothing.
import type { FastifyInstance } from "fastify";
import type { DataVersion } from "./data-version.ts";
import { changesOf } from "./page-changes.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function recordWrites(app: FastifyInstance, version: DataVersion) {
  app.addHook("onSend", async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return;
    if (!request.url.startsWith("/api/")) return;
    const declared = request.routeOptions.config.changes;
    await version.bump(
      declared ?? changesOf(request.method, request.routeOptions.url ?? request.url),
    );
  });
}
