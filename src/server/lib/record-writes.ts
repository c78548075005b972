// Every successful write, through the API or a page's form, moves on the data versions of the
// areas it changes (its endpoint's declaration, shared/endpoints/, which a form shares) before its
// answer leaves, so no page rendered from the old data is served after the writer hears "done". A
// write that changes no public page moves nothing; a write that declares nothing (none should:
// endpoints.test.ts) moves everything.
import type { FastifyInstance } from "fastify";
import { AREAS } from "../../shared/content-kinds.ts";
import type { DataVersion } from "./data-version.ts";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

export function recordWrites(app: FastifyInstance, version: DataVersion) {
  app.addHook("onSend", async (request, reply) => {
    if (READS.has(request.method) || reply.statusCode >= 400) return;
    await version.bump(request.routeOptions.config.changes ?? AREAS);
  });
}
