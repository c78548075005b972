// People (docs/product.md#activity-people-and-your-account): the owner invites, lists, changes and
// removes accounts, and sees everyone's tokens and passkeys; an invited person opens their one-time
// link and chooses a password. None of it changes a public page.
import { z } from "zod";
import { PUBLIC, requires } from "../access.ts";
import { errorResponse, idParams, noContent } from "../contracts/common.ts";
import {
  acceptInviteBody,
  everyonesApiToken,
  everyonesPasskey,
  invitation,
  inviteDetails,
  inviteInput,
  inviteTokenParams,
  person,
  personUpdate,
  reinvitation,
  reinviteInput,
} from "../contracts/people.ts";
import { declareArea, declareEndpoints, NOTHING } from "../endpoint.ts";

const manage = requires("manage-people");

export const peopleArea = declareArea(
  "people",
  "People: the owner invites the editorial team, sets their roles and removes accounts; an invited person accepts with a password from a one-time link.",
);

export const peopleEndpoints = declareEndpoints({
  "GET /api/admin/users": {
    access: manage,
    schema: { response: { 200: z.array(person) } },
  },
  // Everyone's tokens, to see what scripts can act on the site and revoke any of them (the owner
  // revokes with DELETE /api/admin/tokens/:id, as for their own).
  "GET /api/admin/users/tokens": {
    access: manage,
    schema: { response: { 200: z.array(everyonesApiToken) } },
  },
  // Everyone's passkeys, likewise: the owner removes one with DELETE /api/admin/passkeys/:id.
  "GET /api/admin/users/passkeys": {
    access: manage,
    schema: { response: { 200: z.array(everyonesPasskey) } },
  },
  "POST /api/admin/users": {
    access: manage,
    changes: NOTHING,
    schema: { body: inviteInput, response: { 201: invitation, 409: errorResponse } },
    example: { username: "hostile.test", displayName: "Hostile Test", role: "editor" },
  },
  "POST /api/admin/users/:id/invite": {
    access: manage,
    changes: NOTHING,
    schema: {
      params: idParams,
      // Optional, so scripts written before it still make links (keeping passkeys).
      body: reinviteInput.optional(),
      response: { 201: reinvitation, 404: errorResponse, 409: errorResponse },
    },
    example: { removePasskeys: false },
  },
  "PATCH /api/admin/users/:id": {
    access: manage,
    changes: NOTHING,
    schema: {
      params: idParams,
      body: personUpdate,
      response: { 200: person, 404: errorResponse, 409: errorResponse },
    },
    example: { role: "contributor" },
  },
  "DELETE /api/admin/users/:id": {
    access: manage,
    changes: NOTHING,
    schema: {
      params: idParams,
      response: { 204: noContent, 404: errorResponse, 409: errorResponse },
    },
  },
  "GET /api/admin/invites/:token": {
    access: PUBLIC,
    schema: {
      params: inviteTokenParams,
      response: { 200: inviteDetails, 404: errorResponse, 410: errorResponse },
    },
  },
  "POST /api/admin/invites/:token": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      params: inviteTokenParams,
      body: acceptInviteBody,
      response: { 204: noContent, 400: errorResponse, 404: errorResponse, 410: errorResponse },
    },
    example: { password: "a fairly long and unusual passphrase" },
  },
});
