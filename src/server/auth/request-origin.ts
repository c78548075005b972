// CSRF defence for cookie-authenticated writes (OWASP ASVS 3.3): the browser's own word on where
// a request comes from. Scripts using the Bearer password send neither header and are not affected.
import type { FastifyRequest } from "fastify";

export function isCrossSite(request: FastifyRequest, siteUrl: string): boolean {
  // The browser's own verdict, when it gives one, settles it: a same-origin form post can say
  // `Origin: null` (under a `no-referrer` policy, ours until we sent
  // strict-origin-when-cross-origin), which is not the site's origin but is not foreign.
  const fetchSite = request.headers["sec-fetch-site"];
  if (fetchSite) return fetchSite !== "same-origin" && fetchSite !== "none";
  const origin = request.headers.origin;
  if (!origin) return false;
  return origin !== `${request.protocol}://${request.host}` && origin !== new URL(siteUrl).origin;
}

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
export const isUnsafeMethod = (method: string) => UNSAFE_METHODS.has(method);

export const isMultipart = (request: FastifyRequest) =>
  String(request.headers["content-type"] ?? "").startsWith("multipart/form-data");

/** A body that is present but not JSON (a form post, text/plain…). */
export function hasNonJsonBody(request: FastifyRequest): boolean {
  const length = Number(request.headers["content-length"] ?? 0);
  const chunked = request.headers["transfer-encoding"] !== undefined;
  if (length === 0 && !chunked) return false;
  return !String(request.headers["content-type"] ?? "").startsWith("application/json");
}
