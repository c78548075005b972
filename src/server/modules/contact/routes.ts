// POST /api/contact (docs/product.md#contact): validated by the same contract as the form, stored
// pending and unread, with two CAPTCHA-free spam guards: a honeypot field and a per-address hourly
// limit.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponse } from "../../../shared/contracts/common.ts";
import {
  CONTACT_RATE_LIMIT,
  contactAccepted,
  contactRequestInput,
  HONEYPOT_FIELD,
} from "../../../shared/contracts/contact.ts";
import { PUBLIC } from "../../auth/access.ts";
import type { Db } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import { createContactRequest } from "./service.ts";

export const CONTACT_RATE_LIMIT_MESSAGE =
  "You have sent several messages in the last hour, so we have paused the form for you. Please try again later, or e-mail us directly.";

export const contactRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    "/api/contact",
    {
      config: PUBLIC,
      schema: {
        body: contactRequestInput,
        response: { 201: contactAccepted, 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { [HONEYPOT_FIELD]: honeypot, ...message } = request.body;
      // Every message counts toward the hourly limit, a bot's too, so past it a bot
      // gets the same 429 as a person.
      const { allowed } = await app.limits.take(
        { bucket: "contact", ...CONTACT_RATE_LIMIT },
        clientAddress(request),
      );
      if (!allowed) throw new HttpError(429, CONTACT_RATE_LIMIT_MESSAGE);
      // A filled honeypot is a bot. It gets the same answer as a person, so it learns nothing,
      // and nothing is stored.
      if (honeypot?.trim()) {
        request.log.info("contact form honeypot filled; message discarded");
        return reply.status(201).send({ received: true });
      }
      await createContactRequest(db, message);
      return reply.status(201).send({ received: true });
    },
  );
};
