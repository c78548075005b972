import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../../shared/contracts/common.ts";
import type { Database } from "../../db/connection.ts";
import { APP_VERSION } from "../../version.ts";
import type { Readiness } from "./readiness.ts";

const NOT_READY: Record<"starting" | "stopping", string> = {
  starting: "Starting: migrations or background jobs are not ready yet",
  stopping: "Stopping: finishing the requests in hand",
};

export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  readiness: Readiness;
}> = async (app, { database, readiness }) => {
  app.get(
    "/healthz",
    {
      schema: {
        response: {
          200: z.object({ status: z.literal("ok"), version: z.string() }),
          503: errorResponse,
        },
      },
      logLevel: "warn",
      // A load balancer asks this while the server sheds load: the answer is about the database.
      config: { exemptFromLoadShedding: true },
    },
    async (request, reply) => {
      try {
        await database.ping();
        return { status: "ok" as const, version: APP_VERSION };
      } catch (error) {
        request.log.error({ err: error }, "health check: database did not answer");
        return reply.status(503).send({ error: "The database is not answering" });
      }
    },
  );

  app.get(
    "/readyz",
    {
      schema: {
        response: { 200: z.object({ status: z.literal("ready") }), 503: errorResponse },
      },
      logLevel: "warn",
      config: { exemptFromLoadShedding: true },
    },
    async (_request, reply) => {
      const { state } = readiness;
      if (state !== "ready") return reply.status(503).send({ error: NOT_READY[state] });
      try {
        await database.ping();
      } catch {
        return reply.status(503).send({ error: "The database is not answering" });
      }
      return { status: "ready" as const };
    },
  );
};
