// The admin API of every kind written in the admin, one route set for all of them: each kind's
// endpoints are declared in shared/endpoints/publishing.ts under its base, and registered here for
// each kind in ./kinds.ts. The guard checks each endpoint's permission; the pipeline decides what a
// contributor may see and change.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { SendBackInput } from "../../../shared/contracts/publishing.ts";
import type { EndpointKey } from "../../../shared/endpoints/index.ts";
import { PUBLISHING_KINDS } from "../../../shared/publishing-kinds.ts";
import { adminOf } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { notFound } from "../../http/http-error.ts";
import { PUBLISHING } from "./kinds.ts";
import type { AnyPublishingKind } from "./publishing-kind.ts";
import { sendBack, submitForReview } from "./review.ts";
import { listRevisions } from "./revisions.ts";
import { countInReview } from "./rows.ts";
import {
  createDraft,
  findForAdmin,
  listForAdmin,
  publishPiece,
  restoreRevision,
  savePiece,
  unpublishPiece,
} from "./service.ts";
import { capitalisedNounOf } from "./words.ts";

interface IdParams {
  id: number;
}

/** Registers `METHOD <base><path>`, declared for every kind, with a handler of the kind's own. */
type Register = (
  endpoint: string,
  handler: (request: FastifyRequest) => Promise<{ status?: number; body: unknown }>,
) => void;

function kindRoutes(register: Register, kind: AnyPublishingKind, db: Db, now: () => Date) {
  const missing = () => notFound(capitalisedNounOf(kind.name));
  const found = <T>(value: T | null) => {
    if (value === null) throw missing();
    return { body: value };
  };
  const idOf = (request: FastifyRequest) => (request.params as IdParams).id;

  register("GET", async (request) => ({ body: await listForAdmin(db, kind, adminOf(request)) }));
  register("GET /review-count", async () => ({
    body: { inReview: await countInReview(db, kind.table) },
  }));
  register("POST", async (request) => ({
    status: 201,
    body: await createDraft(db, kind, request.body as { content: string }, acting(request, now)),
  }));
  register("GET /:id", async (request) =>
    found(await findForAdmin(db, kind, idOf(request), adminOf(request))),
  );
  register("PATCH /:id", async (request) =>
    found(await savePiece(db, kind, idOf(request), request.body as object, acting(request, now))),
  );
  register("POST /:id/publish", async (request) => {
    const publishAt = (request.body as { publishAt?: string } | null | undefined)?.publishAt;
    const result = await publishPiece(db, kind, idOf(request), {
      ...acting(request, now),
      publishAt,
    });
    if (!result) throw missing();
    if (result.outcome === "refused") {
      const { error, stoppedBy, checks } = result;
      return { status: 422, body: { error, stoppedBy, checks } };
    }
    return { body: result.item };
  });
  register("POST /:id/unpublish", async (request) =>
    found(await unpublishPiece(db, kind, idOf(request), adminOf(request))),
  );
  register("POST /:id/submit", async (request) =>
    found(await submitForReview(db, kind, idOf(request), acting(request, now))),
  );
  register("POST /:id/send-back", async (request) =>
    found(
      await sendBack(db, kind, idOf(request), request.body as SendBackInput, acting(request, now)),
    ),
  );
  register("GET /:id/revisions", async (request) =>
    found(await listRevisions(db, kind, idOf(request), adminOf(request))),
  );
  register("POST /:id/revisions/:revisionId/restore", async (request) => {
    const { id, revisionId } = request.params as IdParams & { revisionId: number };
    const restored = await restoreRevision(db, kind, id, revisionId, acting(request, now));
    if (!restored) throw notFound("Revision");
    return { body: restored };
  });
}

const acting = (request: FastifyRequest, now: () => Date) => ({
  admin: adminOf(request),
  now: now(),
});

export const publishingRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  for (const kind of PUBLISHING) {
    const base = PUBLISHING_KINDS[kind.name].adminApi;
    const register: Register = (endpoint, handler) => {
      const space = endpoint.indexOf(" ");
      const method = space === -1 ? endpoint : endpoint.slice(0, space);
      const path = space === -1 ? "" : endpoint.slice(space + 1);
      // Every kind's endpoints are declared (shared/endpoints/publishing.ts): the key is one of them.
      const key = `${method} ${base}${path}` as EndpointKey;
      (app as unknown as FastifyInstance).route({
        ...(endpointRoute(key) as Parameters<FastifyInstance["route"]>[0]),
        handler: async (request, reply) => {
          const { status = 200, body } = await handler(request);
          return reply.status(status).send(body);
        },
      });
    };
    kindRoutes(register, kind, db, now);
  }
};
