// "Send a test e-mail" on the Activity tab: one e-mail straight to the team's addresses,
// not through the outbox, so the owner learns at once whether the mail server takes it, and in
// the server's words if it does not.
import { randomUUID } from "node:crypto";
import type { OutgoingEmail } from "./compose.ts";
import { headerText, renderHtml, renderText, ukTime } from "./email-blocks.ts";
import { type Mailer, SendError } from "./mailer.ts";

export function testEmail(sentBy: string, siteUrl: string, at: Date): OutgoingEmail {
  const content = {
    subject: "A test e-mail from the Real Access website",
    blocks: [
      {
        type: "paragraph" as const,
        text: `${headerText(sentBy, 80)} asked the website to send this test e-mail at ${ukTime(at.toISOString())}.`,
      },
      {
        type: "paragraph" as const,
        text: "It arrived, so notices of new contact messages and stories awaiting review will reach this address too. There is nothing else to do.",
      },
      { type: "link" as const, text: "The website", href: siteUrl },
    ],
  };
  return {
    messageId: `<test-${randomUUID()}@${new URL(siteUrl).hostname}>`,
    to: null,
    subject: content.subject,
    text: renderText(content.blocks),
    html: renderHtml(content),
    replyTo: null,
  };
}

/** Sends it; a refusal comes back as its message, never thrown. */
export async function sendTestEmail(
  mailer: Mailer,
  email: OutgoingEmail,
): Promise<{ sent: true } | { sent: false; error: string }> {
  try {
    await mailer.send(email);
    return { sent: true };
  } catch (error) {
    if (!(error instanceof SendError)) throw error;
    return { sent: false, error: error.message };
  }
}
