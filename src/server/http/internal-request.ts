// A page is rendered with its data read from the API in-process (app.inject). Those reads carry a
// header with a secret made at start, so load shedding lets them through (their page was already
// let in, and a half-refused render would show an error) and the metrics count only what clients
// sent. A client cannot send the secret: it is never written anywhere.
import { randomBytes, timingSafeEqual } from "node:crypto";
import type { FastifyRequest } from "fastify";

const HEADER = "x-real-access-internal";
const SECRET = randomBytes(32).toString("base64url");
const SECRET_BYTES = Buffer.from(SECRET);

/** The headers that mark a request the server makes to itself. */
export const INTERNAL_REQUEST_HEADERS: Readonly<Record<string, string>> = { [HEADER]: SECRET };

export function isInternalRequest(request: FastifyRequest): boolean {
  const value = request.headers[HEADER];
  if (typeof value !== "string") return false;
  const bytes = Buffer.from(value);
  return bytes.length === SECRET_BYTES.length && timingSafeEqual(bytes, SECRET_BYTES);
}
