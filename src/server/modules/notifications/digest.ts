// NOTIFY_MODE=digest: instead of one e-mail each, the messages and stories that arrived before the
// day's digest time are gathered into one digest row, which the worker then sends like any other.
// Gathering deletes the item rows in the same transaction, so each item is in exactly one digest;
// a day with nothing in it makes no row and so sends nothing.
import { and, asc, eq, inArray, lt } from "drizzle-orm";
import type { Db } from "../../db/connection.ts";
import { notificationOutbox } from "../../db/schema.ts";
import { latestDigestTime } from "./digest-time.ts";
import {
  type DigestItem,
  type ItemKind,
  readNotification,
  UNREADABLE_MESSAGE,
} from "./payloads.ts";

export const ITEM_KINDS: readonly ItemKind[] = ["contact-message", "pending-story"];

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
    const items: DigestItem[] = [];
    const gathered: number[] = [];
    const unreadable: number[] = [];
    for (const row of rows) {
      const notification = readNotification(row.kind, row.payload);
      if (notification?.kind === "contact-message" || notification?.kind === "pending-story") {
        items.push(notification);
        gathered.push(row.id);
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
    if (items.length === 0) return 0;
    await tx.delete(notificationOutbox).where(inArray(notificationOutbox.id, gathered));
    await tx.insert(notificationOutbox).values({
      kind: "digest",
      payload: { until: until.toISOString(), items },
    });
    return items.length;
  });
}
