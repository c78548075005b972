// A published guide's live notices and its re-confirmation, part of the access guides' area
// (./access-guides.ts): the business says at once that something is out of use until a date, or
// that every fact is still right.
import { z } from "zod";
import { PUBLIC } from "../access.ts";
import { POSTED_NOTICE_KEY } from "../access-guides/addresses.ts";
import { NOTICE_FIELDS, NOTICE_MAX_DAYS } from "../access-guides/notices.ts";
import { managePageParams, noticePageParams } from "../access-guides/page-forms.ts";
import {
  guideNotice,
  guideNoticeInput,
  guideNoticeParams,
} from "../contracts/access-guide-notices.ts";
import { manageTokenParams } from "../contracts/access-guides.ts";
import { errorResponse, noContent, timestamp } from "../contracts/common.ts";
import { declareEndpoints } from "../endpoint.ts";
import { PAGE_PATHS } from "../page-paths.ts";

const GUIDE = ["access-guide"] as const;

export const accessGuideNoticeEndpoints = declareEndpoints({
  // Live notices and re-confirmation: a notice only withdraws a claim, and a
  // confirmation only says the published facts are still right, so both show at once, without
  // review, and change the public pages.
  "POST /api/access-guides/manage/:manageToken/notices": {
    access: PUBLIC,
    changes: GUIDE,
    schema: {
      params: manageTokenParams,
      body: guideNoticeInput,
      response: {
        201: guideNotice,
        400: errorResponse,
        404: errorResponse,
        409: errorResponse,
        429: errorResponse,
      },
      summary: "Say that something in a published guide is out of use until a date",
      description: `Shown at once on the guide's page, in the directory, the feed and the A11yJSON (the equipment \`isWorking: false\`), without review. \`until\` is the last day it applies (UK time): today or up to ${NOTICE_MAX_DAYS} days ahead; the notice ends by itself after it. \`note\` is one line without web addresses. 409 for a guide not yet published.`,
    },
    example: {
      facility: "lift",
      until: "2026-12-05",
      note: "An engineer is booked. Staff can bring orders down.",
    },
    form: {
      page: PAGE_PATHS.accessGuideNotices,
      params: managePageParams,
      fields: NOTICE_FIELDS,
      example: { facility: "lift", until: "2026-12-05", note: "An engineer is booked." },
      posted: POSTED_NOTICE_KEY,
    },
  },
  "DELETE /api/access-guides/manage/:manageToken/notices/:noticeId": {
    access: PUBLIC,
    changes: GUIDE,
    schema: {
      params: guideNoticeParams,
      response: { 204: noContent, 404: errorResponse },
      summary: "End a notice before its last day",
    },
    form: { page: PAGE_PATHS.accessGuideNoticeEnd, params: noticePageParams, bodyLimit: 4096 },
  },
  "POST /api/access-guides/manage/:manageToken/confirm": {
    access: PUBLIC,
    changes: GUIDE,
    schema: {
      params: manageTokenParams,
      response: {
        200: z.object({ lastCheckedAt: timestamp }),
        404: errorResponse,
        409: errorResponse,
        429: errorResponse,
      },
      summary: "Confirm that everything in a published guide is still right",
      description:
        "Sets the published facts' date checked to now, without review, so none of them says \"may be out of date\" and the reminders start again. Equipment that breaks (a lift, a hearing loop, an automatic door, a toilet's alarm cord) asks for this every 6 months, the rest every 12 (shared/access-guides/fields.ts). 409 for a guide not yet published.",
    },
    form: { page: PAGE_PATHS.accessGuideConfirm, params: managePageParams, bodyLimit: 4096 },
  },
});
