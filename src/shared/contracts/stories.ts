// Community stories (docs/product.md#sharing-a-story): one contract for the API and the form.
import { z } from "zod";
import { LIKE_TEXT } from "../stories.ts";
import {
  EMAIL_FORMAT_MESSAGE,
  HONEYPOT_FIELD,
  plainText,
  rowId,
  searchTerm,
  singleLine,
  timestamp,
} from "./common.ts";

export { HONEYPOT_FIELD } from "./common.ts";

export const STORY_LIMITS = {
  title: 255,
  contentMin: 100,
  content: 20_000,
  excerpt: 500,
  authorName: 100,
  authorEmail: 255,
} as const;

export const CONTENT_MIN_MESSAGE = "Content must be at least 100 characters long";

const tooLong = (what: string, max: number) =>
  `${what} must be ${max.toLocaleString("en-GB")} characters or fewer`;

const excerptText = plainText()
  .trim()
  .max(STORY_LIMITS.excerpt, tooLong("Summary", STORY_LIMITS.excerpt));

export const storyInput = z.object({
  title: singleLine("Enter a title for your story")
    .min(1, { error: "Enter a title for your story", abort: true })
    .max(STORY_LIMITS.title, tooLong("Title", STORY_LIMITS.title)),
  content: plainText(CONTENT_MIN_MESSAGE)
    .trim()
    .min(STORY_LIMITS.contentMin, { error: CONTENT_MIN_MESSAGE, abort: true })
    .max(STORY_LIMITS.content, tooLong("Your story", STORY_LIMITS.content)),
  excerpt: excerptText.nullish().transform((value) => value || undefined),
  authorName: singleLine("Enter your name")
    .min(1, { error: "Enter your name", abort: true })
    .max(STORY_LIMITS.authorName, tooLong("Your name", STORY_LIMITS.authorName)),
  authorEmail: singleLine("Enter your e-mail address")
    .min(1, { error: "Enter your e-mail address", abort: true })
    .max(STORY_LIMITS.authorEmail, tooLong("Your e-mail address", STORY_LIMITS.authorEmail))
    .regex(z.regexes.email, EMAIL_FORMAT_MESSAGE),
  /** Anti-spam, sent by our form only: the honeypot and the signed time the form was shown. */
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
  formToken: z.string().max(200).optional(),
});

/** What the form holds and sends. */
export type StoryInput = z.input<typeof storyInput>;
/** What the server stores, after trimming. */
export type StoryValidInput = z.output<typeof storyInput>;

/** What every visitor may see: never the author's e-mail, never the approval flag. */
export const publicStory = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  excerpt: z.string().nullable(),
  authorName: z.string(),
  likeCount: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type PublicStory = z.input<typeof publicStory>;
/** In lists, each story names its own page: `url` is the path of its permalink. */
export const publicStoryList = z.array(publicStory.extend({ url: z.string() }));

/** POST answer: the stored story, without the e-mail, showing it awaits review. */
export const submittedStory = publicStory.extend({ isApproved: z.boolean() });

/** The admin's view adds the moderation state and the author's e-mail. */
export const adminStory = submittedStory.extend({ authorEmail: z.string() });
export type AdminStory = z.input<typeof adminStory>;
/** In the admin's lists a story also says whether it has been promoted, and to which article. */
export const adminStoryListItem = adminStory.extend({
  expertArticleId: z.number().int().nullable(),
});
export type AdminStoryListItem = z.input<typeof adminStoryListItem>;
export const adminStoryList = z.array(adminStoryListItem.extend({ url: z.string() }));

/** Words an editor writes to an author whose story goes back to them. */
export const REJECTION_REASON_MAX = 2000;
export const REJECTION_REASON_REQUIRED = "Say why the story is being returned";

/**
 * Returning a story: the reason is e-mailed to its author, then the story is deleted. Plain text,
 * as the author's own story is.
 */
export const storyRejection = z.strictObject({
  reason: plainText(REJECTION_REASON_REQUIRED)
    .trim()
    .min(1, { error: REJECTION_REASON_REQUIRED, abort: true })
    .max(REJECTION_REASON_MAX, tooLong("The reason", REJECTION_REASON_MAX)),
});
export type StoryRejection = z.input<typeof storyRejection>;

/** The admin's edit before approving: any of the three fields, checked as on submit. */
export const storyEdit = z
  .strictObject({
    title: storyInput.shape.title.optional(),
    content: storyInput.shape.content.optional(),
    /** Blank clears it: the summary is then made from the content, as on submit. */
    excerpt: excerptText.nullable().optional(),
  })
  .refine((edit) => Object.keys(edit).length > 0, "Send at least one of title, content or excerpt");
export type StoryEditInput = z.input<typeof storyEdit>;
export type StoryEdit = z.output<typeof storyEdit>;

export const BULK_MODERATION_MAX = 100;
export const bulkModerationInput = z.strictObject({
  action: z.enum(["approve", "unapprove", "delete"], {
    error: "action must be approve, unapprove or delete",
  }),
  ids: z
    .array(rowId, { error: "ids must be a list of story ids" })
    .min(1, "Choose at least one story")
    .max(BULK_MODERATION_MAX, `Choose at most ${BULK_MODERATION_MAX} stories at a time`)
    .transform((ids) => [...new Set(ids)]),
});
export type BulkModerationInput = z.input<typeof bulkModerationInput>;
/** Which stories changed, and which no longer exist (another admin tab may have removed them). */
export const bulkModerationResult = z.object({
  action: bulkModerationInput.shape.action,
  done: z.array(z.number().int()),
  missing: z.array(z.number().int()),
});
export type BulkModerationResult = z.infer<typeof bulkModerationResult>;

export const storyListQuery = z.strictObject({
  /** Visitors send approved=true; only the admin's value is honoured. */
  approved: z.enum(["true", "false"], { error: "approved must be true or false" }).optional(),
  search: searchTerm.optional(),
});

export const likeStatus = z.object({ liked: z.boolean() });
export type LikeStatus = z.infer<typeof likeStatus>;
export const likeResult = z.object({ success: z.boolean(), likeCount: z.number().int() });
export type LikeResult = z.infer<typeof likeResult>;

export const formTokenAnswer = z.object({ token: z.string() });

export { STORY_TEXT } from "../stories.ts";

/** Anti-spam limits per client address. */
export const STORY_SUBMIT_LIMIT = { max: 3, windowMs: 60 * 60 * 1000 } as const;
export const STORY_LIKE_LIMIT = { max: 60, windowMs: 10 * 60 * 1000 } as const;
/** The signed form token: younger than this is faster than a person; older is stale. */
export const FORM_TOKEN_MIN_AGE_MS = 3000;
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const STORY_MESSAGES = {
  submitLimited:
    "You have shared several stories in the last hour, so we have paused the form for you. Please try again in an hour, or e-mail us your story.",
  likeLimited: LIKE_TEXT.limited,
  tooFast:
    "That was sent faster than we expected from a person. Please wait a few seconds and send your story again.",
  staleForm:
    "This form was opened more than a day ago. We have refreshed it: please send your story again.",
  badToken: "We could not check this form. Please reload the page and send your story again.",
  notFound: "Community story not found",
} as const;
