// Trust you can see (shared/endpoints/access-guide-trust.ts): a visitor's "Was this
// right?" and report, and the team's queues of both, behind the admin guard by their declarations.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOf } from "../../auth/access.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import {
  decideFeedback,
  markReportHandled,
  waitingFeedback,
  waitingReports,
} from "./trust-admin.ts";
import { acceptFeedback, acceptReport, type VisitorRules } from "./visitor-says.ts";

export const accessGuideTrustRoutes: FastifyPluginAsyncZod<VisitorRules> = async (app, rules) => {
  const { db, now } = rules;

  app.route({
    ...endpointRoute("POST /api/access-guides/:id/feedback"),
    handler: async (request, reply) =>
      reply.status(202).send(await acceptFeedback(rules, request, request.params.id, request.body)),
  });

  app.route({
    ...endpointRoute("POST /api/access-guides/:id/reports"),
    handler: async (request, reply) =>
      reply.status(202).send(await acceptReport(rules, request, request.params.id, request.body)),
  });

  app.route({
    ...endpointRoute("GET /api/admin/access-guides/reports"),
    handler: async () => waitingReports(db),
  });

  app.route({
    ...endpointRoute("POST /api/admin/access-guides/reports/:reportId/handled"),
    handler: async (request) =>
      markReportHandled(db, request.params.reportId, adminOf(request), now()),
  });

  app.route({
    ...endpointRoute("GET /api/admin/access-guides/feedback"),
    handler: async () => waitingFeedback(db),
  });

  app.route({
    ...endpointRoute("POST /api/admin/access-guides/feedback/:feedbackId/accept"),
    handler: async (request) =>
      decideFeedback(db, request.params.feedbackId, "accepted", adminOf(request), now()),
  });

  app.route({
    ...endpointRoute("POST /api/admin/access-guides/feedback/:feedbackId/dismiss"),
    handler: async (request) =>
      decideFeedback(db, request.params.feedbackId, "dismissed", adminOf(request), now()),
  });
};
