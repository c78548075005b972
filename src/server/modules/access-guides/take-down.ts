// The team takes a published guide off the site with a reason: its page and API
// answer 410 Gone, the directory, feeds and A11yJSON drop it (they read the published version
// alone), the business sees why on its manage page and by e-mail, and the audit log names the
// editor. The guide itself stays, as a draft the business may change and send for review again.
import { eq } from "drizzle-orm";
import { GUIDE_TAKEN_DOWN } from "../../../shared/guide-safeguard-words.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { accessGuides } from "../../db/schema.ts";
import { HttpError } from "../../http/http-error.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { queueNotification } from "../notifications/outbox.ts";
import { notificationQueued } from "../notifications/signal.ts";
import { forgetUnusedPhotos } from "./photos.ts";
import { NO_SUCH_GUIDE } from "./service.ts";

export const NOT_PUBLISHED = "This guide is not on the site, so there is nothing to take down";

export async function takeDownGuide(
  db: Db,
  id: number,
  reason: string,
  admin: AdminIdentity,
  now: Date,
) {
  const [row] = await db.select().from(accessGuides).where(eq(accessGuides.id, id));
  if (!row) throw new HttpError(404, NO_SUCH_GUIDE);
  if (!row.published) throw new HttpError(409, NOT_PUBLISHED);
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(accessGuides)
      .set({
        // A draft: only the business sees it, and it goes nowhere until it is sent again.
        status: "draft",
        published: null,
        takenDownAt: now,
        takeDownReason: reason,
        updatedAt: now,
      })
      .where(eq(accessGuides.id, id))
      .returning();
    // The published version's photos that the business no longer has go with it.
    if (updated) await forgetUnusedPhotos(tx, updated);
    if (row.contactEmail) {
      await queueNotification(tx, {
        kind: "guide-taken-down",
        payload: {
          guideId: row.id,
          name: row.published?.name ?? row.name,
          email: row.contactEmail,
          reason,
          takenDownAt: now.toISOString(),
        },
      });
    }
    await recordAudit(tx, {
      ...by(admin),
      action: "access-guide.unpublish",
      targetId: id,
      details: { name: row.published?.name ?? row.name, reason },
    });
  });
  if (row.contactEmail) notificationQueued(db);
  return { status: "draft" as const, takenDownAt: now };
}

/** Why a guide is not on the site, for its public reads: 410 when the team took it down. */
export async function notOnTheSite(db: Db, id: number) {
  const [row] = await db
    .select({ takenDownAt: accessGuides.takenDownAt })
    .from(accessGuides)
    .where(eq(accessGuides.id, id));
  return row?.takenDownAt
    ? new HttpError(410, GUIDE_TAKEN_DOWN)
    : new HttpError(404, NO_SUCH_GUIDE);
}
