// Likes are keyed by an anonymous random visitor id in a signed, HttpOnly cookie. As the privacy
// policy promises, it is set only when a visitor has liked or unliked a story: page views,
// like-status checks and refused likes read it but never create it.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";
import { visitorCookie } from "../../http/cookies.ts";

/** The visitor's id from a validly signed cookie; null when there is none or it was tampered with. */
export function readVisitorId(request: FastifyRequest, config: Config): string | null {
  const raw = request.cookies[visitorCookie(request, config).name];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && /^[0-9a-f-]{36}$/.test(unsigned.value)
    ? unsigned.value
    : null;
}

export const newVisitorId = () => randomUUID();

/** Gives the browser the id it will carry from now on. */
export function setVisitorCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Config,
  id: string,
) {
  const cookie = visitorCookie(request, config);
  reply.setCookie(cookie.name, id, cookie.options);
}
