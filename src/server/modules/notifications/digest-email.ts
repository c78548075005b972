// The daily digest: every message, pending story and request for review since the last one, in one
// e-mail. Long messages are cut, with the rest a click away in the admin area.

import { PUBLISHING_KIND_NAMES } from "../../../shared/publishing-kinds.ts";
import { messageFacts } from "./contact-email.ts";
import { adminTabUrl, type Block, type EmailContent, formatCount, ukTime } from "./email-blocks.ts";
import { guideFacts, guidesLink } from "./guide-emails.ts";
import type { DigestPayload } from "./payloads.ts";
import { reviewFacts, reviewLink } from "./review-email.ts";
import { storyFacts } from "./story-email.ts";

/** How much of each message the digest quotes. */
export const DIGEST_MESSAGE_CHARS = 1000;

const cut = (text: string) =>
  text.length > DIGEST_MESSAGE_CHARS
    ? `${text.slice(0, DIGEST_MESSAGE_CHARS - 1)}… (the rest is in the admin area)`
    : text;

/** "a and b", "a, b and c". */
const listed = (parts: string[]) =>
  parts.length > 1 ? `${parts.slice(0, -1).join(", ")} and ${parts.at(-1)}` : (parts[0] ?? "");

export function digestEmail(digest: DigestPayload, siteUrl: string): EmailContent {
  const messages = digest.items.flatMap((item) =>
    item.kind === "contact-message" ? [item.payload] : [],
  );
  const stories = digest.items.flatMap((item) =>
    item.kind === "pending-story" ? [item.payload] : [],
  );
  const reviews = digest.items.flatMap((item) =>
    item.kind === "review-request" ? [item.payload] : [],
  );
  const guides = digest.items.flatMap((item) =>
    item.kind === "pending-guide" ? [item.payload] : [],
  );
  const counts = listed([
    ...(messages.length > 0 ? [formatCount(messages.length, "new message", "new messages")] : []),
    ...(stories.length > 0
      ? [formatCount(stories.length, "story awaiting review", "stories awaiting review")]
      : []),
    ...(reviews.length > 0
      ? [formatCount(reviews.length, "draft sent for review", "drafts sent for review")]
      : []),
    ...(guides.length > 0
      ? [
          formatCount(
            guides.length,
            "access guide awaiting review",
            "access guides awaiting review",
          ),
        ]
      : []),
  ]);
  const blocks: Block[] = [
    {
      type: "paragraph",
      text: `Here is what arrived on the Real Access website up to ${ukTime(digest.until)}: ${counts}.`,
    },
  ];
  if (messages.length > 0) {
    blocks.push({ type: "heading", text: `New messages (${messages.length})` });
    for (const message of messages) {
      blocks.push(messageFacts(message), { type: "quote", text: cut(message.message) });
    }
    blocks.push({
      type: "link",
      text: "Read and answer them in the admin area, under Messages",
      href: adminTabUrl(siteUrl, "messages"),
    });
  }
  if (stories.length > 0) {
    blocks.push({ type: "heading", text: `Stories awaiting review (${stories.length})` });
    blocks.push(...stories.map(storyFacts));
    blocks.push({
      type: "link",
      text: "Review them in the admin area, under Pending",
      href: adminTabUrl(siteUrl, "pending"),
    });
  }
  if (reviews.length > 0) {
    blocks.push({ type: "heading", text: `Drafts sent for review (${reviews.length})` });
    blocks.push(...reviews.map(reviewFacts));
    for (const kind of PUBLISHING_KIND_NAMES) {
      const ofKind = reviews.filter((review) => review.kind === kind).length;
      if (ofKind > 0) blocks.push(reviewLink(kind, siteUrl, ofKind > 1));
    }
  }
  if (guides.length > 0) {
    blocks.push({ type: "heading", text: `Access guides awaiting review (${guides.length})` });
    blocks.push(...guides.map(guideFacts), guidesLink(siteUrl, guides.length > 1));
  }
  return { subject: `Daily summary: ${counts}`, blocks };
}
