// The editorial team's accounts: people, invitations, your own account, personal API
// tokens and passkeys. One contract per request, used by the server and by the admin's forms.
import { z } from "zod";
import { ROLES } from "../roles.ts";
import { EMAIL_FORMAT_MESSAGE, singleLine, timestamp } from "./common.ts";

/** NIST SP 800-63B: at least 12 characters and no composition rules. */
export const MIN_PASSWORD_LENGTH = 12;
export const MAX_PASSWORD_LENGTH = 1024;

/** How long an invitation link works. */
export const INVITE_DAYS = 7;

/** The sign-in name: short, lower-case, no spaces, so it is easy to type and to read in the log. */
export const username = z
  .string({ error: "Username is required" })
  .trim()
  .toLowerCase()
  .min(3, "Username must be at least 3 characters")
  .max(32, "Username must be at most 32 characters")
  .regex(
    /^[a-z0-9][a-z0-9._-]*$/,
    "Use lower-case letters, digits, dots, hyphens or underscores, starting with a letter or digit",
  );

export const displayName = singleLine("Display name is required")
  .min(1, "Display name is required")
  .max(80, "Display name must be at most 80 characters");

export const newPassword = z
  .string({ error: "Password is required" })
  .min(MIN_PASSWORD_LENGTH, `Use at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`);

export const role = z.enum(ROLES, { error: "Role must be owner, editor or contributor" });

/** A person as the owner's People tab lists them. Never a password hash. */
export const person = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role,
  createdAt: timestamp,
  lastSignInAt: timestamp.nullable(),
  disabled: z.boolean(),
  /** Still waiting for the invited person to choose a password. */
  invited: z.boolean(),
});
export type Person = z.input<typeof person>;

/** Where to e-mail the link as well, when the site sends e-mail. Optional; "" means none. */
export const inviteEmail = singleLine()
  .max(254, "E-mail address must be at most 254 characters")
  .refine((value) => value === "" || z.regexes.email.test(value), EMAIL_FORMAT_MESSAGE)
  .optional()
  .transform((value) => (value === "" ? undefined : value));

export const inviteInput = z.object({ username, displayName, role, email: inviteEmail });
export type InviteInput = z.input<typeof inviteInput>;

/** The link is in this answer only: the owner passes it on; it is stored hashed. */
export const invitation = z.object({
  user: person,
  inviteUrl: z.string(),
  /** The address the link is being e-mailed to, or null when it is not (none given, or the site
   * has no SMTP_URL). */
  emailedTo: z.string().nullable(),
});
export type Invitation = z.input<typeof invitation>;

/**
 * A new invitation link resets the account: the person's sessions and API tokens end, and their
 * passkeys too when the owner asks (left alone, a passkey still signs them in).
 */
export const reinviteInput = z.object({ removePasskeys: z.boolean().default(false) });
export type ReinviteInput = z.input<typeof reinviteInput>;

/** The new link, and what it ended, for the owner to be told. */
export const reinvitation = invitation.extend({
  ended: z.object({
    sessions: z.number().int(),
    tokens: z.number().int(),
    passkeys: z.number().int(),
  }),
});
export type Reinvitation = z.input<typeof reinvitation>;

export const personUpdate = z
  .object({
    role: role.optional(),
    disabled: z.boolean().optional(),
    displayName: displayName.optional(),
  })
  .refine((update) => Object.keys(update).length > 0, "Send a role, disabled or displayName");
export type PersonUpdate = z.input<typeof personUpdate>;

/** What an invitation link shows before the password is chosen. */
export const inviteDetails = z.object({ username: z.string(), displayName: z.string(), role });
export type InviteDetails = z.input<typeof inviteDetails>;

export const acceptInviteBody = z.object({ password: newPassword });

export const inviteTokenParams = z.object({ token: z.string().min(1).max(200) });

export const accountUpdate = z.object({ displayName });

export const passwordChange = z.object({
  currentPassword: z
    .string({ error: "Current password is required" })
    .min(1, "Current password is required")
    .max(MAX_PASSWORD_LENGTH),
  newPassword,
});

