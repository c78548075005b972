// The admin guard (ARCHITECTURE §6, issue #3). A route is admin-only when it declares
// `config: { admin: true }`; one onRoute hook then adds the check, so no route can forget it.
// Auth is either the session cookie or `Authorization: Bearer <password>` (scripts, SPEC §6).
// A route that serves visitors and the admin differently declares `config: { adminOptional: true }`:
// `request.admin` is set when valid credentials come with the request, and nothing is required.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Db } from "../db/connection.ts";
import { getAdminPasswordHash } from "./admin-password.ts";
import { recordAudit } from "./audit.ts";
import { verifyPassword } from "./password.ts";
import { hasNonJsonBody, isCrossSite, isUnsafeMethod } from "./request-origin.ts";
import { sessionActor, validateSession } from "./sessions.ts";
import { recordFailure, resetFailures, secondsBlocked } from "./throttle.ts";

export interface AdminIdentity {
  via: "session" | "bearer";
  /** Who did it, for the audit log: a prefix of the session id hash, or 'bearer'. */
  actor: string;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Only the admin may call this route. */
    admin?: boolean;
    /** Anyone may call this route; `request.admin` says whether the admin did. */
    adminOptional?: boolean;
  }
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
  interface FastifyInstance {
    /** Every route declared admin-only, for the guard test. */
    adminRoutes: { method: string; url: string }[];
  }
}

export interface AdminAuthOptions {
  db: Db;
  config: Config;
  now: () => Date;
}

export const adminCookieName = (config: Config) =>
  config.SITE_URL.startsWith("https:") ? "__Host-ra_admin" : "ra_admin";

const unauthorised = (reply: FastifyReply) =>
  reply.status(401).send({ error: "Admin sign-in required" });

async function adminAuthPlugin(app: FastifyInstance, { db, config, now }: AdminAuthOptions) {
  const cookieName = adminCookieName(config);
  app.decorateRequest("admin", null);
  app.decorate("adminRoutes", []);

  /** Who the request is from, when it carries valid admin credentials; also for optional auth. */
  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer ")) {
      const wait = await secondsBlocked(db, request.ip, now());
      if (wait > 0) {
        await reply
          .status(429)
          .header("retry-after", String(wait))
          .send({ error: `Too many failed attempts. Try again in ${wait} seconds.` });
        return false;
      }
      const stored = await getAdminPasswordHash(db);
      const ok = stored !== null && (await verifyPassword(header.slice(7), stored));
      if (!ok) {
        await recordFailure(db, request.ip, now());
        await recordAudit(db, {
          actor: "bearer",
          action: "admin.bearer",
          success: false,
          address: request.ip,
          userAgent: request.headers["user-agent"] ?? null,
        });
        await unauthorised(reply);
        return false;
      }
      await resetFailures(db, request.ip);
      request.admin = { via: "bearer", actor: "bearer" };
      return true;
    }
    const sessionId = request.cookies[cookieName];
    if (sessionId) {
      const idHash = await validateSession(db, sessionId, now());
      if (idHash) request.admin = { via: "session", actor: sessionActor(idHash) };
    }
    return true;
  }

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    if (!(await identify(request, reply))) return reply;
    if (!request.admin) return unauthorised(reply);
    if (request.admin.via === "session" && isUnsafeMethod(request.method)) {
      if (isCrossSite(request, config.SITE_URL)) {
        return reply.status(403).send({ error: "Cross-site requests are not allowed" });
      }
      if (hasNonJsonBody(request)) {
        return reply.status(415).send({ error: "Admin requests must send JSON" });
      }
    }
  }

  /** Optional auth: a wrong Bearer password still answers 401, a bad cookie is just a visitor. */
  async function identifyAdmin(request: FastifyRequest, reply: FastifyReply) {
    if (!(await identify(request, reply))) return reply;
  }

  // Whatever the admin's credentials unlocked is never stored by a browser or proxy cache.
  app.addHook("onSend", async (request, reply) => {
    if (request.admin) reply.header("cache-control", "no-store");
  });

  app.addHook("onRoute", (route) => {
    if (route.config?.adminOptional && !route.config.admin) {
      const existing = route.onRequest ?? [];
      route.onRequest = [identifyAdmin, ...(Array.isArray(existing) ? existing : [existing])];
      return;
    }
    if (!route.config?.admin) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method !== "HEAD") app.adminRoutes.push({ method, url: route.url });
    }
    const existing = route.onRequest ?? [];
    // onRequest runs before the body is parsed, so nothing is read for an unauthorised caller.
    route.onRequest = [requireAdmin, ...(Array.isArray(existing) ? existing : [existing])];
  });
}

export const adminAuth = fp(adminAuthPlugin, {
  name: "admin-auth",
  dependencies: ["@fastify/cookie"],
});
