// What every kind written in the admin shares (docs/product.md#writing-articles): the checks each
// save answers with, the publish step, the review a contributor asks for and the note an editor
// sends a piece back with, and a revision of any kind's fields. Each kind's own fields are in its
// contract (./article-publishing.ts for articles, ./news.ts for news).
import { z } from "zod";
import { PUBLICATION_STATUSES } from "../publication.ts";
import { CHECK_RULE_IDS, PUBLISH_STOPPING_RULES } from "../publishing-checks/rules.ts";
import { plainText, rowId, timestamp, timestampInput } from "./common.ts";

export const publishingCheck = z.object({
  rule: z.enum(CHECK_RULE_IDS),
  severity: z.enum(["error", "warning"]),
  message: z.string(),
  fix: z.string(),
  start: z.number().int(),
  end: z.number().int(),
});

/**
 * Publishing refused: `error` names in words the checks that stopped it, `stoppedBy` gives their
 * ids (shared/publishing-checks/rules.ts: only those that stop publishing), and `checks` all the
 * checks, each error with where it is in the text.
 */
export const checksRefusal = z.object({
  error: z.string(),
  stoppedBy: z.array(z.enum(PUBLISH_STOPPING_RULES)),
  checks: z.array(publishingCheck),
});

/** POST …/:id/publish: now, or at `publishAt` when that is in the future. */
export const publishInput = z
  .strictObject({ publishAt: timestampInput("publishAt must be a date and time").optional() })
  .nullish();

export const publicationStatus = z.enum(PUBLICATION_STATUSES);

export const REVIEW_NOTE_MAX = 2000;
const NOTE_REQUIRED = "Write a note saying what the author should change";

/** POST …/:id/send-back: what the editor asks the author to change before it can be published. */
export const sendBackInput = z.strictObject({
  note: plainText(NOTE_REQUIRED)
    .trim()
    .min(1, NOTE_REQUIRED)
    .max(REVIEW_NOTE_MAX, `The note must be at most ${REVIEW_NOTE_MAX} characters`),
});
export type SendBackInput = z.output<typeof sendBackInput>;

/**
 * The note a piece was last sent back with, shown to its author until it is submitted again. Kept
 * in a JSON column, so its time is the ISO string on the server too.
 */
export const reviewNote = z.object({
  note: z.string(),
  by: z.string(),
  at: z.iso.datetime({ offset: true }),
});
export type StoredReviewNote = z.infer<typeof reviewNote>;

/** GET …/review-count: how many pieces of the kind wait for an editor. */
export const reviewCount = z.object({ inReview: z.number().int() });

/** The fields every kind's revision keeps, which the word diff and the labels compare. */
export interface PublishingSnapshot {
  title: string;
  excerpt: string | null;
  content: string;
}

/** One save of a piece: who, when, and its fields as saved. */
export const revisionOf = <Snapshot extends z.ZodType<PublishingSnapshot>>(snapshot: Snapshot) =>
  z.object({ id: z.number().int(), savedBy: z.string(), createdAt: timestamp, snapshot });

export const revisionParams = z.object({
  id: z.coerce.number({ error: "id must be a number" }).pipe(rowId),
  revisionId: z.coerce.number({ error: "revisionId must be a number" }).pipe(rowId),
});
