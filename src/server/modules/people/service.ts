// The owner's People tab: inviting, listing, changing and removing accounts, and the
// one-time invitation links. The last enabled owner can be neither demoted, disabled nor deleted.
import { randomBytes } from "node:crypto";
import { and, asc, eq, gt, isNull, sql } from "drizzle-orm";
import {
  INVITE_DAYS,
  type InviteInput,
  type PersonUpdate,
} from "../../../shared/contracts/people.ts";
import { countActive, findUser, setUserPassword, type UserRow } from "../../auth/accounts.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import { deleteSessionsOf } from "../../auth/sessions.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { lockId } from "../../db/locks.ts";
import { apiTokens, passkeys, userInvites, users } from "../../db/schema.ts";
import { sha256Hex } from "../../db/sha256.ts";
import { HttpError } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { queueNotification } from "../notifications/outbox.ts";
import { notificationQueued } from "../notifications/signal.ts";

const INVITE_TTL_MS = INVITE_DAYS * 24 * 60 * 60 * 1000;

export const invitePath = (token: string) => `/admin/invite/${token}`;

export const INVITE_GONE =
  "This invitation has been used or has expired. Ask the site's owner for a new one.";

/** A person as the People tab shows them: never the hash, only whether one is set. */
export const personOf = (user: UserRow) => ({
  id: user.id,
  username: user.username,
  displayName: user.displayName,
  role: user.role,
  createdAt: user.createdAt,
  lastSignInAt: user.lastSignInAt,
  disabled: user.disabled,
  invited: user.passwordHash === null,
});

export async function listPeople(db: Db) {
  const rows = await db.select().from(users).orderBy(asc(users.username));
  return rows.map(personOf);
}

/** A fresh link for `userId`: any earlier link of theirs stops working. */
async function issueInvite(tx: Executor, userId: number, now: Date) {
  await tx.delete(userInvites).where(eq(userInvites.userId, userId));
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  await tx.insert(userInvites).values({
    tokenHash: sha256Hex(token),
    userId,
    createdAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** How invitation links are made, and whether they may be e-mailed (SMTP_URL is set). */
export interface InviteLinks {
  urlOf: (token: string) => string;
  canEmail: boolean;
}

/**
 * Makes the account and its link. With an address and e-mail set up, the link is e-mailed too,
 * queued in the same transaction; the address is kept only in that e-mail's outbox row.
 */
export async function invitePerson(
  db: Db,
  input: InviteInput & { email?: string | undefined },
  admin: AdminIdentity,
  now: Date,
  links: InviteLinks,
) {
  const emailTo = links.canEmail ? (input.email ?? null) : null;
  const invited = await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username: input.username, displayName: input.displayName, role: input.role })
      .onConflictDoNothing()
      .returning();
    if (!user) throw new HttpError(409, `The username ${input.username} is already taken`);
    const { token, expiresAt } = await issueInvite(tx, user.id, now);
    const inviteUrl = links.urlOf(token);
    if (emailTo) {
      await queueNotification(tx, {
        kind: "invitation",
        payload: {
          email: emailTo,
          username: user.username,
          displayName: user.displayName,
          role: user.role,
          invitedBy: admin.displayName,
          inviteUrl,
          expiresAt: expiresAt.toISOString(),
        },
      });
    }
    await recordAudit(tx, {
      ...by(admin),
      action: "person.invite",
      targetId: user.username,
      details: { role: user.role, emailed: emailTo !== null },
    });
    return { user: personOf(user), inviteUrl, emailedTo: emailTo };
  });
  if (emailTo) notificationQueued(db);
  return invited;
}

/**
 * A new link for someone who lost theirs or their password, or whose account may be in someone
 * else's hands: their password, sessions and API tokens stop working, and their passkeys too when
 * asked. The only owner who can sign in cannot be reset, or no owner could sign in at all.
 */
