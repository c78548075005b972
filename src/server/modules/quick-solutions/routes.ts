import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { quickSolutionPath } from "../../../shared/permalinks.ts";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { notFound } from "../../http/http-error.ts";
import { findQuickSolution, listQuickSolutions } from "./service.ts";

/** Each solution names its own page, as articles do. */
const withPath = <T extends { id: number; issue: string }>(row: T) => ({
  ...row,
  url: quickSolutionPath(row),
});

export const quickSolutionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute("GET /api/quick-solutions"),
    handler: async (request) => (await listQuickSolutions(db, request.query)).map(withPath),
  });

  app.route({
    ...endpointRoute("GET /api/quick-solutions/:id"),
    handler: async (request) => {
      const row = await findQuickSolution(db, request.params.id);
      if (!row) throw notFound("Quick solution");
      return withPath(row);
    },
  });
};
