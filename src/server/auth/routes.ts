// POST /api/admin/login, POST /api/admin/logout, GET /api/admin/session (ARCHITECTURE §6).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { loginBody, sessionStatus } from "../../shared/contracts/admin.ts";
import { errorResponse } from "../../shared/contracts/common.ts";
import { clientAddress } from "../http/client-address.ts";
import { adminCookie } from "../http/cookies.ts";
import { recordAudit } from "../lib/audit.ts";
import { PUBLIC } from "./access.ts";
import type { AdminAuthOptions } from "./admin-auth.ts";
import { checkAdminPassword, sendTooManyAttempts } from "./password-check.ts";
import {
  createSession,
  deleteSession,
  hashSessionId,
  sessionActor,
  validateSession,
} from "./sessions.ts";

export const adminAuthRoutes: FastifyPluginAsyncZod<AdminAuthOptions> = async (
  app,
  { db, config, now },
) => {
  app.post(
    "/api/admin/login",
    {
      config: PUBLIC,
      schema: {
        body: loginBody,
        response: { 204: z.null(), 401: errorResponse, 403: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const address = clientAddress(request);
      const check = await checkAdminPassword(db, request.body.password, address, now());
      if (typeof check === "object") return sendTooManyAttempts(reply, check.waitSeconds);
      const attempt = {
        address,
        userAgent: request.headers["user-agent"] ?? null,
        action: "admin.login" as const,
      };
      if (check === "wrong") {
        await recordAudit(db, { ...attempt, actor: "anonymous", success: false });
        return reply.status(401).send({ error: "Invalid password" });
      }
      const sessionId = await createSession(db, now());
      await recordAudit(db, { ...attempt, actor: sessionActor(hashSessionId(sessionId)) });
      const cookie = adminCookie(request, config);
      return reply.setCookie(cookie.name, sessionId, cookie.options).status(204).send(null);
    },
  );

  app.post(
    "/api/admin/logout",
    { config: PUBLIC, schema: { response: { 204: z.null(), 403: errorResponse } } },
    async (request, reply) => {
      const cookie = adminCookie(request, config);
      const sessionId = request.cookies[cookie.name];
      if (sessionId) {
        await deleteSession(db, sessionId);
        await recordAudit(db, {
          actor: sessionActor(hashSessionId(sessionId)),
          action: "admin.logout",
          address: clientAddress(request),
          userAgent: request.headers["user-agent"] ?? null,
        });
      }
      return reply.clearCookie(cookie.name, cookie.options).status(204).send(null);
    },
  );

  // Not admin-only: it answers whether the caller is signed in.
  app.get(
    "/api/admin/session",
    { schema: { response: { 200: sessionStatus } } },
    async (request, reply) => {
      const sessionId = request.cookies[adminCookie(request, config).name];
      const authenticated = sessionId
        ? (await validateSession(db, sessionId, now())) !== null
        : false;
      return reply.header("cache-control", "no-store").send({ authenticated });
    },
  );
};