export async function reinvitePerson(
  db: Db,
  id: number,
  admin: AdminIdentity,
  now: Date,
  { removePasskeys }: { removePasskeys: boolean },
) {
  return db.transaction(async (tx) => {
    await lockPeople(tx);
    const found = await findUser(tx, id);
    if (!found) return null;
    const canSignIn = !found.disabled && found.passwordHash !== null;
    if (found.role === "owner" && canSignIn && (await countActive(tx, "owner")) <= 1) {
      throw new HttpError(
        409,
        `${found.displayName} is the site's only owner who can sign in: a new invitation link ` +
          "would leave no owner able to sign in. Make someone else an owner first, or change " +
          "the password under Your account.",
      );
    }
    const [user] = await tx
      .update(users)
      .set({ passwordHash: null })
      .where(eq(users.id, id))
      .returning();
    if (!user) return null;
    const sessions = await deleteSessionsOf(tx, user.id);
    const tokens = await tx
      .delete(apiTokens)
      .where(eq(apiTokens.userId, user.id))
      .returning({ id: apiTokens.id });
    const keys = removePasskeys
      ? await tx.delete(passkeys).where(eq(passkeys.userId, user.id)).returning({ id: passkeys.id })
      : [];
    const { token } = await issueInvite(tx, user.id, now);
    const ended = { sessions, tokens: tokens.length, passkeys: keys.length };
    await recordAudit(tx, {
      ...by(admin),
      action: "person.reinvite",
      targetId: user.username,
      details: { ended },
    });
    return { user: personOf(user), token, ended };
  });
}

/** Refuses a change that would leave the site without an enabled owner. */
async function keepAnOwner(tx: Executor, user: UserRow, update: PersonUpdate) {
  const stopsBeingOwner =
    user.role === "owner" &&
    !user.disabled &&
    ((update.role !== undefined && update.role !== "owner") || update.disabled === true);
  if (stopsBeingOwner && (await countActive(tx, "owner")) <= 1) {
    throw new HttpError(409, "The site needs at least one owner: make someone else an owner first");
  }
}

/** Serialises changes to accounts, so two owners demoting each other cannot both succeed. */
const lockPeople = (tx: Executor) =>
  tx.execute(sql`select pg_advisory_xact_lock(${lockId("people")})`);

export async function updatePerson(db: Db, id: number, update: PersonUpdate, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    await lockPeople(tx);
    const user = await findUser(tx, id);
    if (!user) return null;
    await keepAnOwner(tx, user, update);
    const [changed] = await tx.update(users).set(update).where(eq(users.id, id)).returning();
    if (!changed) return null;
    // A disabled person is signed out at once; their tokens are refused while disabled.
    if (update.disabled === true) await deleteSessionsOf(tx, id);
    const action =
      update.disabled === true
        ? "person.disable"
        : update.disabled === false
          ? "person.enable"
          : "person.update";
    await recordAudit(tx, {
      ...by(admin),
      action,
      targetId: changed.username,
      details: { ...update },
    });
    return personOf(changed);
  });
}

export async function deletePerson(db: Db, id: number, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    await lockPeople(tx);
    const user = await findUser(tx, id);
    if (!user) return false;
    await keepAnOwner(tx, user, { disabled: true });
    // Sessions, tokens, passkeys and invitations go with the account (ON DELETE CASCADE).
    await tx.delete(users).where(eq(users.id, id));
    await recordAudit(tx, { ...by(admin), action: "person.delete", targetId: user.username });
    return true;
  });
}

type InviteLookup = { state: "valid"; user: UserRow } | { state: "gone" } | { state: "unknown" };

/** The invited account behind a link, or why the link no longer works. */
export async function findInvite(db: Db, token: string, now: Date): Promise<InviteLookup> {
  const [row] = await db
    .select({ invite: userInvites, user: users })
    .from(userInvites)
    .innerJoin(users, eq(users.id, userInvites.userId))
    .where(eq(userInvites.tokenHash, sha256Hex(token)));
  if (!row) return { state: "unknown" };
  if (row.invite.usedAt || row.invite.expiresAt <= now || row.user.disabled) {
    return { state: "gone" };
  }
  return { state: "valid", user: row.user };
}

/** What the invitation page shows before the password is chosen. */
export const inviteDetailsOf = ({ username, displayName, role }: UserRow) => ({
  username,
  displayName,
  role,
});

/**
 * Spends the link and sets the invited person's password; false when the link was spent or ran
 * out since it was found. The spend is one statement, so two tabs cannot both use it.
 */
export async function acceptInvite(
  db: Db,
  token: string,
  user: UserRow,
  password: string,
  now: Date,
): Promise<boolean> {
  const [spent] = await db
    .update(userInvites)
    .set({ usedAt: now })
    .where(
      and(
        eq(userInvites.tokenHash, sha256Hex(token)),
        isNull(userInvites.usedAt),
        gt(userInvites.expiresAt, now),
      ),
    )
    .returning();
  if (!spent) return false;
  await setUserPassword(db, user.id, password);
  return true;
}
