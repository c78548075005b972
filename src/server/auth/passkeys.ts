// Passkeys (WebAuthn) with @simplewebauthn/server. The relying party is SITE_URL's host
// name, and only SITE_URL's origin may answer. Each ceremony's challenge is stored and can be used
// once within five minutes, by whichever instance the browser's answer reaches.
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from "@simplewebauthn/server";
import { and, asc, eq, isNull, lt } from "drizzle-orm";
import type { Config } from "../config.ts";
import type { Db } from "../db/connection.ts";
import { passkeys, users, webauthnChallenges } from "../db/schema.ts";
import type { UserRow } from "./accounts.ts";
import type { AdminIdentity } from "./identity.ts";

const CHALLENGE_TTL_MS = 5 * 60 * 1000;

export interface RelyingParty {
  id: string;
  name: string;
  origin: string;
}

export function relyingParty(config: Pick<Config, "SITE_URL">): RelyingParty {
  const url = new URL(config.SITE_URL);
  return { id: url.hostname, name: "Real Access", origin: url.origin };
}

export class PasskeyError extends Error {}

/** The options as the routes' contract sees them: JSON for the browser's WebAuthn call. */
type OptionsJson = { challenge: string } & Record<string, unknown>;

async function storeChallenge(db: Db, challenge: string, userId: number | null, now: Date) {
  await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  await db.insert(webauthnChallenges).values({
    challenge,
    userId,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
}

/** The check handed to the verifier: the challenge is ours, unexpired, for this ceremony; and spent. */
const consumeChallenge =
  (db: Db, userId: number | null, now: Date) => async (challenge: string) => {
    const [row] = await db
      .delete(webauthnChallenges)
      .where(
        and(
          eq(webauthnChallenges.challenge, challenge),
          userId === null
            ? isNull(webauthnChallenges.userId)
            : eq(webauthnChallenges.userId, userId),
        ),
      )
      .returning({ expiresAt: webauthnChallenges.expiresAt });
    return row !== undefined && row.expiresAt > now;
  };

/** What a passkey's list shows of it: never its public key. */
const SHOWN = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};

export function listPasskeys(db: Db, userId: number) {
  return db
    .select(SHOWN)
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt));
}

export async function registrationOptions(
  db: Db,
  rp: RelyingParty,
  person: AdminIdentity,
  now: Date,
) {
  const existing = await db
    .select({ id: passkeys.id, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, person.userId));
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: person.username,
    userDisplayName: person.displayName,
    userID: new TextEncoder().encode(`real-access-user-${person.userId}`),
    attestationType: "none",
    // A passkey that names its person, so signing in needs no username.
    authenticatorSelection: { residentKey: "required", userVerification: "preferred" },
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
  });
  await storeChallenge(db, options.challenge, person.userId, now);
  return options as unknown as OptionsJson;
}

export async function registerPasskey(
  db: Db,
  rp: RelyingParty,
  userId: number,
  input: { name: string; response: unknown },
  now: Date,
) {
  const verification = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    expectedChallenge: consumeChallenge(db, userId, now),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch((error: Error) => {
    throw new PasskeyError(`The passkey could not be added: ${error.message}`);
  });
  if (!verification.verified) throw new PasskeyError("The passkey could not be verified.");
  const { credential } = verification.registrationInfo;
  const [row] = await db
    .insert(passkeys)
    .values({
      id: credential.id,
      userId,
      name: input.name,
      publicKey: Buffer.from(credential.publicKey).toString("base64url"),
      counter: credential.counter,
      transports: credential.transports ?? [],
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning(SHOWN);
  if (!row) throw new PasskeyError("That passkey is already registered.");
  return row;
}

export async function authenticationOptions(db: Db, rp: RelyingParty, now: Date) {
  // No list of credentials: the browser offers the passkeys it holds for this site.
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: "preferred",
  });
  await storeChallenge(db, options.challenge, null, now);
  return options as unknown as OptionsJson;
}

/** The account a passkey signs in, when it verifies and the account is enabled. */
export async function signInWithPasskey(
  db: Db,
  rp: RelyingParty,
  response: unknown,
  now: Date,
): Promise<UserRow | null> {
  const answer = response as AuthenticationResponseJSON;
  const [found] = await db
    .select({ passkey: passkeys, user: users })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, answer.id));
  if (!found || found.user.disabled) return null;
  const { passkey, user } = found;
  const verification = await verifyAuthenticationResponse({
    response: answer,
    expectedChallenge: consumeChallenge(db, null, now),
    expectedOrigin: rp.origin,
    expectedRPID: rp.id,
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
      counter: passkey.counter,
      transports: passkey.transports,
    },
    requireUserVerification: false,
  }).catch(() => null);
  if (!verification?.verified) return null;
  await db
    .update(passkeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: now })
    .where(eq(passkeys.id, passkey.id));
  return user;
}

export async function renamePasskey(db: Db, userId: number, id: string, name: string) {
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
    .returning(SHOWN);
  return row ?? null;
}

/** Everyone's passkeys with whose each is, for the owner's People tab (never a public key). */
export function listEveryonesPasskeys(db: Db) {
  return db
    .select({
      ...SHOWN,
      owner: { username: users.username, displayName: users.displayName },
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .orderBy(asc(users.username), asc(passkeys.createdAt));
}

/**
 * Deletes the passkey when it is `userId`'s (or anyone's, for the owner): its name and whose it
 * was, or null.
 */
export async function deletePasskey(db: Db, userId: number | "any", id: string) {
  const [row] = await db
    .delete(passkeys)
    .where(
      userId === "any"
        ? eq(passkeys.id, id)
        : and(eq(passkeys.id, id), eq(passkeys.userId, userId)),
    )
    .returning({ name: passkeys.name, userId: passkeys.userId });
  return row ?? null;
}
