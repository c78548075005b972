import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import {
  publicQuickSolution,
  quickSolutionList,
  quickSolutionListQuery,
} from "../../../shared/contracts/quick-solutions.ts";
import { quickSolutionPath } from "../../../shared/permalinks.ts";
import type { Db } from "../../db/connection.ts";
import { notFound } from "../../http/http-error.ts";
import { findQuickSolution, listQuickSolutions } from "./service.ts";

/** Each solution names its own page, as articles do. */
const withPath = <T extends { id: number; issue: string }>(row: T) => ({
  ...row,
  url: quickSolutionPath(row),
});

export const quickSolutionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/quick-solutions",
    { schema: { querystring: quickSolutionListQuery, response: { 200: quickSolutionList } } },
    async (request) => (await listQuickSolutions(db, request.query)).map(withPath),
  );

  app.get(
    "/api/quick-solutions/:id",
    { schema: { params: idParams, response: { 200: publicQuickSolution, 404: errorResponse } } },
    async (request) => {
      const row = await findQuickSolution(db, request.params.id);
      if (!row) throw notFound("Quick solution");
      return withPath(row);
    },
  );
};
