// Misconfigured proxies fail quietly, so the server says so in its log:
// - TRUST_PROXY=true believes every X-Forwarded-For hop, which a client can write itself;
// - requests carrying X-Forwarded-For while TRUST_PROXY is off all share the proxy's address, so
//   five wrong passwords from anyone lock every visitor out of sign-in;
// - HTTPS requests (as a trusted proxy reports them) while SITE_URL says http.
// Each warning is given once per process.
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.ts";

export const PROXY_WARNINGS = {
  trustsEveryHop:
    "TRUST_PROXY=true trusts every X-Forwarded-For hop, so a client can choose its own address unless your proxy overwrites the header. Prefer the number of proxies in front of this server (TRUST_PROXY=1) or their addresses.",
  untrustedProxy:
    "Requests arrive with X-Forwarded-For but TRUST_PROXY is off, so every visitor shares the proxy's address for rate limits and sign-in throttling. Set TRUST_PROXY to the number of proxies in front of this server (usually 1).",
  httpsSiteUrlHttp:
    "Requests arrive over HTTPS but SITE_URL starts with http:. Cookies are still sent Secure on HTTPS requests; set SITE_URL to the public https:// address.",
} as const;

export function registerProxyWarnings(app: FastifyInstance, config: Config) {
  if (config.TRUST_PROXY === true) {
    app.addHook("onReady", async () => app.log.warn(PROXY_WARNINGS.trustsEveryHop));
  }
  const given = new Set<keyof typeof PROXY_WARNINGS>();
  const warnOnce = (key: keyof typeof PROXY_WARNINGS) => {
    if (given.has(key)) return;
    given.add(key);
    app.log.warn(PROXY_WARNINGS[key]);
  };
  app.addHook("onRequest", async (request) => {
    if (config.TRUST_PROXY === false && request.headers["x-forwarded-for"] !== undefined) {
      warnOnce("untrustedProxy");
    }
    if (!config.isHttps && request.protocol === "https") warnOnce("httpsSiteUrlHttp");
  });
}
