// Your account (docs/product.md#activity-people-and-your-account): your name and password,
// signing out everywhere, confirming it is you, your personal API tokens and your passkeys. Every
// role has one. Credentials are managed by the person, signed in, never by a script's token
// (../access.ts); making one also wants a recent sign-in. The owner may also revoke anyone's token
// or passkey, from the People tab. None of it changes a public page.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { z } from "zod";
import { requires, requiresRecentSignIn, requiresSession } from "../access.ts";
import { signedInUser } from "../contracts/admin.ts";
import { errorResponse, idParams, noContent } from "../contracts/common.ts";
import {
  accountUpdate,
  apiToken,
  createdApiToken,
  credentialsEnded,
  identityConfirmation,
  passkey,
  type passkeyConfirmation,
  passkeyIdParams,
  passkeyRegistration,
  passkeyRename,
  passwordChange,
  type passwordConfirmation,
  tokenInput,
  webAuthnOptions,
} from "../contracts/people.ts";
import {
  browserType,
  declareArea,
  declareEndpoints,
  NOTHING,
  type WithWebAuthn,
} from "../endpoint.ts";
import { EXAMPLE_WEBAUTHN_RESPONSE } from "./sign-in.ts";

const own = requires("own-account");
const ownSession = requiresSession("own-account");
const ownRecent = requiresRecentSignIn("own-account");
/** The guard's answer to an API token or the Bearer password, or to a sign-in not recent enough. */
const sessionOnly = { 403: errorResponse };

export const accountArea = declareArea(
  "account",
  "Your own account: your name and password, signing out everywhere, your personal API tokens and your passkeys.",
);

export const accountEndpoints = declareEndpoints({
  "PATCH /api/admin/account": {
    access: ownSession,
    changes: NOTHING,
    schema: { body: accountUpdate, response: { 200: signedInUser, ...sessionOnly } },
    example: { displayName: "Owner of the site" },
  },
  // It always asks for the current password, which is the confirmation a recent sign-in would
  // otherwise stand in for.
  "POST /api/admin/account/password": {
    access: ownSession,
    changes: NOTHING,
    schema: {
      body: passwordChange,
      response: {
        200: credentialsEnded,
        400: errorResponse,
        403: errorResponse,
        429: errorResponse,
      },
    },
    example: {
      currentPassword: "not the current password",
      newPassword: "a fairly long and unusual passphrase",
    },
  },
  "POST /api/admin/account/sign-out-everywhere": {
    access: ownSession,
    changes: NOTHING,
    schema: { response: { 200: credentialsEnded, ...sessionOnly } },
  },
  // "Sudo mode": confirming it is you is a fresh sign-in, with your password or a passkey.
  "POST /api/admin/account/confirm": {
    access: ownSession,
    changes: NOTHING,
    schema: {
      body: identityConfirmation,
      response: { 204: noContent, 400: errorResponse, 403: errorResponse, 429: errorResponse },
    },
    browser: {
      body: browserType<
        | z.input<typeof passwordConfirmation>
        | WithWebAuthn<z.input<typeof passkeyConfirmation>, AuthenticationResponseJSON>
      >(),
    },
    example: { password: "not the current password" },
  },

  "GET /api/admin/tokens": {
    access: own,
    schema: { response: { 200: z.array(apiToken) } },
  },
  "POST /api/admin/tokens": {
    access: ownRecent,
    changes: NOTHING,
    schema: { body: tokenInput, response: { 201: createdApiToken, ...sessionOnly } },
    example: { name: "Hostile test" },
  },
  "DELETE /api/admin/tokens/:id": {
    access: own,
    changes: NOTHING,
    schema: { params: idParams, response: { 204: noContent, 404: errorResponse } },
  },

  "GET /api/admin/passkeys": {
    access: own,
    schema: { response: { 200: z.array(passkey) } },
  },
  // The recent sign-in is checked here: the challenge it stores is what the passkey's registration
  // must answer, within five minutes. WebAuthn's options and answers are the browser library's
  // types: the server's library builds and checks them, and the contracts only bound their shape.
  "POST /api/admin/passkeys/options": {
    access: ownRecent,
    changes: NOTHING,
    schema: { response: { 200: webAuthnOptions, 409: errorResponse, ...sessionOnly } },
    browser: { response: browserType<PublicKeyCredentialCreationOptionsJSON>() },
  },
  "POST /api/admin/passkeys": {
    access: ownSession,
    changes: NOTHING,
    schema: {
      body: passkeyRegistration,
      response: { 201: passkey, 400: errorResponse, ...sessionOnly },
    },
    browser: {
      body: browserType<
        WithWebAuthn<z.input<typeof passkeyRegistration>, RegistrationResponseJSON>
      >(),
    },
    example: { name: "Laptop", response: EXAMPLE_WEBAUTHN_RESPONSE },
  },
  "PATCH /api/admin/passkeys/:id": {
    access: ownSession,
    changes: NOTHING,
    schema: {
      params: passkeyIdParams,
      body: passkeyRename,
      response: { 200: passkey, 404: errorResponse, ...sessionOnly },
    },
    example: { name: "Renamed laptop" },
  },
  "DELETE /api/admin/passkeys/:id": {
    access: ownSession,
    changes: NOTHING,
    schema: {
      params: passkeyIdParams,
      response: { 204: noContent, 404: errorResponse, ...sessionOnly },
    },
  },
});
