import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../../shared/contracts/common.ts";
import type { Database } from "../../db/connection.ts";

export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (
  app,
  { database },
) => {
  app.get(
    "/healthz",
    {
      schema: { response: { 200: z.object({ status: z.literal("ok") }), 503: errorResponse } },
      logLevel: "warn",
      // A load balancer asks this while the server sheds load: the answer is about the database.
      config: { exemptFromLoadShedding: true },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: "ok" as const };
      } catch (error) {
        request.log.error({ err: error }, "health check: database did not answer");
        return reply.status(503).send({ error: "The database is not answering" });
      }
    },
  );
};
