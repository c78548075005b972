// Returning a story to its author: the editor's reason is queued for e-mail through the outbox,
// then the story is deleted as "Delete" does, all in one transaction, so the author is told
// exactly when the story goes and the audit log keeps the reason.
import { eq } from "drizzle-orm";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { communityArticles } from "../../db/schema.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { queueNotification } from "../notifications/outbox.ts";
import { notificationQueued } from "../notifications/signal.ts";

/** False when there is no such story. */
export async function returnStory(
  db: Db,
  id: number,
  reason: string,
  admin: AdminIdentity,
): Promise<boolean> {
  const returned = await db.transaction(async (tx) => {
    const [row] = await tx
      .delete(communityArticles)
      .where(eq(communityArticles.id, id))
      .returning();
    if (!row) return false;
    await queueNotification(tx, {
      kind: "story-returned",
      payload: {
        storyId: row.id,
        title: row.title,
        authorName: row.authorName,
        authorEmail: row.authorEmail,
        reason,
        returnedAt: new Date().toISOString(),
      },
    });
    await recordAudit(tx, {
      ...by(admin),
      action: "community.reject",
      targetId: id,
      details: { title: row.title, authorName: row.authorName, reason },
    });
    return true;
  });
  if (returned) notificationQueued(db);
  return returned;
}
