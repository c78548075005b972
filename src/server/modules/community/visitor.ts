// Issue 7: likes are keyed by an anonymous random visitor id in a signed, HttpOnly cookie, set by
// the like endpoints when missing. Plain page views set no cookie.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const visitorCookieName = (config: Config) =>
  config.SITE_URL.startsWith("https:") ? "__Host-ra_visitor" : "ra_visitor";

/** The visitor's id from a validly signed cookie, or a new one (and the cookie that carries it). */
export function visitorId(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const name = visitorCookieName(config);
  const raw = request.cookies[name];
  if (raw) {
    const unsigned = request.unsignCookie(raw);
    if (unsigned.valid && unsigned.value && /^[0-9a-f-]{36}$/.test(unsigned.value)) {
      return unsigned.value;
    }
  }
  const id = randomUUID();
  reply.setCookie(name, id, {
    signed: true,
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    maxAge: ONE_YEAR_SECONDS,
    secure: config.SITE_URL.startsWith("https:"),
  });
  return id;
}
