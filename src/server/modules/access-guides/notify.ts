// The outbox rows an access guide's changes write, each in the transaction that makes
// the change, as stories and messages do: the team told when a guide starts waiting for review,
// the business sent its private link when it gives an address and told when its guide is
// published. The caller nudges the worker (notificationQueued) once the transaction is done.
import type { Executor } from "../../db/connection.ts";
import type { accessGuides } from "../../db/schema.ts";
import { queueNotification } from "../notifications/outbox.ts";

/** A guide's row (as service.ts names it; not imported from there, which imports this). */
type GuideRow = typeof accessGuides.$inferSelect;

/** A guide that was not waiting and now is: one notice each time it joins the queue. */
export function queueGuideForReview(tx: Executor, row: GuideRow, now: Date) {
  return queueNotification(tx, {
    kind: "pending-guide",
    payload: {
      guideId: row.id,
      name: row.name,
      town: row.town,
      changed: row.published !== null,
      submittedAt: now.toISOString(),
    },
  });
}

/** The manage link, to the address the business gave; nothing when it gave none. */
export async function queueGuideLink(
  tx: Executor,
  guide: { id: number; name: string; contactEmail: string | null },
  manageToken: string,
) {
  if (!guide.contactEmail) return false;
  await queueNotification(tx, {
    kind: "guide-link",
    payload: { guideId: guide.id, name: guide.name, email: guide.contactEmail, manageToken },
  });
  return true;
}
