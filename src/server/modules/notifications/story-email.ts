// The short notice about a story awaiting review: what it is called and who sent it, with a link
// to the admin's Pending tab. The story itself and the author's e-mail address stay in the site.
import { adminTabUrl, type Block, type EmailContent, headerText, ukTime } from "./email-blocks.ts";
import type { PendingStoryPayload } from "./payloads.ts";

/** The facts about a story, shared with the digest. */
export function storyFacts(story: PendingStoryPayload): Block {
  return {
    type: "facts",
    facts: [
      ["Title", headerText(story.title, 255)],
      ["By", headerText(story.authorName, 100)],
      ["Summary", story.excerpt ? headerText(story.excerpt, 300) : null],
      ["Sent", ukTime(story.receivedAt)],
    ],
  };
}

export function storyEmail(story: PendingStoryPayload, siteUrl: string): EmailContent {
  return {
    subject: `Story awaiting review: ${headerText(story.title, 100)}`,
    blocks: [
      { type: "paragraph", text: "A new community story is waiting for your review." },
      storyFacts(story),
      {
        type: "link",
        text: "Review it in the admin area, under Pending",
        href: adminTabUrl(siteUrl, "pending"),
      },
    ],
  };
}
