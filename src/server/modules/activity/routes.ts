// The admin's Activity tab: GET /api/admin/audit-log and its actors, and GET /api/admin/jobs (the
// background jobs' last runs), declared in shared/endpoints/activity.ts. Admin only (and so never
// cached).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { listJobStatuses } from "../../jobs/job-runs.ts";
import { listAuditActors, listAuditLog } from "./service.ts";

export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute("GET /api/admin/audit-log"),
    handler: async (request) => listAuditLog(db, request.query),
  });

  app.route({
    ...endpointRoute("GET /api/admin/jobs"),
    handler: async () => listJobStatuses(db),
  });

  app.route({
    ...endpointRoute("GET /api/admin/audit-log/actors"),
    handler: async () => listAuditActors(db),
  });
};
