// The e-mail that tells a business a visitor said part of its published guide is wrong, and the
// team thinks it worth checking: which part, the visitor's note when there is one, and
// what to do. The section says "being checked" on the guide meanwhile.
import { absoluteUrl } from "../../../shared/site.ts";
import { type EmailContent, headerText } from "./email-blocks.ts";
import type { GuideDisputedPayload } from "./payloads.ts";

export function guideDisputedEmail(
  guide: GuideDisputedPayload,
  siteUrl: string,
): EmailContent & { to: string } {
  const name = headerText(guide.name, 100);
  return {
    to: guide.email,
    subject: `Your access guide for ${name}: please check "${headerText(guide.section, 60)}"`,
    blocks: [
      { type: "paragraph", text: "Hello," },
      {
        type: "paragraph",
        text: `A visitor told us that part of your access guide for ${name} may no longer be right: "${guide.section}". We have looked at what they said and think it is worth checking.`,
      },
      ...(guide.note
        ? [
            { type: "paragraph" as const, text: "What the visitor wrote:" },
            { type: "quote" as const, text: guide.note },
          ]
        : []),
      {
        type: "paragraph",
        text: "Until it is settled, that part of your guide says it is being checked. Please open your guide with the private link you saved when you made it, check those facts, change anything that has changed and send it to us again. If everything is still right, send it again as it is and tell us in your notes.",
      },
      { type: "link", text: "See your published guide", href: absoluteUrl(siteUrl, guide.path) },
    ],
  };
}
