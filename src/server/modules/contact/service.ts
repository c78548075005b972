import type { ContactRequest } from "../../../shared/contracts/contact.ts";
import type { Db } from "../../db/connection.ts";
import { contactRequests } from "../../db/schema.ts";

/** Stores a message; it starts pending and unread (SPEC §3, §4). */
export async function createContactRequest(db: Db, input: ContactRequest) {
  const [row] = await db
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
  return row;
}
