// The notification outbox: writing rows, claiming them for sending, and recording how
// each attempt went. Every claim and every outcome is one atomic statement, so any number of
// workers, in one process or many instances, can share the table; see worker.ts for what that
// guarantees and where a crash could still send an e-mail twice.
import { randomUUID } from "node:crypto";
import { and, asc, count, eq, inArray, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Db, Executor } from "../../db/connection.ts";
import { notificationOutbox } from "../../db/schema.ts";
import type { Notification, NotificationKind } from "./payloads.ts";

export type OutboxRow = typeof notificationOutbox.$inferSelect;

/** How long a claim holds a row: well beyond one send's deadline (mailer.ts). A worker that dies
 * mid-send leaves its row claimed this long, then another worker takes it. */
export const LEASE_MS = 5 * 60_000;

/** Attempts before a row is given up on (about four hours of retries), and the waits between
 * them: 1 minute, doubling each time, never more than an hour. */
export const RETRY = { maxAttempts: 10, firstDelayMs: 60_000, maxDelayMs: 60 * 60_000 } as const;

export function retryDelayMs(attemptsMade: number): number {
  return Math.min(RETRY.firstDelayMs * 2 ** Math.max(attemptsMade - 1, 0), RETRY.maxDelayMs);
}

/** Writes a row; pass the transaction that stores what it announces, so both land or neither. */
export async function queueNotification(
  tx: Executor,
  notification: Exclude<Notification, { kind: "digest" }>,
) {
  await tx.insert(notificationOutbox).values(notification);
}

export interface Claim {
  row: OutboxRow;
  token: string;
}

const at = (now: Date, ms: number) => new Date(now.getTime() + ms);

/**
 * A row waiting for its next attempt, or one whose worker's lease ran out. A row never tried is
 * due at once: its nextAttemptAt is the database's clock when it went in, which can be a moment
 * ahead of this process's (microseconds against milliseconds, or another machine's clock), and
 * the worker nudged to send it would otherwise find nothing due and leave it for the next poll.
 */
const due = (now: Date): SQL | undefined =>
  or(
    and(
      eq(notificationOutbox.status, "pending"),
      or(eq(notificationOutbox.attempts, 0), lte(notificationOutbox.nextAttemptAt, now)),
    ),
    and(eq(notificationOutbox.status, "sending"), lt(notificationOutbox.claimedUntil, now)),
  );

/**
 * Claims the oldest due row of the given kinds for this worker, or returns null when none is due.
 * One statement: the inner select locks the row (skipping rows another worker is claiming at this
 * instant), and the update marks it 'sending' under a fresh token and counts the attempt, so two
 * workers never both get it. The attempt is counted at the claim, so a row that crashes its
 * worker every time still runs out of attempts.
 */
export async function claimNotification(
  db: Db,
  now: Date,
  kinds: readonly NotificationKind[],
): Promise<Claim | null> {
  const token = randomUUID();
  const next = db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(and(due(now), inArray(notificationOutbox.kind, [...kinds])))
    .orderBy(asc(notificationOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(notificationOutbox)
    .set({
      status: "sending",
      claimToken: token,
      claimedUntil: at(now, LEASE_MS),
      attempts: sql`${notificationOutbox.attempts} + 1`,
      lastAttemptAt: now,
    })
    // `= (subquery)`, evaluated once: with `in (subquery)` PostgreSQL may run the subquery again
    // for each row it scans, each time locking the next row, and claim many rows at once.
    .where(sql`${notificationOutbox.id} = (${next})`)
    .returning();
  return row ? { row, token } : null;
}

/** Only the worker holding the claim may record its outcome: a worker whose lease ran out and
 * whose row went to another finds nothing to update. */
const heldBy = (claim: Claim) =>
  and(
    eq(notificationOutbox.id, claim.row.id),
    eq(notificationOutbox.status, "sending"),
    eq(notificationOutbox.claimToken, claim.token),
  );

/** Records a send the server accepted, with what stays of the payload (payloads.ts's
 * payloadAfterSending). False if the claim had been lost meanwhile. */
export async function markSent(
  db: Db,
  claim: Claim,
  now: Date,
  payloadAfterSending?: unknown,
): Promise<boolean> {
  const rows = await db
    .update(notificationOutbox)
    .set({
      ...(payloadAfterSending === undefined ? {} : { payload: payloadAfterSending }),
      status: "sent",
      sentAt: now,
      claimToken: null,
      claimedUntil: null,
      lastError: null,
    })
    .where(heldBy(claim))
    .returning({ id: notificationOutbox.id });
  return rows.length > 0;
}

export type AttemptOutcome = "retrying" | "failed" | "lost";

/**
 * Records a failed send: back to 'pending' with the next attempt pushed back, or 'failed' when the
 * attempts have run out or the failure is one a retry would meet again.
 */
export async function markAttemptFailed(
  db: Db,
  claim: Claim,
  failure: { message: string; permanent: boolean },
  now: Date,
): Promise<AttemptOutcome> {
  const giveUp = failure.permanent || claim.row.attempts >= RETRY.maxAttempts;
  const rows = await db
    .update(notificationOutbox)
    .set({
      status: giveUp ? "failed" : "pending",
      ...(giveUp ? {} : { nextAttemptAt: at(now, retryDelayMs(claim.row.attempts)) }),
      lastError: failure.message,
      claimToken: null,
      claimedUntil: null,
    })
    .where(heldBy(claim))
    .returning({ id: notificationOutbox.id });
  if (rows.length === 0) return "lost";
  return giveUp ? "failed" : "retrying";
}

const unsent = inArray(notificationOutbox.status, ["pending", "sending"]);

/** The outbox depth: e-mails written but not yet sent (in digest mode, those awaiting the digest
 * too), for a metrics gauge. */
export async function countPendingNotifications(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(notificationOutbox).where(unsent);
  return row?.total ?? 0;
}
