// Your passkeys: listed, added (after a recent sign-in, and only where a passkey can work),
// renamed and removed, from your own session, never with a token (access.ts). The owner may also
// remove anyone's, from the People tab.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { can } from "../../../shared/roles.ts";
import { adminOf } from "../../auth/access.ts";
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
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";

export const passkeyRoutes: FastifyPluginAsyncZod<AdminAuthOptions> = async (
  app,
  { db, config, now },
) => {
  const rp = relyingParty(config);

  app.route({
    ...endpointRoute("GET /api/admin/passkeys"),
    handler: async (request) => listPasskeys(db, adminOf(request).userId),
  });

  // The recent sign-in is checked here: the challenge it stores is what the passkey's
  // registration below must answer, within five minutes.
  app.route({
    ...endpointRoute("POST /api/admin/passkeys/options"),
    handler: async (request) => {
      // The browser would refuse with words that say nothing; the server can say why.
      const unavailable = passkeysUnavailable(config.SITE_URL);
      if (unavailable) throw new HttpError(409, unavailable);
      return registrationOptions(db, rp, adminOf(request), now());
    },
  });

  app.route({
    ...endpointRoute("POST /api/admin/passkeys"),
    handler: async (request, reply) => {
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
  });

  app.route({
    ...endpointRoute("PATCH /api/admin/passkeys/:id"),
    handler: async (request) => {
      const renamed = await renamePasskey(
        db,
        adminOf(request).userId,
        request.params.id,
        request.body.name,
      );
      if (!renamed) throw notFound("Passkey");
      return renamed;
    },
  });

  app.route({
    ...endpointRoute("DELETE /api/admin/passkeys/:id"),
    handler: async (request, reply) => {
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
  });
};
