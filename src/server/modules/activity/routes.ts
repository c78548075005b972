// GET /api/admin/audit-log: the admin's Activity tab. Admin only (and so never cached).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { auditLogPage, auditLogQuery } from "../../../shared/contracts/audit-log.ts";
import { ADMIN_ONLY } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { listAuditLog } from "./service.ts";

export const activityRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/admin/audit-log",
    {
      config: ADMIN_ONLY,
      schema: { querystring: auditLogQuery, response: { 200: auditLogPage } },
    },
    async (request) => listAuditLog(db, request.query),
  );
};
