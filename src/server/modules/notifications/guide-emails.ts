// The access guides' e-mails (decision 036): the business's private link when it gives an
// address, as the form promises; word to the business when its guide is published; and the notice
// to the team that a guide waits for review, as stories and drafts have.
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import { absoluteUrl } from "../../../shared/site.ts";
import { adminTabUrl, type Block, type EmailContent, headerText, ukTime } from "./email-blocks.ts";
import type { GuideLinkPayload, GuidePublishedPayload, PendingGuidePayload } from "./payloads.ts";

/** A guide's private manage page, in full, as its e-mails carry it. */
export const manageAddress = (siteUrl: string, token: string) =>
  absoluteUrl(siteUrl, pagePath(PAGE_PATHS.accessGuideManage, { token }));

const KEEP_IT_PRIVATE =
  "Keep this e-mail, or bookmark the page: the link is the only way to change your guide, and anyone who has it can, so please do not share it.";

export function guideLinkEmail(
  guide: GuideLinkPayload,
  siteUrl: string,
): EmailContent & { to: string } {
  const name = headerText(guide.name, 100);
  const link = guide.manageToken ? manageAddress(siteUrl, guide.manageToken) : null;
  return {
    to: guide.email,
    subject: `Your access guide for ${name}: your private link`,
    blocks: [
      { type: "paragraph", text: "Hello," },
      {
        type: "paragraph",
        text: `Thank you for starting an access guide for ${name}. This is the link to your guide's page, where you add your measurements and photos and send it to us. Our team reads every guide before it is published, and we will e-mail you when it is.`,
      },
      ...(link ? [{ type: "link" as const, text: "Open your access guide", href: link }] : []),
      { type: "paragraph", text: KEEP_IT_PRIVATE },
      {
        type: "paragraph",
        text: "If you did not start this guide, you can ignore this e-mail: nothing is published without our review.",
      },
    ],
  };
}

export function guidePublishedEmail(
  guide: GuidePublishedPayload,
  siteUrl: string,
): EmailContent & { to: string } {
  const name = headerText(guide.name, 100);
  return {
    to: guide.email,
    subject: guide.update
      ? `Your changes to the access guide for ${name} are published`
      : `Your access guide for ${name} is published`,
    blocks: [
      { type: "paragraph", text: "Hello," },
      {
        type: "paragraph",
        text: guide.update
          ? `We have read your changes to the access guide for ${name}, and they are now on its page.`
          : `We have read your access guide for ${name}, and it is now on the site for visitors to find. Thank you for telling people what to expect before they set off.`,
      },
      { type: "link", text: "See your guide's page", href: absoluteUrl(siteUrl, guide.path) },
      {
        type: "paragraph",
        text: "To change anything, open your guide with the private link you saved when you made it. We read each change before it is published.",
      },
    ],
  };
}

/** The facts about a waiting guide, shared with the digest. */
export function guideFacts(guide: PendingGuidePayload): Block {
  return {
    type: "facts",
    facts: [
      ["Business", headerText(guide.name, 120)],
      ["Town", headerText(guide.town, 80)],
      ["What", guide.changed ? "A change to a published guide" : "A new guide"],
      ["Sent", ukTime(guide.submittedAt)],
    ],
  };
}

export const guidesLink = (siteUrl: string, them = false): Block => ({
  type: "link",
  text: `Review ${them ? "them" : "it"} in the admin area, under Access guides`,
  href: adminTabUrl(siteUrl, "access-guides"),
});

export function pendingGuideEmail(guide: PendingGuidePayload, siteUrl: string): EmailContent {
  return {
    subject: `Access guide awaiting review: ${headerText(guide.name, 100)}`,
    blocks: [
      {
        type: "paragraph",
        text: guide.changed
          ? "A business has changed its published access guide. The published version stays up until you approve the change or send it back."
          : "A business has sent its access guide for review. An editor publishes it, or sends it back saying what to change.",
      },
      guideFacts(guide),
      guidesLink(siteUrl),
    ],
  };
}
