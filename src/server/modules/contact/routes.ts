// POST /api/contact (docs/product.md#contact): validated by the same contract as the form, stored
// pending and unread, with two CAPTCHA-free spam guards: a honeypot field and a per-address hourly
// limit.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/connection.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { acceptContactMessage } from "./accept-message.ts";

// The rules live beside the form's plain post, which follows them too (accept-message.ts).
export { CONTACT_RATE_LIMIT_MESSAGE } from "./accept-message.ts";

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.route({
    ...endpointRoute("POST /api/contact"),
    handler: async (request, reply) => {
      await acceptContactMessage(db, request, request.body);
      return reply.status(201).send({ received: true });
    },
  });
};
