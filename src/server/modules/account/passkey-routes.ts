// Your passkeys: listed, added (after a recent sign-in, and only where a passkey can work),
// renamed and removed, from your own session, never with a token (access.ts). The owner may also
// remove anyone's, from the People tab.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse } from "../../../shared/contracts/common.ts";
import {
  passkey,
  passkeyIdParams,
  passkeyRegistration,
  passkeyRename,
  webAuthnOptions,
} from "../../../shared/contracts/people.ts";
import { can } from "../../../shared/roles.ts";
import { adminOf, requires, requiresRecentSignIn, requiresSession } from "../../auth/access.ts";
import type { AdminAuthOptions } from "../../auth/admin-auth.ts";
import { passkeysUnavailable } from "../../auth/passkey-address.ts";
import {
  deletePasskey,
  listPasskeys,
  PasskeyError,
  registerPasskey,
  registrationOptions,
  relyingParty,
  renamePasskey,
} from "../../auth/passkeys.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";

export const passkeyRoutes: FastifyPluginAsyncZod<AdminAuthOptions> = async (
  app,
  { db, config, now },
) => {
  const own = requires("own-account");
  const ownSession = requiresSession("own-account");
  const ownRecent = requiresRecentSignIn("own-account");
  const rp = relyingParty(config);
  const sessionOnly = { 403: errorResponse };

  app.get(
    "/api/admin/passkeys",
    { config: own, schema: { response: { 200: z.array(passkey) } } },
    async (request) => listPasskeys(db, adminOf(request).userId),
  );

  app.post(
    "/api/admin/passkeys/options",
    // The recent sign-in is checked here: the challenge it stores is what the passkey's
    // registration below must answer, within five minutes.
    {
      config: ownRecent,
      schema: { response: { 200: webAuthnOptions, 409: errorResponse, ...sessionOnly } },
    },
    async (request) => {
      // The browser would refuse with words that say nothing; the server can say why.
      const unavailable = passkeysUnavailable(config.SITE_URL);
      if (unavailable) throw new HttpError(409, unavailable);
      return registrationOptions(db, rp, adminOf(request), now());
    },
  );

  app.post(
    "/api/admin/passkeys",
    {
      config: ownSession,
      schema: {
        body: passkeyRegistration,
        response: { 201: passkey, 400: errorResponse, ...sessionOnly },
      },
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
      config: ownSession,
      schema: {
        params: passkeyIdParams,
        body: passkeyRename,
        response: { 200: passkey, 404: errorResponse, ...sessionOnly },
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
      config: ownSession,
      schema: {
        params: passkeyIdParams,
        response: { 204: z.null(), 404: errorResponse, ...sessionOnly },
      },
    },
    async (request, reply) => {
      const admin = adminOf(request);
      // The owner may remove anyone's, as with tokens: from the People tab.
      const whose = can(admin.role, "manage-people") ? "any" : admin.userId;
      const removed = await deletePasskey(db, whose, request.params.id);
      if (removed === null) throw notFound("Passkey");
      await recordAudit(db, {
        ...by(admin),
        action: "passkey.remove",
        // Whose it was, when the owner removed someone else's.
        details: {
          name: removed.name,
          ...(removed.userId === admin.userId ? {} : { userId: removed.userId }),
        },
      });
      return reply.status(204).send(null);
    },
  );
};
