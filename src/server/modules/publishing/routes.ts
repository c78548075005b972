// The admin API of every kind written in the admin, one route set for all of them: each kind's
// endpoints are declared in shared/endpoints/publishing.ts under its base, and registered here for
// each kind in ./kinds.ts. Every route takes its contracts from its declaration, so a handler's
// params, body and answer are typed by them: the same for every kind, or one kind's or another's
// (a draft, a save, a piece, a list). The guard checks each endpoint's permission; the pipeline
// decides what a contributor may see and change.
import type { FastifyRequest, FastifyTypeProvider } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { PUBLISHING_KINDS } from "../../../shared/publishing-kinds.ts";
import { adminOf } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { notFound } from "../../http/http-error.ts";
import { PUBLISHING } from "./kinds.ts";
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

/**
 * Params and bodies typed by their declared contracts, as everywhere, and the answer checked by its
 * declared contract only as it is sent: for a piece's revisions, which the pipeline reads from any
 * kind's revisions table, so types as a list of either kind's snapshots (no declaration's answer).
 */
interface DeclaredRequests extends FastifyTypeProvider {
  validator: this["schema"] extends z.ZodType ? z.output<this["schema"]> : unknown;
  serializer: unknown;
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
    // One of the kinds' bases, so each key below is one declared for every kind.
    const base = PUBLISHING_KINDS[kind.name].adminApi;
    const missing = () => notFound(capitalisedNounOf(kind.name));
    const found = <T>(value: T | null) => {
      if (value === null) throw missing();
      return value;
    };

    app.route({
      ...endpointRoute(`GET ${base}`),
      handler: async (request) => listForAdmin(db, kind, adminOf(request)),
    });
    app.route({
      ...endpointRoute(`GET ${base}/review-count`),
      handler: async () => ({ inReview: await countInReview(db, kind.table) }),
    });
    app.route({
      ...endpointRoute(`POST ${base}`),
      handler: async (request, reply) =>
        reply.status(201).send(await createDraft(db, kind, request.body, acting(request, now))),
    });
    app.route({
      ...endpointRoute(`GET ${base}/:id`),
      handler: async (request) =>
        found(await findForAdmin(db, kind, request.params.id, adminOf(request))),
    });
    app.route({
      ...endpointRoute(`PATCH ${base}/:id`),
      handler: async (request) =>
        found(await savePiece(db, kind, request.params.id, request.body, acting(request, now))),
    });
    app.route({
      ...endpointRoute(`POST ${base}/:id/publish`),
      handler: async (request, reply) => {
        const result = await publishPiece(db, kind, request.params.id, {
          ...acting(request, now),
          publishAt: request.body?.publishAt,
        });
        if (!result) throw missing();
        if (result.outcome === "refused") {
          const { error, stoppedBy, checks } = result;
          return reply.status(422).send({ error, stoppedBy, checks });
        }
        return result.item;
      },
    });
    app.route({
      ...endpointRoute(`POST ${base}/:id/unpublish`),
      handler: async (request) =>
        found(await unpublishPiece(db, kind, request.params.id, adminOf(request))),
    });
    app.route({
      ...endpointRoute(`POST ${base}/:id/submit`),
      handler: async (request) =>
        found(await submitForReview(db, kind, request.params.id, acting(request, now))),
    });
    app.route({
      ...endpointRoute(`POST ${base}/:id/send-back`),
      handler: async (request) =>
        found(await sendBack(db, kind, request.params.id, request.body, acting(request, now))),
    });
    app.withTypeProvider<DeclaredRequests>().route({
      ...endpointRoute(`GET ${base}/:id/revisions`),
      handler: async (request) =>
        found(await listRevisions(db, kind, request.params.id, adminOf(request))),
    });
    app.route({
      ...endpointRoute(`POST ${base}/:id/revisions/:revisionId/restore`),
      handler: async (request) => {
        const { id, revisionId } = request.params;
        const restored = await restoreRevision(db, kind, id, revisionId, acting(request, now));
        if (!restored) throw notFound("Revision");
        return restored;
      },
    });
  }
};
