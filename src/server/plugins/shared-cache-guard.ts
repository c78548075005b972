// No response meant for one person is ever held by a shared cache: registered after every other
// onSend hook that may set a cookie or mark an answer no-store (the guard's, for a signed-in
// person), this one strips the shared-cache headers from such a response, and from any answer to
// a request that carries a session cookie (http/shared-cache.ts).
import type { FastifyInstance } from "fastify";
import { ADMIN_COOKIE, carriesCookie } from "../http/cookies.ts";
import { keepPersonalResponsesPrivate } from "../http/shared-cache.ts";

const signedIn = carriesCookie(ADMIN_COOKIE);

export function registerSharedCacheGuard(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    keepPersonalResponsesPrivate(reply, signedIn(request));
    return payload;
  });
}
