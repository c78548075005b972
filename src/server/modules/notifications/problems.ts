// The Activity tab's view of the outbox: e-mails that are being retried or have failed
// for good, and the admin's "send again", which gives a failed or retrying e-mail a fresh set of
// attempts starting now.
import { and, count, desc, eq, inArray, isNotNull, or } from "drizzle-orm";
import { NOTIFICATION_PROBLEMS_SHOWN } from "../../../shared/contracts/notifications.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { notificationOutbox } from "../../db/schema.ts";
import { HttpError, notFound } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { composeEmail } from "./compose.ts";
import { readNotification } from "./payloads.ts";
import { notificationQueued } from "./signal.ts";

/** Failed for good, or waiting to be tried again after a failure. */
const isProblem = or(
  eq(notificationOutbox.status, "failed"),
  and(
    inArray(notificationOutbox.status, ["pending", "sending"]),
    isNotNull(notificationOutbox.lastError),
  ),
);

export async function listNotificationProblems(db: Db, siteUrl: string) {
  const [counted] = await db.select({ total: count() }).from(notificationOutbox).where(isProblem);
  const rows = await db
    .select()
    .from(notificationOutbox)
    .where(isProblem)
    .orderBy(desc(notificationOutbox.createdAt), desc(notificationOutbox.id))
    .limit(NOTIFICATION_PROBLEMS_SHOWN);
  const problems = rows.map((row) => {
    const notification = readNotification(row.kind, row.payload);
    const failed = row.status === "failed";
    return {
      id: row.id,
      about: notification
        ? composeEmail(row, notification, siteUrl).subject
        : "An e-mail this version of the site cannot read",
      state: failed ? ("failed" as const) : ("retrying" as const),
      attempts: row.attempts,
      createdAt: row.createdAt,
      lastAttemptAt: row.lastAttemptAt,
      nextAttemptAt: failed ? null : row.nextAttemptAt,
      lastError: row.lastError,
    };
  });
  return { problems, totalProblems: counted?.total ?? 0 };
}

/**
 * Queues a failed or retrying e-mail to be sent now, with its attempts counted afresh; audited.
 * 404 for an unknown id, 409 for an e-mail that is not failing (sent, or being sent right now).
 */
export async function retryNotification(db: Db, id: number, admin: AdminIdentity, now: Date) {
  const retried = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(notificationOutbox)
      .set({ status: "pending", attempts: 0, nextAttemptAt: now, lastError: null })
      .where(
        and(
          eq(notificationOutbox.id, id),
          or(
            eq(notificationOutbox.status, "failed"),
            and(eq(notificationOutbox.status, "pending"), isNotNull(notificationOutbox.lastError)),
          ),
        ),
      )
      .returning({ id: notificationOutbox.id });
    if (row) await recordAudit(tx, { ...by(admin), action: "notification.retry", targetId: id });
    return Boolean(row);
  });
  if (retried) {
    notificationQueued(db);
    return;
  }
  const [exists] = await db
    .select({ id: notificationOutbox.id })
    .from(notificationOutbox)
    .where(eq(notificationOutbox.id, id));
  if (!exists) throw notFound("E-mail notification");
  throw new HttpError(409, "That e-mail is not failing, so there is nothing to send again");
}
