// The notice that a contributor has sent a piece for review: what it is called, what kind and who
// sent it, with a link to the admin tab it is written in, where an editor publishes it or sends it
// back with a note. The words themselves stay in the site.
import {
  capitalised,
  PUBLISHING_KINDS,
  type PublishingKindName,
} from "../../../shared/publishing-kinds.ts";
import { adminTabUrl, type Block, type EmailContent, headerText, ukTime } from "./email-blocks.ts";
import type { ReviewRequestPayload } from "./payloads.ts";

const nounOf = (kind: PublishingKindName) => PUBLISHING_KINDS[kind].noun.one;

/** The facts about a request, shared with the digest. */
export function reviewFacts(request: ReviewRequestPayload): Block {
  return {
    type: "facts",
    facts: [
      ["Title", headerText(request.title, 255)],
      ["What", capitalised(nounOf(request.kind))],
      ["Sent by", headerText(request.submittedBy, 100)],
      ["Sent", ukTime(request.submittedAt)],
    ],
  };
}

/** "Review it in the admin area, under Articles", linked to that tab. */
export const reviewLink = (kind: PublishingKindName, siteUrl: string, them = false): Block => {
  const { adminTab } = PUBLISHING_KINDS[kind];
  return {
    type: "link",
    text: `Review ${them ? "them" : "it"} in the admin area, under ${capitalised(adminTab)}`,
    href: adminTabUrl(siteUrl, adminTab),
  };
};

export function reviewEmail(request: ReviewRequestPayload, siteUrl: string): EmailContent {
  const noun = nounOf(request.kind);
  const a = /^[aeiou]/i.test(noun) ? "an" : "a";
  return {
    subject: `Waiting for review: ${headerText(request.title, 100)}`,
    blocks: [
      {
        type: "paragraph",
        text: `${headerText(request.submittedBy, 100)} has sent ${a} ${noun} for review. An editor publishes it, or sends it back with a note saying what to change.`,
      },
      reviewFacts(request),
      reviewLink(request.kind, siteUrl),
    ],
  };
}
