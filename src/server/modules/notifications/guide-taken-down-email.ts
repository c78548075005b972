// The e-mail that tells a business the team took its access guide off the site: the
// editor's reason in their own words, what the business can do, and how to appeal. The manage
// link is a secret the site keeps only a hash of, so the e-mail points to the link it was given.
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { type EmailContent, headerText } from "./email-blocks.ts";
import type { GuideTakenDownPayload } from "./payloads.ts";

export function guideTakenDownEmail(
  guide: GuideTakenDownPayload,
  siteUrl: string,
): EmailContent & { to: string } {
  const name = headerText(guide.name, 100);
  return {
    to: guide.email,
    subject: `Your access guide for ${name} is off the site for now`,
    blocks: [
      { type: "paragraph", text: "Hello," },
      {
        type: "paragraph",
        text: `We have taken the access guide for ${name} off Real Access for now. This is why:`,
      },
      { type: "quote", text: guide.reason },
      {
        type: "paragraph",
        text: "Your guide is not deleted. Open it with the private link you saved when you made it, put right what we mention and send it to us again: we will read it and put it back up if it is right.",
      },
      {
        type: "paragraph",
        text: `If you think we got this wrong, reply to this e-mail or write to us through the contact page and say why. Someone who did not take the guide down will look at it again. How we check guides: ${siteUrl}${PAGE_PATHS.accessGuidePolicy}`,
      },
    ],
  };
}
