// Live notices on an access guide (shared/access-guides/notices.ts): what a business
// posts from its manage link, and what visitors read in the public guide. The dates' range (today
// to NOTICE_MAX_DAYS ahead) is checked by the server against its own clock, so a test's clock and
// the contract never disagree.
import { z } from "zod";
import { NOTICE_FACILITY_IDS, NOTICE_MAX_DAYS, NOTICE_NOTE_MAX } from "../access-guides/notices.ts";
import { ASSESSMENT_TOKEN_PATTERN } from "../assessment/results-token.ts";
import { rowId, singleLine, timestamp } from "./common.ts";

export const NOTICE_MESSAGES = {
  facility: "Choose what is out of use",
  until: "Enter the last day it will be out of use, like 2026-12-05",
  tooSoon: "The last day cannot be in the past: choose today or a later day",
  tooLate: `A notice can last at most ${NOTICE_MAX_DAYS} days. If it will take longer, post a new one nearer the time, or change your guide.`,
  noteLong: `Keep the note to ${NOTICE_NOTE_MAX} characters or fewer`,
  link: "Leave web addresses out of the note: say in words what visitors can do instead",
  notPublished:
    "Your guide is not on the site yet, so there is nothing to put a notice on. Notices are for guides visitors can already read.",
  tooMany: "Your guide already has 10 notices. End one before you post another.",
  noSuchNotice: "That notice has already ended, or it is not one of this guide's.",
} as const;

// A web address, written out or as a bare domain ("example.com/offer"): a note says what to do in
// words, and a link in text a business posts without review would be a spammer's door.
const LINK =
  /(https?:\/\/|www\.|\b[a-z0-9-]+\.(?:com|org|net|uk|io|info|biz|co|me|ly|app|shop)\b)/i;

export const noticeNote = singleLine()
  .max(NOTICE_NOTE_MAX, NOTICE_MESSAGES.noteLong)
  .refine((note) => !LINK.test(note), NOTICE_MESSAGES.link);

const day = z
  .string({ error: NOTICE_MESSAGES.until })
  .regex(/^\d{4}-\d{2}-\d{2}$/, NOTICE_MESSAGES.until)
  .refine((value) => {
    const date = new Date(`${value}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, NOTICE_MESSAGES.until);

export const noticeFacility = z.enum(NOTICE_FACILITY_IDS, { error: NOTICE_MESSAGES.facility });

export const guideNoticeInput = z.object({
  facility: noticeFacility,
  until: day,
  /** Blank is no note. */
  note: noticeNote.optional().transform((note) => (note ? note : undefined)),
});
export type GuideNoticeInput = z.output<typeof guideNoticeInput>;

export const guideNotice = z.object({
  id: z.number().int(),
  facility: noticeFacility,
  until: z.string(),
  note: z.string().nullable(),
  createdAt: timestamp,
});

// As contracts/access-guides.ts's manageToken, written again so neither file imports the other.
const manageToken = z.string().regex(ASSESSMENT_TOKEN_PATTERN, "No such guide");

export const guideNoticeParams = z.object({
  manageToken,
  noticeId: z.coerce.number().pipe(rowId),
});

/** Posts a business may make in an hour: a notice is quick, but not a stream. */
export const ACCESS_GUIDE_NOTICE_LIMIT = { max: 20, windowMs: 60 * 60 * 1000 } as const;
