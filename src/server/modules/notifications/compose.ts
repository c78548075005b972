// From an outbox row to the e-mail that goes out: subject, plain text, HTML, Reply-To and a
// Message-ID fixed by the row, so a copy sent twice (see worker.ts) is recognisably the same e-mail.
import { contactEmail } from "./contact-email.ts";
import { digestEmail } from "./digest-email.ts";
import { type EmailContent, renderHtml, renderText } from "./email-blocks.ts";
import { guideDisputedEmail } from "./guide-disputed-email.ts";
import { guideLinkEmail, guidePublishedEmail, pendingGuideEmail } from "./guide-emails.ts";
import { guideReminderEmail } from "./guide-reminder-email.ts";
import { guideReturnedEmail } from "./guide-returned-email.ts";
import { guideTakenDownEmail } from "./guide-taken-down-email.ts";
import { invitationEmail } from "./invitation-email.ts";
import type { Notification } from "./payloads.ts";
import { reviewEmail } from "./review-email.ts";
import type { Mailbox } from "./settings.ts";
import { storyEmail } from "./story-email.ts";
import { storyReturnedEmail } from "./story-returned-email.ts";

export interface OutgoingEmail {
  messageId: string;
  /** The one address it goes to; null for the team's own (NOTIFY_EMAIL). */
  to: string | null;
  subject: string;
  text: string;
  html: string;
  replyTo: Mailbox | null;
}

function contentOf(
  notification: Notification,
  siteUrl: string,
): EmailContent & { replyTo?: Mailbox | null; to?: string } {
  switch (notification.kind) {
    case "contact-message":
      return contactEmail(notification.payload, siteUrl);
    case "pending-story":
      return storyEmail(notification.payload, siteUrl);
    case "review-request":
      return reviewEmail(notification.payload, siteUrl);
    case "digest":
      return digestEmail(notification.payload, siteUrl);
    case "invitation":
      return invitationEmail(notification.payload);
    case "story-returned":
      return storyReturnedEmail(notification.payload, siteUrl);
    case "guide-returned":
      return guideReturnedEmail(notification.payload);
    case "guide-reminder":
      return guideReminderEmail(notification.payload, siteUrl);
    case "guide-link":
      return guideLinkEmail(notification.payload, siteUrl);
    case "guide-published":
      return guidePublishedEmail(notification.payload, siteUrl);
    case "pending-guide":
      return pendingGuideEmail(notification.payload, siteUrl);
    case "guide-disputed":
      return guideDisputedEmail(notification.payload, siteUrl);
    case "guide-taken-down":
      return guideTakenDownEmail(notification.payload, siteUrl);
    default:
      return notification satisfies never;
  }
}

export function composeEmail(
  row: { id: number; createdAt: Date },
  notification: Notification,
  siteUrl: string,
): OutgoingEmail {
  const content = contentOf(notification, siteUrl);
  return {
    messageId: `<notification-${row.id}.${row.createdAt.getTime()}@${new URL(siteUrl).hostname}>`,
    to: content.to ?? null,
    subject: content.subject,
    text: renderText(content.blocks),
    html: renderHtml(content),
    replyTo: content.replyTo ?? null,
  };
}
