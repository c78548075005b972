// The e-mail that tells a story's author why an editor did not publish it: the editor's reason in
// their own words, that the story has not been kept, and where to share it again.
import { absoluteUrl } from "../../../shared/site.ts";
import { type EmailContent, headerText } from "./email-blocks.ts";
import type { StoryReturnedPayload } from "./payloads.ts";

/** Where a story is shared: the Community Stories tab, with its form. */
const SHARE_PATH = "/advice-and-solutions?tab=community-stories";

export function storyReturnedEmail(
  story: StoryReturnedPayload,
  siteUrl: string,
): EmailContent & { to: string } {
  const title = headerText(story.title, 100);
  return {
    to: story.authorEmail,
    subject: `Your story for Real Access: ${title}`,
    blocks: [
      { type: "paragraph", text: `Hello ${headerText(story.authorName, 80)},` },
      {
        type: "paragraph",
        text: `Thank you for sending us your story, "${title}". We read every story ourselves, and we are not able to publish this one as it is. This is why:`,
      },
      { type: "quote", text: story.reason },
      {
        type: "paragraph",
        text: "We have not kept your story. If you would like to change it and send it again, you are very welcome to.",
      },
      {
        type: "link",
        text: "Share a story with Real Access",
        href: absoluteUrl(siteUrl, SHARE_PATH),
      },
    ],
  };
}
