// Trust you can see: a guide's forms brought back after a refused plain post, and the
// team's queues of reports and "wrong" answers. Free of zod, like every query factory here.
import { queryOptions } from "@tanstack/react-query";
import { POSTED_FEEDBACK_KEY, POSTED_REPORT_KEY } from "../../../shared/access-guides/trust.ts";
import { type ApiResponse, pathOf } from "../../../shared/api-routes.ts";
import type { PostedForm } from "../../../shared/posted-forms.ts";

/** A section's "Was this right?" post brought back (without JavaScript): set by the server. */
export const postedFeedbackQuery = () =>
  queryOptions<PostedForm | null>({ queryKey: POSTED_FEEDBACK_KEY, queryFn: () => null });

/** The report form's post brought back (without JavaScript): set by the server. */
export const postedReportQuery = () =>
  queryOptions<PostedForm | null>({ queryKey: POSTED_REPORT_KEY, queryFn: () => null });

export const guideReportsQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/access-guides/reports">>({
    queryKey: [pathOf("GET /api/admin/access-guides/reports")],
    meta: { failure: "Failed to load the reports of guides" },
  });

export const guideFeedbackQueueQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/access-guides/feedback">>({
    queryKey: [pathOf("GET /api/admin/access-guides/feedback")],
    meta: { failure: "Failed to load visitors' corrections" },
  });
