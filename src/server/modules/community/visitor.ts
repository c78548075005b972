// Issue 7: likes are keyed by an anonymous random visitor id in a signed, HttpOnly cookie. As the
// privacy policy promises, it is set only when a visitor likes or unlikes a story: page views and
// like-status checks read it but never create it.
import { randomUUID } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config.ts";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

export const visitorCookieName = (config: Config) =>
  config.SITE_URL.startsWith("https:") ? "__Host-ra_visitor" : "ra_visitor";

/** The visitor's id from a validly signed cookie; null when there is none or it was tampered with. */
export function readVisitorId(request: FastifyRequest, config: Config): string | null {
  const raw = request.cookies[visitorCookieName(config)];
  if (!raw) return null;
  const unsigned = request.unsignCookie(raw);
  return unsigned.valid && unsigned.value && /^[0-9a-f-]{36}$/.test(unsigned.value)
    ? unsigned.value
    : null;
}

/** The visitor's id, or a new one with the cookie that will carry it from now on. */
export function visitorId(request: FastifyRequest, reply: FastifyReply, config: Config): string {
  const existing = readVisitorId(request, config);
  if (existing) return existing;
  const name = visitorCookieName(config);
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
