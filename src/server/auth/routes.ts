// POST /api/admin/login, POST /api/admin/logout, GET /api/admin/session (ARCHITECTURE §6).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginBody, sessionStatus } from "../../shared/contracts/admin.ts";
import { errorResponse } from "../../shared/contracts/common.ts";
import { type AdminAuthOptions, adminCookieName } from "./admin-auth.ts";
import { getAdminPasswordHash } from "./admin-password.ts";
import { recordAudit } from "./audit.ts";
import { verifyPassword } from "./password.ts";
import { isCrossSite } from "./request-origin.ts";
import {
  createSession,
  deleteSession,
  hashSessionId,
  sessionActor,
  validateSession,
} from "./sessions.ts";
import { recordFailure, resetFailures, secondsBlocked } from "./throttle.ts";

export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthOptions> = async (
  app,
  { db, config, now },
) => {
  const cookieName = adminCookieName(config);
  const cookieOptions = {
    path: "/",
    httpOnly: true,
    sameSite: "strict" as const,
    secure: config.SITE_URL.startsWith("https:"),
  };
  const crossSite = { error: "Cross-site requests are not allowed" };

  app.post(
    "/api/admin/login",
    {
      schema: {
        body: loginBody,
        response: { 204: z.null(), 401: errorResponse, 403: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      if (isCrossSite(request, config.SITE_URL)) return reply.status(403).send(crossSite);
      const wait = await secondsBlocked(db, request.ip, now());
      if (wait > 0) {
        return reply
          .status(429)
          .header("retry-after", String(wait))
          .send({
            error: `Too many failed attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`,
          });
      }
      const attempt = {
        address: request.ip,
        userAgent: request.headers["user-agent"] ?? null,
        action: "admin.login" as const,
      };
      const stored = await getAdminPasswordHash(db);
      if (!stored || !(await verifyPassword(request.body.password, stored))) {
        await recordFailure(db, request.ip, now());
        await recordAudit(db, { ...attempt, actor: "anonymous", success: false });
        return reply.status(401).send({ error: "Invalid password" });
      }
      await resetFailures(db, request.ip);
      const sessionId = await createSession(db, now());
      await recordAudit(db, { ...attempt, actor: sessionActor(hashSessionId(sessionId)) });
      return reply.setCookie(cookieName, sessionId, cookieOptions).status(204).send(null);
    },
  );

  app.post(
    "/api/admin/logout",
    { schema: { response: { 204: z.null(), 403: errorResponse } } },
    async (request, reply) => {
      if (isCrossSite(request, config.SITE_URL)) return reply.status(403).send(crossSite);
      const sessionId = request.cookies[cookieName];
      if (sessionId) {
        await deleteSession(db, sessionId);
        await recordAudit(db, {
          actor: sessionActor(hashSessionId(sessionId)),
          action: "admin.logout",
          address: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        });
      }
      return reply.clearCookie(cookieName, cookieOptions).status(204).send(null);
    },
  );

  // Not admin-only: it answers whether the caller is signed in.
  app.get(
    "/api/admin/session",
    { schema: { response: { 200: sessionStatus } } },
    async (request, reply) => {
      const sessionId = request.cookies[cookieName];
      const authenticated = sessionId
        ? (await validateSession(db, sessionId, now())) !== null
        : false;
      return reply.header("cache-control", "no-store").send({ authenticated });
    },
  );
};
