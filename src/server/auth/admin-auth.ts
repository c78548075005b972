// The admin guard (ARCHITECTURE §6). Every route's access comes from `accessOf` (access.ts): writes
// are admin-only unless declared public. One onRoute hook adds the matching check to each route,
// so no route can forget it, and records the route in `app.routeAccess` for the guard test.
// Auth is either the session cookie or `Authorization: Bearer <password>` (scripts, SPEC §6).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../config.ts";
import type { Db } from "../db/connection.ts";
import { clientAddress } from "../http/client-address.ts";
import { adminCookie } from "../http/cookies.ts";
import { recordAudit } from "../lib/audit.ts";
import { type Access, accessOf } from "./access.ts";
import { checkAdminPassword, sendTooManyAttempts } from "./password-check.ts";
import { hasNonJsonBody, isCrossSite, isUnsafeMethod } from "./request-origin.ts";
import { sessionActor, validateSession } from "./sessions.ts";

export interface AdminIdentity {
  via: "session" | "bearer";
  /** Who did it, for the audit log: a prefix of the session id hash, or 'bearer'. */
  actor: string;
}

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
}

declare module "fastify" {
  interface FastifyRequest {
    admin: AdminIdentity | null;
  }
  interface FastifyInstance {
    /** Every route with the access the guard gives it (HEAD left out), for the guard test. */
    routeAccess: RouteAccess[];
  }
}

export interface AdminAuthOptions {
  db: Db;
  config: Config;
  now: () => Date;
}

const CROSS_SITE_ERROR = "Cross-site requests are not allowed";

const unauthorised = (reply: FastifyReply) =>
  reply.status(401).send({ error: "Admin sign-in required" });

async function adminAuthPlugin(app: FastifyInstance, { db, config, now }: AdminAuthOptions) {
  app.decorateRequest("admin", null);
  app.decorate("routeAccess", []);

  /** Who the request is from, when it carries valid admin credentials; false when answered. */
  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer ")) {
      const address = clientAddress(request);
      const check = await checkAdminPassword(db, header.slice(7), address, now());
      if (typeof check === "object") {
        await sendTooManyAttempts(reply, check.waitSeconds);
        return false;
      }
      if (check === "wrong") {
        await recordAudit(db, {
          actor: "bearer",
          action: "admin.bearer",
          success: false,
          address,
          userAgent: request.headers["user-agent"] ?? null,
        });
        await unauthorised(reply);
        return false;
      }
      request.admin = { via: "bearer", actor: "bearer" };
      return true;
    }
    const sessionId = request.cookies[adminCookie(request, config).name];
    if (sessionId) {
      const idHash = await validateSession(db, sessionId, now());
      if (idHash) request.admin = { via: "session", actor: sessionActor(idHash) };
    }
    return true;
  }

  const refuseCrossSite = (request: FastifyRequest, reply: FastifyReply) =>
    isCrossSite(request, config.SITE_URL)
      ? reply.status(403).send({ error: CROSS_SITE_ERROR })
      : null;

  async function requireAdmin(request: FastifyRequest, reply: FastifyReply) {
    if (!(await identify(request, reply))) return reply;
    if (!request.admin) return unauthorised(reply);
    if (request.admin.via === "session" && isUnsafeMethod(request.method)) {
      if (refuseCrossSite(request, reply)) return reply;
      if (hasNonJsonBody(request)) {
        return reply.status(415).send({ error: "Admin requests must send JSON" });
      }
    }
  }

  /** Optional auth: a wrong Bearer password still answers 401, a bad cookie is just a visitor. */
  async function identifyAdmin(request: FastifyRequest, reply: FastifyReply) {
    if (!(await identify(request, reply))) return reply;
  }

  /** A public write still refuses what a browser says came from another site (CSRF). */
  async function publicWrite(request: FastifyRequest, reply: FastifyReply) {
    if (refuseCrossSite(request, reply)) return reply;
  }

  // Whatever the admin's credentials unlocked is never stored by a browser or proxy cache.
  app.addHook("onSend", async (request, reply) => {
    if (request.admin) reply.header("cache-control", "no-store");
  });

  app.addHook("onRoute", (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const accesses = new Set(methods.map((method) => accessOf(method, route.config?.access)));
    if (accesses.size > 1) {
      throw new Error(`${route.url}: declare its access, since its methods would differ`);
    }
    const [access] = accesses;
    if (!access) return;
    for (const method of methods) {
      if (method !== "HEAD") app.routeAccess.push({ method, url: route.url, access });
    }
    const check: onRequestHookHandler | null =
      access === "admin"
        ? requireAdmin
        : access === "admin-optional"
          ? identifyAdmin
          : methods.some(isUnsafeMethod)
            ? publicWrite
            : null;
    if (!check) return;
    const existing = route.onRequest ?? [];
    // onRequest runs before the body is parsed, so nothing is read for an unauthorised caller.
    route.onRequest = [check, ...(Array.isArray(existing) ? existing : [existing])];
  });
}

export const adminAuth = fp(adminAuthPlugin, {
  name: "admin-auth",
  dependencies: ["@fastify/cookie"],
});
