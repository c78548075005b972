// Signing in and out (docs/product.md#signing-in): a username and password, or a passkey; signing
// out; and who is signed in. All public: they are how a person becomes signed in. A sign-in
// changes no public page.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import type { z } from "zod";
import { PUBLIC } from "../access.ts";
import { loginBody, sessionStatus } from "../contracts/admin.ts";
import { errorResponse, noContent } from "../contracts/common.ts";
import { passkeySignIn, webAuthnOptions } from "../contracts/people.ts";
import {
  browserType,
  declareArea,
  declareEndpoints,
  NOTHING,
  type WithWebAuthn,
} from "../endpoint.ts";

/** A passkey's answer as the server's test battery sends it: its shape, not a real signature. */
export const EXAMPLE_WEBAUTHN_RESPONSE = {
  id: "abc",
  rawId: "abc",
  type: "public-key",
  response: { clientDataJSON: "e30" },
};

export const signInArea = declareArea(
  "sign-in",
  "Signing in and out, with a password or a passkey, and asking who is signed in.",
);

export const signInEndpoints = declareEndpoints({
  "POST /api/admin/login": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      body: loginBody,
      response: {
        204: noContent,
        401: errorResponse,
        403: errorResponse,
        429: errorResponse,
      },
    },
    example: { username: "owner", password: "not the admin password" },
  },
  // WebAuthn's options and answers are the browser library's types: the server's library builds
  // and checks them, and the contracts (webAuthnOptions, webAuthnResponse) only bound their shape.
  "POST /api/admin/passkey-login/options": {
    access: PUBLIC,
    changes: NOTHING,
    schema: { response: { 200: webAuthnOptions, 403: errorResponse, 429: errorResponse } },
    browser: { response: browserType<PublicKeyCredentialRequestOptionsJSON>() },
  },
  "POST /api/admin/passkey-login": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      body: passkeySignIn,
      response: {
        204: noContent,
        401: errorResponse,
        403: errorResponse,
        429: errorResponse,
      },
    },
    browser: {
      body: browserType<WithWebAuthn<z.input<typeof passkeySignIn>, AuthenticationResponseJSON>>(),
    },
    example: { response: EXAMPLE_WEBAUTHN_RESPONSE },
  },
  "POST /api/admin/logout": {
    access: PUBLIC,
    changes: NOTHING,
    schema: { response: { 204: noContent, 403: errorResponse, 429: errorResponse } },
  },
  // Public: it answers whether the caller is signed in, and as whom.
  "GET /api/admin/session": {
    access: PUBLIC,
    schema: { response: { 200: sessionStatus } },
  },
});
