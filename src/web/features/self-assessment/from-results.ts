// "Update my answers": the journey as it starts from earlier results, at "Check your answers".
// The page and the server's title for it both read it here, so the two never disagree.
import type { ApiResponse } from "../../../shared/api-routes.ts";
import type { JourneyState } from "../../../shared/assessment/journey.ts";

export const journeyFromResults = (
  results: Pick<
    ApiResponse<"GET /api/assessments/:token">,
    "businessType" | "businessSize" | "focus" | "responses"
  >,
  token: string,
): JourneyState => ({
  step: "check",
  draft: {
    businessType: results.businessType,
    businessSize: results.businessSize,
    focus: results.focus,
    responses: results.responses,
    previousToken: token,
  },
  errors: [],
  returnToCheck: false,
});