export const tokenName = singleLine("Token name is required")
  .min(1, "Token name is required")
  .max(60, "Token name must be at most 60 characters");

export const tokenInput = z.object({ name: tokenName });

export const apiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
});
export type ApiToken = z.input<typeof apiToken>;

/** Whose a token or passkey is, in the owner's lists of everyone's. */
const belongsTo = z.object({ username: z.string(), displayName: z.string() });

/** A token in the owner's list of everyone's, with whose it is. */
export const everyonesApiToken = apiToken.extend({ owner: belongsTo });
export type EveryonesApiToken = z.input<typeof everyonesApiToken>;

/** The secret is in this answer only; it is stored hashed. */
export const createdApiToken = z.object({
  id: z.number().int(),
  name: z.string(),
  token: z.string(),
});
export type CreatedApiToken = z.input<typeof createdApiToken>;

export const passkeyName = singleLine("Passkey name is required")
  .min(1, "Passkey name is required")
  .max(60, "Passkey name must be at most 60 characters");

export const passkey = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: timestamp,
  lastUsedAt: timestamp.nullable(),
});
export type Passkey = z.input<typeof passkey>;

/** A passkey in the owner's list of everyone's, with whose it is. */
export const everyonesPasskey = passkey.extend({ owner: belongsTo });
export type EveryonesPasskey = z.input<typeof everyonesPasskey>;

export const passkeyIdParams = z.object({ id: z.string().min(1).max(1024) });

/** A credential id as browsers send it, in base64url: the sign-in looks the passkey up by it. */
const credentialId = (name: string) =>
  z
    .string()
    .min(1)
    .max(1024)
    .regex(/^[\w-]+$/, `${name} must be a credential id in base64url`);

/**
 * What a browser's WebAuthn call answers, as @simplewebauthn/browser encodes it. Its inner fields
 * are checked by the verifier; this only bounds the shape.
 */
export const webAuthnResponse = z.looseObject({
  id: credentialId("id"),
  rawId: credentialId("rawId"),
  type: z.literal("public-key"),
  response: z.looseObject({ clientDataJSON: z.string().max(4096) }),
});

export const passkeyRegistration = z.object({ name: passkeyName, response: webAuthnResponse });
export const passkeySignIn = z.object({ response: webAuthnResponse });
export const passkeyRename = z.object({ name: passkeyName });

/** WebAuthn options as the browser library takes them; built by the server's library. */
export const webAuthnOptions = z.looseObject({ challenge: z.string() });

/**
 * Adding a passkey or making a token asks for the password (or a passkey) again once the session's
 * sign-in is older than this, as GitHub's "sudo mode" does. Ten minutes, not GitHub's two hours:
 * a session lasts up to 12 hours, often on a shared office computer, and these are rare acts, so
 * asking again costs a few seconds now and then, while a session left open or a stolen cookie
 * cannot quietly plant a credential that outlives it. Ten minutes still covers signing in and
 * then adding a passkey and making a token in one sitting.
 */
export const CONFIRM_IDENTITY_AFTER_MS = 10 * 60 * 1000;

/** The `details` of a 403 that asks the person to confirm it is them, then try again. */
export const CONFIRM_IDENTITY = "confirm-identity";

export const passwordConfirmation = z.object({
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(MAX_PASSWORD_LENGTH, `Use at most ${MAX_PASSWORD_LENGTH} characters`),
});
export const passkeyConfirmation = z.object({ response: webAuthnResponse });
/** Confirming it is you: your password, or a passkey of yours. */
export const identityConfirmation = z.union([passwordConfirmation, passkeyConfirmation]);

/** What signing out everywhere or a new password ended, and what it left working. */
export const credentialsEnded = z.object({
  /** Sessions ended: every one for signing out everywhere, the others for a new password. */
  sessionsEnded: z.number().int(),
  /** Personal API tokens, which neither ends. */
  tokensKept: z.number().int(),
});
export type CredentialsEnded = z.input<typeof credentialsEnded>;
