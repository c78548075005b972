// The e-mail about a new contact message: the whole message, a link to the admin's Messages tab,
// and Reply-To set to the visitor, so answering is one click (never From: the site sends it).
import { z } from "zod";
import { INQUIRY_TYPE_LABELS, type InquiryType } from "../../../shared/contracts/contact.ts";
import { adminTabUrl, type Block, type EmailContent, headerText, ukTime } from "./email-blocks.ts";
import type { ContactMessagePayload } from "./payloads.ts";
import type { Mailbox } from "./settings.ts";

export const inquiryLabel = (type: string | null) =>
  type === null ? null : (INQUIRY_TYPE_LABELS[type as InquiryType] ?? type);

/** The visitor as a Reply-To address, or null if the stored address is not a plain one. */
export function visitorMailbox(name: string, email: string): Mailbox | null {
  return z.email().safeParse(email).success
    ? { name: headerText(name, 100), address: email }
    : null;
}

/** The facts about a message, shared with the digest. */
export function messageFacts(message: ContactMessagePayload): Block {
  return {
    type: "facts",
    facts: [
      ["Name", headerText(message.name, 100)],
      ["E-mail", message.email],
      ["Organisation", message.organization],
      ["About", inquiryLabel(message.inquiryType)],
      ["Sent", ukTime(message.receivedAt)],
    ],
  };
}

export function contactEmail(
  message: ContactMessagePayload,
  siteUrl: string,
): EmailContent & { replyTo: Mailbox | null } {
  const name = headerText(message.name, 100);
  const replyTo = visitorMailbox(message.name, message.email);
  return {
    subject: `New message from ${name}`,
    replyTo,
    blocks: [
      {
        type: "paragraph",
        text: `${name} has sent a message through the contact form on the Real Access website.`,
      },
      messageFacts(message),
      { type: "heading", text: "Their message" },
      { type: "quote", text: message.message },
      ...(replyTo
        ? [{ type: "paragraph", text: `Reply to this e-mail to answer ${name} directly.` } as const]
        : []),
      {
        type: "link",
        text: "Read it in the admin area, under Messages",
        href: adminTabUrl(siteUrl, "messages"),
      },
    ],
  };
}
