// People: the owner invites, lists, changes and removes accounts; an invited person
// opens their one-time link and chooses a password.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponse, idParams } from "../../../shared/contracts/common.ts";
import {
  acceptInviteBody,
  everyonesApiToken,
  everyonesPasskey,
  invitation,
  inviteDetails as inviteDetailsSchema,
  inviteInput,
  inviteTokenParams,
  person,
  personUpdate,
  reinvitation,
  reinviteInput,
} from "../../../shared/contracts/people.ts";
import { adminOf, PUBLIC, requires } from "../../auth/access.ts";
import type { AdminAuthOptions } from "../../auth/admin-auth.ts";
import { listEveryonesApiTokens } from "../../auth/api-tokens.ts";
import { listEveryonesPasskeys } from "../../auth/passkeys.ts";
import { passwordProblem, weakPassword } from "../../auth/password-strength.ts";
import { startSession } from "../../auth/start-session.ts";
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

const PEOPLE_PATH = "/api/admin/users";
const INVITES_PATH = "/api/admin/invites/:token";

export const peopleRoutes: FastifyPluginAsyncZod<AdminAuthOptions> = async (
  app,
  { db, config, now },
) => {
  const inviteUrl = (token: string) => new URL(invitePath(token), config.SITE_URL).href;
  const manage = requires("manage-people");
  const noPerson = () => notFound("Person");

  app.get(PEOPLE_PATH, { config: manage, schema: { response: { 200: z.array(person) } } }, () =>
    listPeople(db),
  );

  // Everyone's tokens, to see what scripts can act on the site and revoke any of them (the owner
  // revokes with DELETE /api/admin/tokens/:id, as for their own).
  app.get(
    `${PEOPLE_PATH}/tokens`,
    { config: manage, schema: { response: { 200: z.array(everyonesApiToken) } } },
    () => listEveryonesApiTokens(db),
  );

  // Everyone's passkeys, likewise: the owner removes one with DELETE /api/admin/passkeys/:id.
  app.get(
    `${PEOPLE_PATH}/passkeys`,
    { config: manage, schema: { response: { 200: z.array(everyonesPasskey) } } },
    () => listEveryonesPasskeys(db),
  );

  app.post(
    PEOPLE_PATH,
    {
      config: manage,
      schema: { body: inviteInput, response: { 201: invitation, 409: errorResponse } },
    },
    async (request, reply) => {
      const invited = await invitePerson(db, request.body, adminOf(request), now(), {
        urlOf: inviteUrl,
        canEmail: config.SMTP_URL !== undefined,
      });
      return reply.status(201).send(invited);
    },
  );

  app.post(
    `${PEOPLE_PATH}/:id/invite`,
    {
      config: manage,
      schema: {
        params: idParams,
        // Optional, so scripts written before it still make links (keeping passkeys).
        body: reinviteInput.optional(),
        response: { 201: reinvitation, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      const removePasskeys = request.body?.removePasskeys ?? false;
      const issued = await reinvitePerson(db, request.params.id, adminOf(request), now(), {
        removePasskeys,
      });
      if (!issued) throw noPerson();
      const { user, token, ended } = issued;
      return reply.status(201).send({ user, inviteUrl: inviteUrl(token), emailedTo: null, ended });
    },
  );

  app.patch(
    `${PEOPLE_PATH}/:id`,
    {
      config: manage,
      schema: {
        params: idParams,
        body: personUpdate,
        response: { 200: person, 404: errorResponse, 409: errorResponse },
      },
    },
    async (request) => {
      const changed = await updatePerson(db, request.params.id, request.body, adminOf(request));
      if (!changed) throw noPerson();
      return changed;
    },
  );

  app.delete(
    `${PEOPLE_PATH}/:id`,
    {
      config: manage,
      schema: {
        params: idParams,
        response: { 204: z.null(), 404: errorResponse, 409: errorResponse },
      },
    },
    async (request, reply) => {
      if (!(await deletePerson(db, request.params.id, adminOf(request)))) throw noPerson();
      return reply.status(204).send(null);
    },
  );

  const answerMissing = (state: "gone" | "unknown") =>
    state === "gone"
      ? new HttpError(410, INVITE_GONE)
      : new HttpError(404, "There is no such invitation. Check the link, or ask for a new one.");

  app.get(
    INVITES_PATH,
    {
      config: PUBLIC,
      schema: {
        params: inviteTokenParams,
        response: { 200: inviteDetailsSchema, 404: errorResponse, 410: errorResponse },
      },
    },
    async (request, reply) => {
      const found = await findInvite(db, request.params.token, now());
      if (found.state !== "valid") throw answerMissing(found.state);
      return reply.header("cache-control", "no-store").send(inviteDetailsOf(found.user));
    },
  );

  app.post(
    INVITES_PATH,
    {
      config: PUBLIC,
      schema: {
        params: inviteTokenParams,
        body: acceptInviteBody,
        response: { 204: z.null(), 400: errorResponse, 404: errorResponse, 410: errorResponse },
      },
    },
    async (request, reply) => {
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
  );
};
