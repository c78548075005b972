// Trust a visitor can see: who last stated each fact of a published guide and when,
// what visitors said about each section, and the reasons anyone can give for reporting a guide.
// Free of zod and of React, so every page can import it; the contracts are in
// ../contracts/access-guide-trust.ts.
import { GUIDE_SECTIONS, type GuideSectionId } from "./fields.ts";

/** Who last stated a fact: the business, visitors who confirmed it, or the Real Access team. */
export const FACT_SOURCES = ["business", "visitor", "team"] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

/** A fact's stamp, as a published version keeps it. */
export interface FactStamp {
  source: FactSource;
  /** ISO 8601. */
  checkedAt: string;
}

export const FEEDBACK_ANSWERS = ["right", "wrong"] as const;
export type FeedbackAnswer = (typeof FEEDBACK_ANSWERS)[number];

export const SECTION_IDS = GUIDE_SECTIONS.map((section) => section.id) as [
  GuideSectionId,
  ...GuideSectionId[],
];

/** A note with a "wrong" answer: a sentence or two. */
export const FEEDBACK_NOTE_MAX = 500;
export const REPORT_DETAILS_MAX = 1000;

/** A section disputed by a visitor and accepted by the team shows "being checked" this long. */
export const DISPUTE_CHECK_DAYS = 30;

/** What a section says while a dispute the team accepted is open. */
export const DISPUTE_STATES = ["being-checked", "unconfirmed"] as const;
export type DisputeState = (typeof DISPUTE_STATES)[number];

export const REPORT_REASONS = [
  { id: "closed", label: "The place has closed" },
  { id: "moved", label: "The place has moved" },
  { id: "wrong-facts", label: "The access facts are wrong" },
  { id: "offensive", label: "Something in the guide is offensive" },
  { id: "not-a-real-place", label: "This is not a real place" },
  { id: "other", label: "Something else" },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]["id"];
export const REPORT_REASON_IDS = REPORT_REASONS.map((reason) => reason.id) as [
  ReportReason,
  ...ReportReason[],
];
export const reportReasonLabel = (id: string) =>
  REPORT_REASONS.find((reason) => reason.id === id)?.label ?? id;

export const TRUST_MESSAGES = {
  section: "Choose the part of the guide you are answering about",
  answer: 'Answer "right" or "wrong"',
  note: `Keep the note to ${FEEDBACK_NOTE_MAX} characters or fewer`,
  reason: `Choose a reason for the report: ${REPORT_REASON_IDS.join(", ")}`,
  details: `Keep the details to ${REPORT_DETAILS_MAX} characters or fewer`,
  limited: "We have had a lot from your connection in the last hour. Please try again later.",
  noSuchReport: "No such report",
  noSuchFeedback: "No such answer waiting for the team",
} as const;

export * from "./trust-addresses.ts";
