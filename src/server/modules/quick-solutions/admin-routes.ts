// Admin writes for quick solutions (docs/product.md#managing-quick-solutions), declared in
// shared/endpoints/quick-solutions.ts.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOf } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { notFound } from "../../http/http-error.ts";
import { createQuickSolution, deleteQuickSolution, updateQuickSolution } from "./service.ts";

export const quickSolutionAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute("POST /api/admin/quick-solutions"),
    handler: async (request, reply) => {
      const admin = adminOf(request);
      return reply.status(201).send(await createQuickSolution(db, request.body, admin));
    },
  });

  app.route({
    ...endpointRoute("PUT /api/admin/quick-solutions/:id"),
    handler: async (request) => {
      const admin = adminOf(request);
      const row = await updateQuickSolution(db, request.params.id, request.body, admin);
      if (!row) throw notFound("Quick solution");
      return row;
    },
  });

  app.route({
    ...endpointRoute("DELETE /api/admin/quick-solutions/:id"),
    handler: async (request, reply) => {
      const admin = adminOf(request);
      if (!(await deleteQuickSolution(db, request.params.id, admin)))
        throw notFound("Quick solution");
      return reply.status(204).send(null);
    },
  });
};
