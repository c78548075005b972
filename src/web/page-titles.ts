// Titles the routes table cannot give, as they depend on what the page reads: "Update my answers"
// opens the journey at "Check your answers", so its title must say so, with or without
// JavaScript (the browser's journey sets the same title once it runs). Server only: the journey's
// rules stay out of the routes table every page loads.
import { journeyTitle } from "../shared/assessment/journey.ts";
import { PAGE_PATHS } from "../shared/page-paths.ts";
import { journeyFromResults } from "./features/self-assessment/from-results.ts";
import { assessmentQuery } from "./lib/queries/self-assessment.ts";

export function titleFromData(
  routePath: string,
  search: URLSearchParams,
  read: (queryKey: readonly unknown[]) => unknown,
): string | undefined {
  if (routePath === PAGE_PATHS.selfAssessment) {
    const from = search.get("from");
    const results = from ? read(assessmentQuery(from).queryKey) : undefined;
    if (from && results) {
      return journeyTitle(
        journeyFromResults(results as Parameters<typeof journeyFromResults>[0], from),
      );
    }
  }
  return undefined;
}
