// People: the owner invites, lists, changes and removes accounts; an invited person
// opens their one-time link and chooses a password.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adminOf } from "../../auth/access.ts";
import type { AdminAuthOptions } from "../../auth/admin-auth.ts";
import { listEveryonesApiTokens } from "../../auth/api-tokens.ts";
import { listEveryonesPasskeys } from "../../auth/passkeys.ts";
import { passwordProblem, weakPassword } from "../../auth/password-strength.ts";
import { startSession } from "../../auth/start-session.ts";
import { endpointRoute } from "../../http/endpoint-route.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import {
  acceptInvite,
  deletePerson,
  findInvite,
  INVITE_GONE,
  inviteDetailsOf,
  invitePath,
  invitePerson,
  listPeople,
  reinvitePerson,
  updatePerson,
} from "./service.ts";

export const peopleRoutes: FastifyPluginAsyncZod<AdminAuthOptions> = async (
  app,
  { db, config, now },
) => {
  const inviteUrl = (token: string) => new URL(invitePath(token), config.SITE_URL).href;
  const noPerson = () => notFound("Person");

  app.route({ ...endpointRoute("GET /api/admin/users"), handler: () => listPeople(db) });

  app.route({
    ...endpointRoute("GET /api/admin/users/tokens"),
    handler: () => listEveryonesApiTokens(db),
  });

  app.route({
    ...endpointRoute("GET /api/admin/users/passkeys"),
    handler: () => listEveryonesPasskeys(db),
  });

  app.route({
    ...endpointRoute("POST /api/admin/users"),
    handler: async (request, reply) => {
      const invited = await invitePerson(db, request.body, adminOf(request), now(), {
        urlOf: inviteUrl,
        canEmail: config.SMTP_URL !== undefined,
      });
      return reply.status(201).send(invited);
    },
  });

  app.route({
    ...endpointRoute("POST /api/admin/users/:id/invite"),
    handler: async (request, reply) => {
      const removePasskeys = request.body?.removePasskeys ?? false;
      const issued = await reinvitePerson(db, request.params.id, adminOf(request), now(), {
        removePasskeys,
      });
      if (!issued) throw noPerson();
      const { user, token, ended } = issued;
      return reply.status(201).send({ user, inviteUrl: inviteUrl(token), emailedTo: null, ended });
    },
  });

  app.route({
    ...endpointRoute("PATCH /api/admin/users/:id"),
    handler: async (request) => {
      const changed = await updatePerson(db, request.params.id, request.body, adminOf(request));
      if (!changed) throw noPerson();
      return changed;
    },
  });

  app.route({
    ...endpointRoute("DELETE /api/admin/users/:id"),
    handler: async (request, reply) => {
      if (!(await deletePerson(db, request.params.id, adminOf(request)))) throw noPerson();
      return reply.status(204).send(null);
    },
  });

  const answerMissing = (state: "gone" | "unknown") =>
    state === "gone"
      ? new HttpError(410, INVITE_GONE)
      : new HttpError(404, "There is no such invitation. Check the link, or ask for a new one.");

  app.route({
    ...endpointRoute("GET /api/admin/invites/:token"),
    handler: async (request, reply) => {
      const found = await findInvite(db, request.params.token, now());
      if (found.state !== "valid") throw answerMissing(found.state);
      return reply.header("cache-control", "no-store").send(inviteDetailsOf(found.user));
    },
  });

  app.route({
    ...endpointRoute("POST /api/admin/invites/:token"),
    handler: async (request, reply) => {
      const { token } = request.params;
      const { password } = request.body;
      const found = await findInvite(db, token, now());
      if (found.state !== "valid") throw answerMissing(found.state);
      const { user } = found;
      const problem = await passwordProblem(password, [user.username, user.displayName]);
      if (problem) throw weakPassword(problem);
      if (!(await acceptInvite(db, token, user, password, now()))) throw answerMissing("gone");
      return startSession({ db, config, now: now() }, request, reply, user, "invitation");
    },
  });
};
