// NOTIFY_MODE=digest: instead of one e-mail each, the messages, stories and requests for review that
// arrived before the day's digest time are gathered into one digest row, which the worker then sends like any other.
// Gathering deletes the item rows in the same transaction, so each item is in exactly one digest;
// a day with nothing in it makes no row and so sends nothing. A story is checked as it is gathered:
// one approved or deleted since it arrived is no longer awaiting review, so it is left out.
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Db, Executor } from "../../db/connection.ts";
import { communityArticles, notificationOutbox } from "../../db/schema.ts";
import { latestDigestTime } from "./digest-time.ts";
import {
  type DigestItem,
  type ItemKind,
  readNotification,
  UNREADABLE_MESSAGE,
} from "./payloads.ts";

export const ITEM_KINDS: readonly ItemKind[] = [
  "contact-message",
  "pending-story",
  "review-request",
  "pending-guide",
];

/** Gathers what is due into a digest row; returns how many items it holds (0: no row made). */
export function gatherDigest(db: Db, now: Date, hour: number): Promise<number> {
  const until = latestDigestTime(now, hour);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(notificationOutbox)
      .where(
        and(
          eq(notificationOutbox.status, "pending"),
          inArray(notificationOutbox.kind, [...ITEM_KINDS]),
          lt(notificationOutbox.createdAt, until),
        ),
      )
      .orderBy(asc(notificationOutbox.createdAt), asc(notificationOutbox.id))
      .for("update", { skipLocked: true });
    const notifications = rows.map((row) => ({
      row,
      notification: readNotification(row.kind, row.payload),
    }));
    const stillPending = await pendingStoryIds(
      tx,
      notifications.flatMap(({ notification }) =>
        notification?.kind === "pending-story" ? [notification.payload.storyId] : [],
      ),
    );
    const items: DigestItem[] = [];
    const gathered: number[] = [];
    const unreadable: number[] = [];
    for (const { row, notification } of notifications) {
      if (
        notification?.kind === "contact-message" ||
        notification?.kind === "pending-story" ||
        notification?.kind === "review-request" ||
        notification?.kind === "pending-guide"
      ) {
        // Taken off the outbox either way; only what still needs the team goes in the digest.
        gathered.push(row.id);
        const settled =
          notification.kind === "pending-story" && !stillPending.has(notification.payload.storyId);
        if (!settled) items.push(notification);
      } else {
        unreadable.push(row.id);
      }
    }
    if (unreadable.length > 0) {
      await tx
        .update(notificationOutbox)
        .set({ status: "failed", lastError: UNREADABLE_MESSAGE })
        .where(inArray(notificationOutbox.id, unreadable));
    }
    if (gathered.length > 0) {
      await tx.delete(notificationOutbox).where(inArray(notificationOutbox.id, gathered));
    }
    if (items.length === 0) return 0;
    await tx.insert(notificationOutbox).values({
      kind: "digest",
      payload: { until: until.toISOString(), items },
    });
    return items.length;
  });
}

/** Of these stories, the ones still waiting for review: not approved, not deleted. */
async function pendingStoryIds(tx: Executor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: communityArticles.id })
    .from(communityArticles)
    .where(and(inArray(communityArticles.id, ids), eq(communityArticles.isApproved, false)));
  return new Set(rows.map((row) => row.id));
}
