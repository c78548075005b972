// The admin's Activity tab: GET /api/admin/audit-log and its actors, and GET /api/admin/jobs (the
// background jobs' last runs). Admin only (and so never cached).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  auditLogActors,
  auditLogPage,
  auditLogQuery,
} from "../../../shared/contracts/audit-log.ts";
import { JOBS_PATH, jobStatuses } from "../../../shared/contracts/jobs.ts";
import { requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { listJobStatuses } from "../../jobs/job-runs.ts";
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
    JOBS_PATH,
    { config: requires("read-activity"), schema: { response: { 200: jobStatuses } } },
    async () => listJobStatuses(db),
  );

  app.get(
    "/api/admin/audit-log/actors",
    { config: requires("read-activity"), schema: { response: { 200: auditLogActors } } },
    async () => listAuditActors(db),
  );
};
