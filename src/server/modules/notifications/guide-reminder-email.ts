// The e-mail that asks a business to check its access guide once a year (decision 036): when it was
// last checked, and a private link to confirm or update it. Visitors are told on the page that
// the facts may be out of date until the business sends them again.

import { formatUkDate } from "../../../shared/dates.ts";
import { type EmailContent, headerText } from "./email-blocks.ts";
import { manageAddress } from "./guide-emails.ts";
import type { GuideReminderPayload } from "./payloads.ts";

export function guideReminderEmail(
  guide: GuideReminderPayload,
  siteUrl: string,
): EmailContent & { to: string } {
  const name = headerText(guide.name, 100);
  const link = guide.manageToken ? manageAddress(siteUrl, guide.manageToken) : null;
  return {
    to: guide.email,
    subject: `Is your access guide for ${name} still right?`,
    blocks: [
      { type: "paragraph", text: "Hello," },
      {
        type: "paragraph",
        text: `You last checked the access guide for ${name} on ${formatUkDate(guide.lastCheckedAt)}, over a year ago. Its page now tells visitors that some details may have changed.`,
      },
      {
        type: "paragraph",
        text: "Please check each fact, change anything that is different, and send it to us again. If nothing has changed, just send it again: we will publish it with today's date.",
      },
      ...(link ? [{ type: "link" as const, text: "Check your access guide", href: link }] : []),
      {
        type: "paragraph",
        text: "This link works like the one you saved when you made your guide. Keep it private: anyone who has it can change your guide.",
      },
    ],
  };
}
