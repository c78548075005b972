// The site's cookies, named and flagged in one place. A cookie is Secure (and __Host- prefixed)
// when SITE_URL is HTTPS or when a trusted TLS-terminating proxy says the request came over HTTPS,
// so a mis-set SITE_URL behind such a proxy still gets secure cookies (docs/decisions/011).
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyRequest } from "fastify";
import type { Config } from "../config.ts";

export const isSecureRequest = (request: FastifyRequest, config: Config) =>
  config.isHttps || request.protocol === "https";

interface SiteCookie {
  name: string;
  options: CookieSerializeOptions;
}

function siteCookie(
  request: FastifyRequest,
  config: Config,
  baseName: string,
  options: CookieSerializeOptions,
): SiteCookie {
  const secure = isSecureRequest(request, config);
  return {
    name: siteCookieName(baseName, secure),
    options: { path: "/", httpOnly: true, secure, ...options },
  };
}

/** A Secure cookie carries the `__Host-` prefix, so only this host over HTTPS can set it. */
export const siteCookieName = (baseName: string, secure: boolean) =>
  secure ? `__Host-${baseName}` : baseName;

/** A test of whether a request carries the cookie `baseName`, under its plain or __Host- name. */
export function carriesCookie(baseName: string) {
  const pattern = new RegExp(`(^|;\\s*)(__Host-)?${baseName}=`);
  return (request: { headers: { cookie?: string | undefined } }) =>
    pattern.test(request.headers.cookie ?? "");
}

/** The admin session cookie's name before any prefix (the API description names it too). */
export const ADMIN_COOKIE = "ra_admin";

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The admin session: strict, ends with the browser session or at logout. */
export const adminCookie = (request: FastifyRequest, config: Config) =>
  siteCookie(request, config, ADMIN_COOKIE, { sameSite: "strict" });

/** The anonymous visitor id for likes, signed so it cannot be forged. */
export const visitorCookie = (request: FastifyRequest, config: Config) =>
  siteCookie(request, config, "ra_visitor", {
    sameSite: "lax",
    signed: true,
    maxAge: ONE_YEAR_SECONDS,
  });

/**
 * For a few seconds after a visitor sends something, where a read replica is in use: their next
 * pages are read from the primary, so what they sent is on them (plugins/read-routing.ts).
 */
export const JUST_WROTE_COOKIE = "ra_wrote";
export const justWroteCookie = (request: FastifyRequest, config: Config, seconds: number) =>
  siteCookie(request, config, JUST_WROTE_COOKIE, { sameSite: "lax", maxAge: seconds });
