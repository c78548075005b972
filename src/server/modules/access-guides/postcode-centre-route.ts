// The middle of a business's own postcode, read by its manage token: the manage page offers "Use
// the middle of <postcode>" only when the site holds that postcode (postcodes/centres.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError } from "../../http/http-error.ts";
import { postcodeCentre } from "../postcodes/centres.ts";
import { findByManageToken, NO_SUCH_GUIDE } from "./service.ts";

export const postcodeCentreRoute: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute("GET /api/access-guides/manage/:manageToken/postcode-centre"),
    handler: async (request, reply) => {
      // Read by someone's secret: kept out of shared caches, as the manage view is.
      reply.header("cache-control", "no-store");
      const row = await findByManageToken(db, request.params.manageToken);
      if (!row) throw new HttpError(404, NO_SUCH_GUIDE);
      return { postcode: row.postcode, centre: (await postcodeCentre(db, row.postcode)) ?? null };
    },
  });
};
