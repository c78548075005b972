// The e-mail that asks a business to check its access guide (decision 036): once a year, or every
// six months for equipment that breaks: when it was last checked, the facts due, and a
// private link to confirm or update it. Visitors are told on the page that
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
        text: `You last checked the access guide for ${name} on ${formatUkDate(guide.lastCheckedAt)}. Its page now tells visitors that some details may be out of date.`,
      },
      ...(guide.dueFacts.length > 0
        ? [
            {
              type: "paragraph" as const,
              text: `Due to be checked: ${guide.dueFacts.join("; ")}. We ask about equipment that can break (a lift, a hearing loop, an automatic door, a toilet's emergency cord) every 6 months, and everything else once a year.`,
            },
          ]
        : []),
      {
        type: "paragraph",
        text: 'Please check each fact. If anything is different, change it and send your guide to us again. If nothing has changed, open your guide and choose "Everything is still right": its page will say you checked it today.',
      },
      ...(link ? [{ type: "link" as const, text: "Check your access guide", href: link }] : []),
      {
        type: "paragraph",
        text: "This link works like the one you saved when you made your guide. Keep it private: anyone who has it can change your guide.",
      },
    ],
  };
}
