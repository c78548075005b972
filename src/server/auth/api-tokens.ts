// Personal API tokens for scripts. The secret is `ra_` and 43 base64url characters
// (256 random bits): the prefix lets secret scanners recognise a leaked one. Only its SHA-256 is
// stored, so a leaked database row cannot be used; the secret is shown once, when made. A token
// acts with its owner's current role and stops when it is deleted or its owner is disabled.
import { randomBytes } from "node:crypto";
import { and, asc, desc, eq } from "drizzle-orm";
import type { Db } from "../db/connection.ts";
import { apiTokens, users } from "../db/schema.ts";
import { sha256Hex } from "../db/sha256.ts";
import { type AdminIdentity, accountColumns, identityOf } from "./identity.ts";

export const TOKEN_PREFIX = "ra_";
// Refresh last-used at most once a minute, not on every call.
const TOUCH_INTERVAL_MS = 60 * 1000;

export const isApiToken = (bearer: string) => bearer.startsWith(TOKEN_PREFIX);

export async function createApiToken(db: Db, userId: number, name: string, now: Date) {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString("base64url")}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name, tokenHash: sha256Hex(token), createdAt: now })
    .returning({ id: apiTokens.id, name: apiTokens.name });
  if (!row) throw new Error("the token was not stored");
  return { ...row, token };
}

const listed = {
  id: apiTokens.id,
  name: apiTokens.name,
  createdAt: apiTokens.createdAt,
  lastUsedAt: apiTokens.lastUsedAt,
};
const newestFirst = [desc(apiTokens.createdAt), desc(apiTokens.id)] as const;

export function listApiTokens(db: Db, userId: number) {
  return db
    .select(listed)
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(...newestFirst);
}

/** How many tokens a person has: what signing out everywhere leaves working. */
export async function countApiTokens(db: Db, userId: number): Promise<number> {
  const rows = await db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId));
  return rows.length;
}

/** Everyone's tokens with whose each is, for the owner's People tab (never a secret or hash). */
export function listEveryonesApiTokens(db: Db) {
  return db
    .select({ ...listed, owner: { username: users.username, displayName: users.displayName } })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .orderBy(asc(users.username), ...newestFirst);
}

/** Deletes the token when it is `userId`'s (or anyone's, for the owner); its name, or null. */
export async function deleteApiToken(
  db: Db,
  id: number,
  userId: number | "any",
): Promise<string | null> {
  const [row] = await db
    .delete(apiTokens)
    .where(
      userId === "any"
        ? eq(apiTokens.id, id)
        : and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)),
    )
    .returning({ name: apiTokens.name });
  return row?.name ?? null;
}

/** Who a Bearer token belongs to, when it is a live token of an enabled account. */
export async function identifyApiToken(
  db: Db,
  token: string,
  now: Date,
): Promise<AdminIdentity | null> {
  const tokenHash = sha256Hex(token);
  const [row] = await db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      lastUsedAt: apiTokens.lastUsedAt,
      user: accountColumns,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, tokenHash));
  if (!row || row.user.disabled) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOUCH_INTERVAL_MS) {
    await db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.id, row.id));
  }
  return identityOf(row.user, "token", { tokenName: row.name });
}
