import { desc, eq } from "drizzle-orm";
import type { ContactRequest } from "../../../shared/contracts/contact.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db } from "../../db/connection.ts";
import { contactRequests } from "../../db/schema.ts";
import { by, recordAudit } from "../../lib/audit.ts";
import { queueNotification } from "../notifications/outbox.ts";
import { notificationQueued } from "../notifications/signal.ts";

/**
 * Stores a message; it starts pending and unread. The e-mail telling the owner about it is queued
 * in the same transaction, and sent after the visitor has their answer.
 */
export async function createContactRequest(db: Db, input: ContactRequest) {
  const row = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactRequests)
      .values({
        name: input.name,
        email: input.email,
        organization: input.organization ?? null,
        inquiryType: input.inquiryType ?? null,
        message: input.message,
      })
      .returning();
    if (!row) throw new Error("insert returned no row");
    await queueNotification(tx, {
      kind: "contact-message",
      payload: {
        messageId: row.id,
        name: row.name,
        email: row.email,
        organization: row.organization,
        inquiryType: row.inquiryType,
        message: row.message,
        receivedAt: row.createdAt.toISOString(),
      },
    });
    return row;
  });
  notificationQueued(db);
  return row;
}

/** Admin › Messages: every message, newest first. */
export function listContactRequests(db: Db) {
  return db
    .select()
    .from(contactRequests)
    .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id));
}

/** Marks a message read or unread, audited in the same transaction; null for an unknown id. */
export function setContactRequestRead(db: Db, id: number, isRead: boolean, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(contactRequests)
      .set({ isRead })
      .where(eq(contactRequests.id, id))
      .returning();
    if (row) {
      await recordAudit(tx, {
        ...by(admin),
        action: isRead ? "contact-request.read" : "contact-request.unread",
        targetId: id,
      });
    }
    return row ?? null;
  });
}
