// Signing in and out (docs/product.md#signing-in): POST /api/admin/login with a username
// and password, or a passkey through /api/admin/passkey-login; POST /api/admin/logout; GET
// /api/admin/session says who is signed in.
import type { FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { clientAddress } from "../http/client-address.ts";
import { adminCookie } from "../http/cookies.ts";
import { endpointRoute } from "../http/endpoint-route.ts";
import { by, recordAudit } from "../lib/audit.ts";
import { rateLimitOf } from "../lib/rate-limits.ts";
import { OWNER_USERNAME } from "./accounts.ts";
import type { AdminAuthOptions } from "./admin-auth.ts";
import { passkeysUnavailable } from "./passkey-address.ts";
import { authenticationOptions, relyingParty, signInWithPasskey } from "./passkeys.ts";
import { checkPassword, sendTooManyAttempts } from "./password-check.ts";
import { deleteSession, looksLikeSessionId, validateSession } from "./sessions.ts";
import { startSession } from "./start-session.ts";
import { claimAttempt, countSuccess } from "./throttle.ts";

const STRAY_LOGOUT_LIMIT = rateLimitOf("admin-logout");
const PASSKEY_OPTIONS_LIMIT = rateLimitOf("passkey-options");

const TOO_MANY = { error: "Too many requests. Please wait a few minutes and try again." };

export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthOptions> = async (
  app,
  { db, config, now },
) => {
  const rp = relyingParty(config);
  const noPasskeys = passkeysUnavailable(config.SITE_URL);

  /** One audit row for a failed sign-in: who tried is unknown, so only where from. */
  const recordFailedSignIn = (request: FastifyRequest, details?: { with: "passkey" }) =>
    recordAudit(db, {
      actor: "anonymous",
      action: "admin.login",
      success: false,
      address: clientAddress(request),
      userAgent: request.headers["user-agent"] ?? null,
      details,
    });

  app.route({
    ...endpointRoute("POST /api/admin/login"),
    handler: async (request, reply) => {
      const address = clientAddress(request);
      const { username = OWNER_USERNAME, password } = request.body;
      const check = await checkPassword(db, { username, password }, address, now());
      if (check.outcome === "throttled") return sendTooManyAttempts(reply, check);
      if (check.outcome === "wrong") {
        await recordFailedSignIn(request);
        // The same words whichever was wrong, so no one learns which usernames exist.
        const error = request.body.username ? "Invalid username or password" : "Invalid password";
        return reply.status(401).send({ error });
      }
      return startSession({ db, config, now: now() }, request, reply, check.user, "password");
    },
  });

  app.route({
    ...endpointRoute("POST /api/admin/passkey-login/options"),
    handler: async (request, reply) => {
      const hit = await app.limits.take(PASSKEY_OPTIONS_LIMIT, clientAddress(request), now());
      if (!hit.allowed) return reply.status(429).send(TOO_MANY);
      return authenticationOptions(db, rp, now());
    },
  });

  app.route({
    ...endpointRoute("POST /api/admin/passkey-login"),
    handler: async (request, reply) => {
      const address = clientAddress(request);
      const verdict = await claimAttempt(db, address, now());
      if (!verdict.allowed) return sendTooManyAttempts(reply, verdict.waitSeconds);
      const user = await signInWithPasskey(db, rp, request.body.response, now());
      if (!user) {
        await recordFailedSignIn(request, { with: "passkey" });
        return reply.status(401).send({ error: "That passkey could not sign you in" });
      }
      // A verified passkey is a correct sign-in: its attempt is taken back as a correct password's
      // is, or a few sign-ins from one office's address would lock everyone there out.
      await countSuccess(db, address, user.username);
      return startSession({ db, config, now: now() }, request, reply, user, "passkey");
    },
  });

  app.route({
    ...endpointRoute("POST /api/admin/logout"),
    handler: async (request, reply) => {
      const cookie = adminCookie(request, config);
      const sessionId = request.cookies[cookie.name];
      const person = sessionId ? await validateSession(db, sessionId, now()) : null;
      if (sessionId && person) {
        await deleteSession(db, sessionId);
        await recordAudit(db, {
          ...by(person),
          action: "admin.logout",
          address: clientAddress(request),
          userAgent: request.headers["user-agent"] ?? null,
        });
      } else if (sessionId && looksLikeSessionId(sessionId)) {
        // A guess at a session: nothing to end and nothing to log, but a flood of them is refused.
        // Any other cookie is plainly made up and costs nothing.
        const hit = await app.limits.take(STRAY_LOGOUT_LIMIT, clientAddress(request), now());
        if (!hit.allowed) return reply.status(429).send(TOO_MANY);
      }
      return reply.clearCookie(cookie.name, cookie.options).status(204).send(null);
    },
  });

  // Public: it answers whether the caller is signed in, and as whom.
  app.route({
    ...endpointRoute("GET /api/admin/session"),
    handler: async (request, reply) => {
      const sessionId = request.cookies[adminCookie(request, config).name];
      const person = sessionId ? await validateSession(db, sessionId, now()) : null;
      reply.header("cache-control", "no-store");
      if (!person) {
        return {
          authenticated: false as const,
          ...(noPasskeys ? { passkeysUnavailable: noPasskeys } : {}),
        };
      }
      const { username, displayName, role } = person;
      return {
        authenticated: true as const,
        user: { username, displayName, role },
        passkeysUnavailable: noPasskeys,
      };
    },
  });
};
