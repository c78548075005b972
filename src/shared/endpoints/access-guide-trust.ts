// Trust you can see, part of the access guides' area (./access-guides.ts): a
// visitor's "Was this right?" on a section of a published guide and a report of a problem, both
// without an account and with the story form's anti-spam rules; the team's queues of the "wrong"
// answers and the reports, and what it does with each.
import { PUBLIC, requires } from "../access.ts";
import {
  GUIDE_FEEDBACK_PAGE,
  GUIDE_REPORT_PAGE,
  POSTED_FEEDBACK_KEY,
  POSTED_REPORT_KEY,
  REPORT_REASON_IDS,
} from "../access-guides/trust.ts";
import {
  adminGuideFeedbackList,
  adminGuideReport,
  adminGuideReportList,
  feedbackDecision,
  feedbackIdParams,
  guideFeedbackInput,
  guideReportInput,
  received,
  reportIdParams,
} from "../contracts/access-guide-trust.ts";
import { guideIdParams } from "../contracts/access-guides.ts";
import { errorResponse, HONEYPOT_FIELD } from "../contracts/common.ts";
import { declareEndpoints, formBodyLimit, NOTHING } from "../endpoint.ts";

const GUIDE = ["access-guide"] as const;
const publish = requires("publish-content");
const antiSpam =
  "Sent by our forms with the honeypot (`website`, left empty) and `formToken`, the signed time the form was shown (`GET /api/community/form-token`); limited per address each hour.";

export const accessGuideTrustEndpoints = declareEndpoints({
  "POST /api/access-guides/:id/feedback": {
    access: PUBLIC,
    // A "right" answer changes the counts the guide's page shows.
    changes: GUIDE,
    schema: {
      params: guideIdParams,
      body: guideFeedbackInput,
      response: { 202: received, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      summary: "Say whether a section of a published guide was right",
      description: `"right" confirms the section's facts (counted and dated on the guide); "wrong", with a short note if you like, waits for the team. ${antiSpam}`,
    },
    example: { section: "entrance", answer: "wrong", note: "There are two steps now, not one." },
    form: {
      page: GUIDE_FEEDBACK_PAGE,
      params: guideIdParams,
      fields: ["section", "answer", "note", HONEYPOT_FIELD, "formToken"],
      example: { section: "entrance", answer: "right", note: "", [HONEYPOT_FIELD]: "" },
      posted: POSTED_FEEDBACK_KEY,
      bodyLimit: formBodyLimit(1000),
    },
  },
  "POST /api/access-guides/:id/reports": {
    access: PUBLIC,
    changes: NOTHING,
    schema: {
      params: guideIdParams,
      body: guideReportInput,
      response: { 202: received, 400: errorResponse, 404: errorResponse, 429: errorResponse },
      summary: "Report a problem with a published guide",
      description: `\`reason\` is one of ${REPORT_REASON_IDS.map((id) => `\`${id}\``).join(", ")}; the report waits in the team's queue. ${antiSpam}`,
    },
    example: { reason: "closed", details: "The café closed in October." },
    form: {
      page: GUIDE_REPORT_PAGE,
      params: guideIdParams,
      fields: ["reason", "details", HONEYPOT_FIELD, "formToken"],
      example: { reason: "moved", details: "", [HONEYPOT_FIELD]: "" },
      posted: POSTED_REPORT_KEY,
      bodyLimit: formBodyLimit(1500),
    },
  },
  "GET /api/admin/access-guides/reports": {
    access: publish,
    schema: {
      response: { 200: adminGuideReportList },
      summary: "Reports of problems with guides the team has not handled yet, oldest first",
    },
  },
  "POST /api/admin/access-guides/reports/:reportId/handled": {
    access: publish,
    changes: NOTHING,
    schema: {
      params: reportIdParams,
      response: { 200: adminGuideReport, 404: errorResponse },
      summary: "Mark a report handled",
    },
  },
  "GET /api/admin/access-guides/feedback": {
    access: publish,
    schema: {
      response: { 200: adminGuideFeedbackList },
      summary: 'Visitors\' "wrong" answers waiting for the team, oldest first',
    },
  },
  "POST /api/admin/access-guides/feedback/:feedbackId/accept": {
    access: publish,
    // The section shows "being checked".
    changes: GUIDE,
    schema: {
      params: feedbackIdParams,
      response: { 200: feedbackDecision, 404: errorResponse },
      summary: 'Accept a visitor\'s "wrong": the section shows "being checked"',
      description:
        'The business is e-mailed when it gave an address. The section shows "unconfirmed" after 30 days, until the team approves the guide again.',
    },
  },
  "POST /api/admin/access-guides/feedback/:feedbackId/dismiss": {
    access: publish,
    changes: NOTHING,
    schema: {
      params: feedbackIdParams,
      response: { 200: feedbackDecision, 404: errorResponse },
      summary: 'Dismiss a visitor\'s "wrong"',
    },
  },
});
