// The team's review of access guides (shared/endpoints/access-guides.ts), behind the admin guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOf } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { approveGuide, guidesForReview, returnGuide } from "./review.ts";
import { takeDownGuide } from "./take-down.ts";

export const accessGuideAdminRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.route({
    ...endpointRoute("GET /api/admin/access-guides"),
    handler: async (request) => guidesForReview(db, request.query.status),
  });

  app.route({
    ...endpointRoute("POST /api/admin/access-guides/:id/approve"),
    handler: async (request) =>
      approveGuide(db, request.params.id, adminOf(request), now(), request.body?.seen),
  });

  app.route({
    ...endpointRoute("POST /api/admin/access-guides/:id/unpublish"),
    handler: async (request) =>
      takeDownGuide(db, request.params.id, request.body.reason, adminOf(request), now()),
  });

  app.route({
    ...endpointRoute("POST /api/admin/access-guides/:id/reject"),
    handler: async (request) =>
      returnGuide(db, request.params.id, request.body.reason, adminOf(request), now()),
  });
};
