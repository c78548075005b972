// What happens to a checked contact message, whichever way it came: the API (with JavaScript) or
// the page's plain form post (without). Both keep the same anti-spam rules (decision 003).
import type { FastifyRequest } from "fastify";
import { type ContactRequest, HONEYPOT_FIELD } from "../../../shared/contracts/contact.ts";
import type { Db } from "../../db/connection.ts";
import { clientAddress } from "../../http/client-address.ts";
import { HttpError } from "../../http/http-error.ts";
import { rateLimitOf } from "../../lib/rate-limits.ts";
import { createContactRequest } from "./service.ts";

export const CONTACT_RATE_LIMIT_MESSAGE =
  "You have sent several messages in the last hour, so we have paused the form for you. Please try again later, or e-mail us directly.";

/**
 * Stores the message pending and unread, or quietly drops a bot's (a filled honeypot); past the
 * hourly limit it throws a 429 with the message above. A bot is answered as a person would be.
 */
export async function acceptContactMessage(db: Db, request: FastifyRequest, input: ContactRequest) {
  const { [HONEYPOT_FIELD]: honeypot, ...message } = input;
  // Every message counts toward the hourly limit, a bot's too, so past it a bot
  // gets the same 429 as a person.
  const { allowed } = await request.server.limits.take(
    rateLimitOf("contact"),
    clientAddress(request),
  );
  if (!allowed) throw new HttpError(429, CONTACT_RATE_LIMIT_MESSAGE);
  // A filled honeypot is a bot. It gets the same answer as a person, so it learns nothing,
  // and nothing is stored.
  if (honeypot?.trim()) {
    request.log.info("contact form honeypot filled; message discarded");
    return;
  }
  await createContactRequest(db, message);
}
