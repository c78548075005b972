// The e-mail that tells a business why the team sent its access guide back (decision 036): the
// reviewer's reason in their own words, and what to do next. The guide's manage link is a secret
// the site keeps only a hash of, so the e-mail points to the link the business was given.
import { type EmailContent, headerText } from "./email-blocks.ts";
import type { GuideReturnedPayload } from "./payloads.ts";

export function guideReturnedEmail(guide: GuideReturnedPayload): EmailContent & { to: string } {
  const name = headerText(guide.name, 100);
  return {
    to: guide.email,
    subject: `Your access guide for ${name}: a change before we publish it`,
    blocks: [
      { type: "paragraph", text: "Hello," },
      {
        type: "paragraph",
        text: `Thank you for writing an access guide for ${name}. We read every guide before it goes on the site, and we would like one change first:`,
      },
      { type: "quote", text: guide.reason },
      {
        type: "paragraph",
        text: "Open your guide with the private link you saved when you made it, make the change and send it to us again. Nothing is published until we have read it.",
      },
    ],
  };
}
