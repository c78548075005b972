// Who asked for the work a request does, so the worker pool can share its turns between people
// (fair-queue.ts) without every caller passing it down. A signed-in session or API token is one
// person whatever address it comes from; anyone else is their address (IPv6 by /64). Kept in
// memory only, never logged.
import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { clientAddress, limitKey } from "../http/client-address.ts";
import { ADMIN_COOKIE } from "../http/cookies.ts";
import { isInternalRequest } from "../http/internal-request.ts";

const requester = new AsyncLocalStorage<string>();

/** Work done outside any request (jobs, start-up) shares one queue of its own. */
const NO_REQUEST = "server";

/** The person the running request is for. */
export const currentRequester = (): string => requester.getStore() ?? NO_REQUEST;

/** Runs `work` as `person`'s (tests, and work a request hands on). */
export const runAsRequester = <T>(person: string, work: () => T): T => requester.run(person, work);

/** The admin session cookie, under either of its names (cookies.ts), read before it is parsed. */
const SESSION_COOKIE = new RegExp(`(?:^|;\\s*)(?:__Host-)?${ADMIN_COOKIE}=([^;]+)`);

function requesterOf(request: FastifyRequest): string {
  const credential =
    request.headers.authorization ?? SESSION_COOKIE.exec(request.headers.cookie ?? "")?.[1];
  if (credential) {
    return `credential:${createHash("sha256").update(credential).digest("base64url").slice(0, 22)}`;
  }
  return `address:${limitKey(clientAddress(request))}`;
}

/** Every request's work runs as its requester's; a page's own reads of the API, as the page's. */
export function trackRequesters(app: FastifyInstance) {
  app.addHook("onRequest", (request, _reply, done) => {
    if (isInternalRequest(request) && requester.getStore()) return done();
    requester.run(requesterOf(request), done);
  });
}
