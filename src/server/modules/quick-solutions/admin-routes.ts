// Admin writes for quick solutions (docs/product.md#managing-quick-solutions), behind the guard.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import { quickSolution, quickSolutionInput } from "../../../shared/contracts/quick-solutions.ts";
import { adminOf, requires } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { notFound } from "../../http/http-error.ts";
import { createQuickSolution, deleteQuickSolution, updateQuickSolution } from "./service.ts";

export const quickSolutionAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/api/admin/quick-solutions",
    {
      config: requires("publish-content"),
      schema: { body: quickSolutionInput, response: { 201: quickSolution } },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      return reply.status(201).send(await createQuickSolution(db, request.body, admin));
    },
  );

  app.put(
    "/api/admin/quick-solutions/:id",
    {
      config: requires("publish-content"),
      schema: {
        params: idParams,
        body: quickSolutionInput,
        response: { 200: quickSolution, 404: errorResponse },
      },
    },
    async (request) => {
      const admin = adminOf(request);
      const row = await updateQuickSolution(db, request.params.id, request.body, admin);
      if (!row) throw notFound("Quick solution");
      return row;
    },
  );

  app.delete(
    "/api/admin/quick-solutions/:id",
    {
      config: requires("publish-content"),
      schema: { params: idParams, response: { 204: z.null(), 404: errorResponse } },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      if (!(await deleteQuickSolution(db, request.params.id, admin)))
        throw notFound("Quick solution");
      return reply.status(204).send(null);
    },
  );
};
