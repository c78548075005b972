// The editorial team's accounts: reading them, and the owner account that carries the
// site's original single password forward.
import { and, eq, isNotNull } from "drizzle-orm";
import type { Role } from "../../shared/roles.ts";
import type { Db, Executor } from "../db/connection.ts";
import { users } from "../db/schema.ts";
import { generatePassword, hashPassword, type ScryptCost, verifyPassword } from "./password.ts";
import { deleteSessionsOf } from "./sessions.ts";

/**
 * The account that `ADMIN_PASSWORD`, `npm run admin:password`, a `{ password }`-only sign-in and
 * the Bearer password all mean: the site's owner from before there were named accounts.
 */
export const OWNER_USERNAME = "owner";

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Executor, username: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.username, username));
  return row ?? null;
}

export async function findUser(db: Executor, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row ?? null;
}

/** Enabled accounts with this role that have a password: "is there still an owner?" */
export async function countActive(db: Executor, role: Role): Promise<number> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, role), eq(users.disabled, false), isNotNull(users.passwordHash)));
  return rows.length;
}

/**
 * Stores a person's new password. Every other session of theirs ends in the same transaction
 * (all of them when `keepSession` is not given): whoever knew the old one must not stay signed in.
 * Answers how many sessions ended.
 */
export async function setUserPassword(
  db: Db,
  userId: number,
  password: string,
  { cost, keepSession }: { cost?: ScryptCost; keepSession?: string } = {},
): Promise<number> {
  const hash = await hashPassword(password, cost);
  return db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash: hash }).where(eq(users.id, userId));
    return deleteSessionsOf(tx, userId, keepSession);
  });
}

/** The `owner` account, made (as an owner) if it is not there. */
async function ownerAccount(db: Db): Promise<UserRow> {
  await db
    .insert(users)
    .values({ username: OWNER_USERNAME, displayName: "Owner", role: "owner" })
    .onConflictDoNothing();
  const row = await findUserByUsername(db, OWNER_USERNAME);
  if (!row) throw new Error("the owner account vanished as it was made");
  return row;
}

/** Sets the `owner` account's password (ADMIN_PASSWORD, `npm run admin:password`, tests). */
export async function setOwnerPassword(db: Db, password: string, cost?: ScryptCost) {
  const owner = await ownerAccount(db);
  await setUserPassword(db, owner.id, password, { cost });
}

/**
 * At start: ADMIN_PASSWORD (re)sets the owner account's password. With none configured and no
 * owner able to sign in, one is generated and returned so the caller can print it once.
 */
export async function ensureOwnerPassword(
  db: Db,
  configured: string | undefined,
): Promise<{ generated: string | null }> {
  if (configured) {
    const owner = await findUserByUsername(db, OWNER_USERNAME);
    if (!owner?.passwordHash || !(await verifyPassword(configured, owner.passwordHash))) {
      await setOwnerPassword(db, configured);
    }
    return { generated: null };
  }
  if ((await countActive(db, "owner")) > 0) return { generated: null };
  const generated = generatePassword();
  await setOwnerPassword(db, generated);
  return { generated };
}
