// GET /api/admin/audit-log: the admin's Activity tab. Admin only (and so never cached).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  auditLogActors,
  auditLogPage,
  auditLogQuery,
} from "../../../shared/contracts/audit-log.ts";
import { requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { listAuditActors, listAuditLog } from "./service.ts";

export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/admin/audit-log",
    {
      config: requires("read-activity"),
      schema: { querystring: auditLogQuery, response: { 200: auditLogPage } },
    },
    async (request) => listAuditLog(db, request.query),
  );

  app.get(
    "/api/admin/audit-log/actors",
    { config: requires("read-activity"), schema: { response: { 200: auditLogActors } } },
    async () => listAuditActors(db),
  );
};
