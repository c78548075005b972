// Your account: your name and password, signing out everywhere, confirming it is you, and your
// personal API tokens (passkeys: passkey-routes.ts). Every role has one; the owner may also
// revoke anyone's token.

import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { can } from "../../../shared/roles.ts";
import { adminOf } from "../../auth/access.ts";
import { setUserPassword } from "../../auth/accounts.ts";
import type { AdminAuthOptions } from "../../auth/admin-auth.ts";
import {
  countApiTokens,
  createApiToken,
  deleteApiToken,
  listApiTokens,
} from "../../auth/api-tokens.ts";
import { relyingParty, signInWithPasskey } from "../../auth/passkeys.ts";
import { checkPassword, sendTooManyAttempts } from "../../auth/password-check.ts";
import { passwordProblem, weakPassword } from "../../auth/password-strength.ts";
import { deleteSessionByHash, deleteSessionsOf } from "../../auth/sessions.ts";
import { startSession } from "../../auth/start-session.ts";
import { users } from "../../db/schema.ts";
import { clientAddress } from "../../http/client-address.ts";
import { adminCookie } from "../../http/cookies.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";

export const accountRoutes: FastifyPluginAsyncZod<AdminAuthOptions> = async (
  app,
  { db, config, now },
) => {
  const rp = relyingParty(config);

  /** What a new password or signing out everywhere ended, and the tokens it left working. */
  const ended = async (userId: number, sessionsEnded: number) => ({
    sessionsEnded,
    tokensKept: await countApiTokens(db, userId),
  });

  app.route({
    ...endpointRoute("PATCH /api/admin/account"),
    handler: async (request) => {
      const admin = adminOf(request);
      await db
        .update(users)
        .set({ displayName: request.body.displayName })
        .where(eq(users.id, admin.userId));
      return { username: admin.username, displayName: request.body.displayName, role: admin.role };
    },
  });

  app.route({
    ...endpointRoute("POST /api/admin/account/password"),
    handler: async (request, reply) => {
      const admin = adminOf(request);
      const { currentPassword, newPassword } = request.body;
      const check = await checkPassword(
        db,
        { username: admin.username, password: currentPassword },
        clientAddress(request),
        now(),
      );
      if (check.outcome === "throttled") return sendTooManyAttempts(reply, check);
      if (check.outcome === "wrong") {
        throw weakPassword("Your current password is not right", "currentPassword");
      }
      const problem = await passwordProblem(newPassword, [admin.username, admin.displayName]);
      if (problem) throw weakPassword(problem, "newPassword");
      // Your other sessions end: whoever knew the old password is signed out.
      const sessionsEnded = await setUserPassword(db, admin.userId, newPassword, {
        keepSession: admin.sessionHash,
      });
      await recordAudit(db, { ...by(admin), action: "account.password" });
      return ended(admin.userId, sessionsEnded);
    },
  });

  app.route({
    ...endpointRoute("POST /api/admin/account/sign-out-everywhere"),
    handler: async (request, reply) => {
      const admin = adminOf(request);
      const sessionsEnded = await deleteSessionsOf(db, admin.userId);
      await recordAudit(db, { ...by(admin), action: "account.sign-out-everywhere" });
      const cookie = adminCookie(request, config);
      return reply
        .clearCookie(cookie.name, cookie.options)
        .send(await ended(admin.userId, sessionsEnded));
    },
  });

  // "Sudo mode": confirming it is you is a fresh sign-in, so this session is replaced by a new one
  // whose sign-in time is now, and credential routes let the person through for a while again.
  app.route({
    ...endpointRoute("POST /api/admin/account/confirm"),
    handler: async (request, reply) => {
      const admin = adminOf(request);
      const { body } = request;
      if ("password" in body) {
        const check = await checkPassword(
          db,
          { username: admin.username, password: body.password },
          clientAddress(request),
          now(),
        );
        if (check.outcome === "throttled") return sendTooManyAttempts(reply, check);
        if (check.outcome === "wrong") throw weakPassword("That is not your password", "password");
      } else {
        const user = await signInWithPasskey(db, rp, body.response, now());
        if (user?.id !== admin.userId) {
          throw new HttpError(
            400,
            "That passkey could not confirm it is you. Use one of your own passkeys, or your password.",
          );
        }
      }
      if (admin.sessionHash) await deleteSessionByHash(db, admin.sessionHash);
      const how = "password" in body ? "password" : "passkey";
      const person = { id: admin.userId, username: admin.username };
      return startSession({ db, config, now: now() }, request, reply, person, how);
    },
  });

  app.route({
    ...endpointRoute("GET /api/admin/tokens"),
    handler: async (request) => listApiTokens(db, adminOf(request).userId),
  });

  app.route({
    ...endpointRoute("POST /api/admin/tokens"),
    handler: async (request, reply) => {
      const admin = adminOf(request);
      const created = await createApiToken(db, admin.userId, request.body.name, now());
      await recordAudit(db, {
        ...by(admin),
        action: "token.create",
        targetId: created.id,
        details: { name: created.name },
      });
      return reply.status(201).send(created);
    },
  });

  app.route({
    ...endpointRoute("DELETE /api/admin/tokens/:id"),
    handler: async (request, reply) => {
      const admin = adminOf(request);
      const whose = can(admin.role, "manage-people") ? "any" : admin.userId;
      const name = await deleteApiToken(db, request.params.id, whose);
      if (name === null) throw notFound("Token");
      await recordAudit(db, {
        ...by(admin),
        action: "token.revoke",
        targetId: request.params.id,
        details: { name },
      });
      return reply.status(204).send(null);
    },
  });
};
