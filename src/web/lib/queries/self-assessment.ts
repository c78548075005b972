// Self-assessment data: one visitor's results, read by their token, and the editors'
// summary. Free of zod, like every query factory here.
import { queryOptions } from "@tanstack/react-query";
import { ASSESSMENT_SUMMARY_PATH, assessmentPath } from "../../../shared/api-paths.ts";
import type { ApiResponse } from "../../../shared/api-routes.ts";
import type { JourneyState } from "../../../shared/assessment/journey.ts";
import { JOURNEY_STATE_KEY } from "../../../shared/assessment/journey-state-key.ts";

export const assessmentQuery = (token: string) =>
  queryOptions<ApiResponse<"GET /api/assessments/:token">>({
    queryKey: [assessmentPath(token)],
    meta: { failure: "Failed to load your results" },
  });

export const assessmentSummaryQuery = () =>
  queryOptions<ApiResponse<"GET /api/admin/assessments/summary">>({
    queryKey: [ASSESSMENT_SUMMARY_PATH],
    meta: { failure: "Failed to load the self-assessment summary" },
  });

/**
 * The journey's state when the server rendered a step for a plain form post; never fetched, so
 * null whenever the page was opened by a link.
 */
export const journeyStateQuery = () =>
  queryOptions<JourneyState | null>({
    queryKey: JOURNEY_STATE_KEY,
    queryFn: () => null,
  });
