// Asking for a review and sending back (docs/product.md#writing-articles): a contributor submits
// their draft, which the editors are told of (a count on the admin tab, and an e-mail through the
// outbox); an editor publishes it, or sends it back to its author as a draft with a note.
import type { SendBackInput } from "../../../shared/contracts/publishing.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { sendingBack, submitting } from "../../lib/publication.ts";
import type { PublishingKind, PublishingRow } from "../../lib/publishing-kind.ts";
import { queueNotification } from "../notifications/outbox.ts";
import { notificationQueued } from "../notifications/signal.ts";
import { readableRow, updateRow } from "./rows.ts";
import { audit } from "./service.ts";
import { nounOf } from "./words.ts";

type Kind<Row extends PublishingRow, Item> = Pick<
  PublishingKind<Row, never, never, never, Item, unknown>,
  "name" | "table" | "forAdmin"
>;

interface Acting {
  admin: AdminIdentity;
  now: Date;
}

/**
 * A draft goes to the editors: in review, and an e-mail to the team queued in the same
 * transaction. Null when there is no such piece for this person; 409 for one that is not a draft.
 */
export async function submitForReview<Row extends PublishingRow, Item>(
  db: Db,
  kind: Kind<Row, Item>,
  id: number,
  { admin, now }: Acting,
) {
  const row = await db.transaction(async (tx) => {
    const current = await readableRow<Row>(tx, kind.table, id, admin, { forUpdate: true });
    if (!current) return null;
    const row = await updateRow<Row>(tx, kind.table, id, submitting(current, nounOf(kind.name)));
    if (!row) return null;
    await audit(tx, kind.name, admin, "submit", id);
    await queueNotification(tx, {
      kind: "review-request",
      payload: {
        kind: kind.name,
        itemId: row.id,
        title: row.title,
        submittedBy: admin.displayName,
        submittedAt: now.toISOString(),
      },
    });
    return row;
  });
  if (!row) return null;
  notificationQueued(db);
  return kind.forAdmin(db, row);
}

/** A piece in review goes back to its author as a draft, with the note; 409 for any other. */
export async function sendBack<Row extends PublishingRow, Item>(
  db: Db,
  kind: Kind<Row, Item>,
  id: number,
  { note }: SendBackInput,
  { admin, now }: Acting,
) {
  const row = await db.transaction(async (tx) => {
    const current = await readableRow<Row>(tx, kind.table, id, admin, { forUpdate: true });
    if (!current) return null;
    const values = sendingBack(current, nounOf(kind.name), {
      note,
      by: admin.displayName,
      at: now,
    });
    const row = await updateRow<Row>(tx, kind.table, id, values);
    if (!row) return null;
    await audit(tx, kind.name, admin, "send-back", id);
    return row;
  });
  return row ? kind.forAdmin(db, row) : null;
}
