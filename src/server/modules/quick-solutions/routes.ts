import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  quickSolutionList,
  quickSolutionListQuery,
} from "../../../shared/contracts/quick-solutions.ts";
import type { Db } from "../../db/connection.ts";
import { listQuickSolutions } from "./service.ts";

export const quickSolutionRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    "/api/quick-solutions",
    { schema: { querystring: quickSolutionListQuery, response: { 200: quickSolutionList } } },
    async (request) => listQuickSolutions(db, request.query),
  );
};
