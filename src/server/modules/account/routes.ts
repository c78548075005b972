// Your account (issue 26): your name and password, signing out everywhere, your personal API
// tokens and your passkeys. Every role has one; the owner may also revoke anyone's token.

import { eq } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../../shared/contracts/admin.ts";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import {
  accountUpdate,
  apiToken,
  createdApiToken,
  passkey,
  passkeyIdParams,
  passkeyRegistration,
  passkeyRename,
  passwordChange,
  tokenInput,
  webAuthnOptions,
} from "../../../shared/contracts/people.ts";
import { can } from "../../../shared/roles.ts";
import { adminOf, requires } from "../../auth/access.ts";
import { setUserPassword } from "../../auth/accounts.ts";
import type { AdminAuthOptions } from "../../auth/admin-auth.ts";
import { createApiToken, deleteApiToken, listApiTokens } from "../../auth/api-tokens.ts";
import {
  deletePasskey,
  listPasskeys,
  PasskeyError,
  registerPasskey,
  registrationOptions,
  relyingParty,
  renamePasskey,
} from "../../auth/passkeys.ts";
import { checkPassword, sendTooManyAttempts } from "../../auth/password-check.ts";
import { passwordProblem, weakPassword } from "../../auth/password-strength.ts";
import { deleteSessionsOf } from "../../auth/sessions.ts";
import { users } from "../../db/schema.ts";
import { clientAddress } from "../../http/client-address.ts";
import { adminCookie } from "../../http/cookies.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { HttpError, notFound } from "../../plugins/errors.ts";

export const accountRoutes: FastifyPluginAsyncZod<AdminAuthOptions> = async (
  app,
  { db, config, now },
) => {
  const own = requires("own-account");
  const rp = relyingParty(config);

  app.patch(
    "/api/admin/account",
    { config: own, schema: { body: accountUpdate, response: { 200: signedInUser } } },
    async (request) => {
      const admin = adminOf(request);
      await db
        .update(users)
        .set({ displayName: request.body.displayName })
        .where(eq(users.id, admin.userId));
      return { username: admin.username, displayName: request.body.displayName, role: admin.role };
    },
  );

  app.post(
    "/api/admin/account/password",
    {
      config: own,
      schema: {
        body: passwordChange,
        response: { 204: z.null(), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const { currentPassword, newPassword } = request.body;
      const check = await checkPassword(
        db,
        { username: admin.username, password: currentPassword },
        clientAddress(request),
        now(),
      );
      if (check.outcome === "throttled") return sendTooManyAttempts(reply, check.waitSeconds);
      if (check.outcome === "wrong") {
        throw weakPassword("Your current password is not right", "currentPassword");
      }
      const problem = await passwordProblem(newPassword, [admin.username, admin.displayName]);
      if (problem) throw weakPassword(problem, "newPassword");
      // Your other sessions end: whoever knew the old password is signed out.
      await setUserPassword(db, admin.userId, newPassword, { keepSession: admin.sessionHash });
      await recordAudit(db, { ...by(admin), action: "account.password" });
      return reply.status(204).send(null);
    },
  );

  app.post(
    "/api/admin/account/sign-out-everywhere",
    { config: own, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      const admin = adminOf(request);
      await deleteSessionsOf(db, admin.userId);
      await recordAudit(db, { ...by(admin), action: "account.sign-out-everywhere" });
      const cookie = adminCookie(request, config);
      return reply.clearCookie(cookie.name, cookie.options).status(204).send(null);
    },
  );

  app.get(
    "/api/admin/tokens",
    { config: own, schema: { response: { 200: z.array(apiToken) } } },
    async (request) => listApiTokens(db, adminOf(request).userId),
  );

  app.post(
    "/api/admin/tokens",
    { config: own, schema: { body: tokenInput, response: { 201: createdApiToken } } },
    async (request, reply) => {
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
  );

  app.delete(
    "/api/admin/tokens/:id",
    { config: own, schema: { params: idParams, response: { 204: z.null(), 404: errorResponse } } },
    async (request, reply) => {
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
  );

  app.get(
    "/api/admin/passkeys",
    { config: own, schema: { response: { 200: z.array(passkey) } } },
    async (request) => listPasskeys(db, adminOf(request).userId),
  );

  app.post(
    "/api/admin/passkeys/options",
    { config: own, schema: { response: { 200: webAuthnOptions } } },
    async (request) => registrationOptions(db, rp, adminOf(request), now()),
  );

  app.post(
    "/api/admin/passkeys",
    {
      config: own,
      schema: { body: passkeyRegistration, response: { 201: passkey, 400: errorResponse } },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      try {
        const added = await registerPasskey(db, rp, admin.userId, request.body, now());
        await recordAudit(db, {
          ...by(admin),
          action: "passkey.add",
          details: { name: added.name },
        });
        return reply.status(201).send(added);
      } catch (error) {
        if (error instanceof PasskeyError) throw new HttpError(400, error.message);
        throw error;
      }
    },
  );

  app.patch(
    "/api/admin/passkeys/:id",
    {
      config: own,
      schema: {
        params: passkeyIdParams,
        body: passkeyRename,
        response: { 200: passkey, 404: errorResponse },
      },
    },
    async (request) => {
      const renamed = await renamePasskey(
        db,
        adminOf(request).userId,
        request.params.id,
        request.body.name,
      );
      if (!renamed) throw notFound("Passkey");
      return renamed;
    },
  );

  app.delete(
    "/api/admin/passkeys/:id",
    {
      config: own,
      schema: { params: passkeyIdParams, response: { 204: z.null(), 404: errorResponse } },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      const name = await deletePasskey(db, admin.userId, request.params.id);
      if (name === null) throw notFound("Passkey");
      await recordAudit(db, { ...by(admin), action: "passkey.remove", details: { name } });
      return reply.status(204).send(null);
    },
  );
};
