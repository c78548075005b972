// The contracts of trust you can see (shared/access-guides/trust.ts): a published
// guide's provenance per fact and what visitors said per section, a visitor's "Was this right?"
// answer, a report, and the team's queues of both.
import { z } from "zod";
import {
  DISPUTE_STATES,
  FACT_SOURCES,
  FEEDBACK_ANSWERS,
  FEEDBACK_NOTE_MAX,
  REPORT_DETAILS_MAX,
  REPORT_REASON_IDS,
  SECTION_IDS,
  TRUST_MESSAGES,
} from "../access-guides/trust.ts";
import { publicAccessGuide } from "./access-guides.ts";
import { HONEYPOT_FIELD, plainText, rowId, timestamp } from "./common.ts";

export const factStamp = z.object({ source: z.enum(FACT_SOURCES), checkedAt: timestamp });

/** What visitors said about one section since the business last stated it. */
export const sectionTrust = z.object({
  /** The business's (or the team's) latest statement of any of its facts. */
  stated: factStamp.nullable(),
  /** How many visitors said "right", and when the last did. */
  confirmations: z.number().int(),
  lastConfirmedAt: timestamp.nullable(),
  /** A visitor's "wrong" the team accepted: being checked for 30 days, then unconfirmed. */
  dispute: z.enum(DISPUTE_STATES).nullable(),
});

/** A published guide as its page reads it: with who stated each fact, and when. */
export const publicGuideWithTrust = publicAccessGuide.extend({
  /** By fact path ("entrance.doorClearWidthMm"): who last stated it and when. */
  provenance: z.record(z.string(), factStamp),
  /** By section id ("entrance"). */
  sections: z.record(z.string(), sectionTrust),
});
export type PublicGuideWithTrust = z.input<typeof publicGuideWithTrust>;

/** Blank means none: a plain form sends its empty box. */
const optionalText = (max: number, tooLong: string) =>
  plainText()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => value || undefined);

/** Anti-spam, as the story form has it: the honeypot and the signed time the form was shown. */
const antiSpam = {
  [HONEYPOT_FIELD]: z.string().max(1000).optional(),
  formToken: z.string().max(200).optional(),
};

export const guideFeedbackInput = z.strictObject({
  section: z.enum(SECTION_IDS, { error: TRUST_MESSAGES.section }),
  answer: z.enum(FEEDBACK_ANSWERS, { error: TRUST_MESSAGES.answer }),
  note: optionalText(FEEDBACK_NOTE_MAX, TRUST_MESSAGES.note),
  ...antiSpam,
});
export type GuideFeedbackInput = z.output<typeof guideFeedbackInput>;

export const guideReportInput = z.strictObject({
  reason: z.enum(REPORT_REASON_IDS, { error: TRUST_MESSAGES.reason }),
  details: optionalText(REPORT_DETAILS_MAX, TRUST_MESSAGES.details),
  ...antiSpam,
});
export type GuideReportInput = z.output<typeof guideReportInput>;

/** The answer to either: taken, for the team or the counts. */
export const received = z.object({ status: z.literal("received") });

const aboutGuide = {
  guideId: z.number().int(),
  guideName: z.string(),
  /** The guide's page while it is published. */
  guideUrl: z.string().nullable(),
  createdAt: timestamp,
};

export const adminGuideReport = z.object({
  id: z.number().int(),
  ...aboutGuide,
  reason: z.enum(REPORT_REASON_IDS),
  details: z.string().nullable(),
  handledAt: timestamp.nullable(),
});
export type AdminGuideReport = z.input<typeof adminGuideReport>;
export const adminGuideReportList = z.array(adminGuideReport);

export const adminGuideFeedback = z.object({
  id: z.number().int(),
  ...aboutGuide,
  section: z.enum(SECTION_IDS),
  note: z.string().nullable(),
});
export type AdminGuideFeedback = z.input<typeof adminGuideFeedback>;
export const adminGuideFeedbackList = z.array(adminGuideFeedback);

export const reportIdParams = z.object({ reportId: z.coerce.number().pipe(rowId) });
export const feedbackIdParams = z.object({ feedbackId: z.coerce.number().pipe(rowId) });
export const feedbackDecision = z.object({ status: z.enum(["accepted", "dismissed"]) });
