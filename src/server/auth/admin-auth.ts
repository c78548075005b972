// The admin guard (docs/product.md#roles). Every route's access comes from `accessOf`
// (access.ts): writes are the owner's unless declared otherwise. One onRoute hook adds the matching
// check to each route, so no route can forget it, and records the route in `app.routeAccess` for
// the guard's test. A person is identified by the session cookie, a personal API token
// (`Authorization: Bearer ra_…`), or the owner's password as the Bearer value (the legacy path for
// scripts). Signed out is 401; signed in without the route's permission is 403.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from "fastify";
import fp from "fastify-plugin";
import type { Access, CredentialRule } from "../../shared/access.ts";
import type { Area } from "../../shared/content-kinds.ts";
import { CONFIRM_IDENTITY } from "../../shared/contracts/people.ts";
import { can, type Permission, ROLE_INFO } from "../../shared/roles.ts";
import type { Config } from "../config.ts";
import type { Db } from "../db/connection.ts";
import { clientAddress } from "../http/client-address.ts";
import { adminCookie } from "../http/cookies.ts";
import { recordAudit } from "../lib/audit.ts";
import { accessOf } from "./access.ts";
import { OWNER_USERNAME } from "./accounts.ts";
import { identifyApiToken, isApiToken } from "./api-tokens.ts";
import { type AdminIdentity, identityOf } from "./identity.ts";
import { checkPassword, sendTooManyAttempts } from "./password-check.ts";
import { hasNonJsonBody, isCrossSite, isMultipart, isUnsafeMethod } from "./request-origin.ts";
import { validateSession } from "./sessions.ts";
import { claimAttempt } from "./throttle.ts";

export interface RouteAccess {
  method: string;
  url: string;
  access: Access;
  /** The schemas it declares it answers with, by status (for src/server/api-routes.test.ts). */
  response?: Record<string, unknown>;
  /** The areas of the public pages a successful write changes (lib/record-writes.ts). */
  changes?: readonly Area[];
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

const SESSION_ONLY_ERROR =
  "Passkeys, tokens, passwords and names are managed in the admin panel, signed in as yourself, not with an API token or the Bearer password.";

const CONFIRM_IDENTITY_ERROR =
  "Please confirm it is you: enter your password again (or use a passkey), then try again.";

/** Whether the credential rule lets this person through now, or the 403 that says why not. */
function credentialRefusal(
  rule: CredentialRule | undefined,
  admin: AdminIdentity,
  now: Date,
  confirmAfterMs: number,
) {
  if (!rule) return null;
  if (admin.via !== "session") return { error: SESSION_ONLY_ERROR };
  const signedInAt = admin.signedInAt?.getTime() ?? 0;
  if (rule === "recent-sign-in" && now.getTime() - signedInAt > confirmAfterMs) {
    return { error: CONFIRM_IDENTITY_ERROR, details: CONFIRM_IDENTITY };
  }
  return null;
}

const forbidden = (reply: FastifyReply, admin: AdminIdentity) =>
  reply.status(403).send({
    error: `Your role (${ROLE_INFO[admin.role].label}) does not allow this. Ask the site's owner if you need it.`,
  });

async function adminAuthPlugin(app: FastifyInstance, { db, config, now }: AdminAuthOptions) {
  app.decorateRequest("admin", null);
  app.decorate("routeAccess", []);

  /** Refuses a Bearer value that is wrong, after counting it as a failed attempt. */
  async function refuseBearer(request: FastifyRequest, reply: FastifyReply, address: string) {
    await recordAudit(db, {
      actor: "bearer",
      action: "admin.bearer",
      success: false,
      address,
      userAgent: request.headers["user-agent"] ?? null,
    });
    await unauthorised(reply);
  }

  /** A personal API token, or the owner's password (legacy); false when answered. */
  async function identifyBearer(request: FastifyRequest, reply: FastifyReply, bearer: string) {
    const address = clientAddress(request);
    if (isApiToken(bearer)) {
      request.admin = await identifyApiToken(db, bearer, now());
      if (request.admin) return true;
      // Tokens cannot be guessed, but each wrong one still counts, so none floods the log.
      const verdict = await claimAttempt(db, address, now());
      if (!verdict.allowed) await sendTooManyAttempts(reply, verdict.waitSeconds);
      else await refuseBearer(request, reply, address);
      return false;
    }
    const check = await checkPassword(
      db,
      { username: OWNER_USERNAME, password: bearer },
      address,
      now(),
    );
    if (check.outcome === "throttled") {
      await sendTooManyAttempts(reply, check);
      return false;
    }
    if (check.outcome === "wrong") {
      await refuseBearer(request, reply, address);
      return false;
    }
    request.admin = identityOf(check.user, "password-header");
    return true;
  }

  /** Who the request is from, when it carries valid credentials; false when answered. */
  async function identify(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const header = request.headers.authorization;
    if (header?.startsWith("Bearer ")) return identifyBearer(request, reply, header.slice(7));
    const sessionId = request.cookies[adminCookie(request, config).name];
    if (sessionId) request.admin = await validateSession(db, sessionId, now());
    return true;
  }

  const refuseCrossSite = (request: FastifyRequest, reply: FastifyReply) =>
    isCrossSite(request, config.SITE_URL)
      ? reply.status(403).send({ error: CROSS_SITE_ERROR })
      : null;

  const requirePermission =
    (permission: Permission, upload = false, credentials?: CredentialRule) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await identify(request, reply))) return reply;
      const admin = request.admin;
      if (!admin) return unauthorised(reply);
      if (admin.via === "session" && isUnsafeMethod(request.method)) {
        if (refuseCrossSite(request, reply)) return reply;
        if (hasNonJsonBody(request) && !(upload && isMultipart(request))) {
          return reply.status(415).send({ error: "Admin requests must send JSON" });
        }
      }
      if (!can(admin.role, permission)) return forbidden(reply, admin);
      const refusal = credentialRefusal(
        credentials,
        admin,
        now(),
        config.CONFIRM_IDENTITY_AFTER_MS,
      );
      if (refusal) return reply.status(403).send(refusal);
    };

  /**
   * Optional: a wrong Bearer value still answers 401, a bad cookie is just a visitor, and a
   * person whose role lacks the permission is answered as a visitor.
   */
  const identifyFor =
    (permission: Permission) => async (request: FastifyRequest, reply: FastifyReply) => {
      if (!(await identify(request, reply))) return reply;
      if (request.admin && !can(request.admin.role, permission)) request.admin = null;
    };

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
    const accesses = new Set(
      methods.map((method) => JSON.stringify(accessOf(method, route.config?.access))),
    );
    if (accesses.size > 1) {
      throw new Error(`${route.url}: declare its access, since its methods would differ`);
    }
    const [declared] = accesses;
    if (!declared) return;
    const access = JSON.parse(declared) as Access;
    for (const method of methods) {
      if (method !== "HEAD") {
        const response = route.schema?.response as RouteAccess["response"];
        const changes = route.config?.changes;
        app.routeAccess.push({
          method,
          url: route.url,
          access,
          response,
          ...(changes ? { changes } : {}),
        });
      }
    }
    const check: onRequestHookHandler | null =
      access.kind === "signed-in"
        ? requirePermission(access.permission, access.upload, access.credentials)
        : access.kind === "optional"
          ? identifyFor(access.permission)
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
