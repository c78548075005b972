// The daily digest: every message and pending story since the last one, in one e-mail. Long
// messages are cut, with the rest a click away in the admin area.

import { messageFacts } from "./contact-email.ts";
import { adminTabUrl, type Block, type EmailContent, formatCount, ukTime } from "./email-blocks.ts";
import type { DigestPayload } from "./payloads.ts";
import { storyFacts } from "./story-email.ts";

/** How much of each message the digest quotes. */
export const DIGEST_MESSAGE_CHARS = 1000;

const cut = (text: string) =>
  text.length > DIGEST_MESSAGE_CHARS
    ? `${text.slice(0, DIGEST_MESSAGE_CHARS - 1)}… (the rest is in the admin area)`
    : text;

export function digestEmail(digest: DigestPayload, siteUrl: string): EmailContent {
  const messages = digest.items.flatMap((item) =>
    item.kind === "contact-message" ? [item.payload] : [],
  );
  const stories = digest.items.flatMap((item) =>
    item.kind === "pending-story" ? [item.payload] : [],
  );
  const counts = [
    ...(messages.length > 0 ? [formatCount(messages.length, "new message", "new messages")] : []),
    ...(stories.length > 0
      ? [formatCount(stories.length, "story awaiting review", "stories awaiting review")]
      : []),
  ];
  const blocks: Block[] = [
    {
      type: "paragraph",
      text: `Here is what arrived on the Real Access website up to ${ukTime(digest.until)}: ${counts.join(" and ")}.`,
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
  return { subject: `Daily summary: ${counts.join(" and ")}`, blocks };
}
