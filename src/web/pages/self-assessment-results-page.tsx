// /self-assessment/results/<token>: one business's results, read by the token in the address.
import { useQuery } from "@tanstack/react-query";
import { Link, useParams } from "wouter";
import { apiErrorOf } from "../../shared/api-error.ts";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { LoadingStatus } from "../components/ui/loading-status.tsx";
import { ResultsView } from "../features/self-assessment/results-view.tsx";
import { assessmentQuery } from "../lib/queries/self-assessment.ts";

export default function SelfAssessmentResultsPage() {
  const { token = "" } = useParams<{ token: string }>();
  const { data, error, isPending } = useQuery(assessmentQuery(token));
  if (isPending) return <LoadingStatus>Loading your results…</LoadingStatus>;
  // null: the server found no such results (see entry-server.tsx).
  if (error || data === null) {
    const status = apiErrorOf(error)?.status;
    const missing = data === null || status === 404 || status === 400;
    return (
      <div className="mx-auto flex max-w-3xl flex-col gap-4">
        <PageHeading>
          {missing ? "We could not find these results" : "Failed to load your results"}
        </PageHeading>
        <p>
          {missing
            ? "They may have been deleted, or the address may be incomplete. Results are kept for two years."
            : "Something went wrong on our side. Please try again in a moment."}
        </p>
        <p>
          <Link href={PAGE_PATHS.selfAssessment}>Start a new self-assessment</Link>
        </p>
      </div>
    );
  }
  return <ResultsView result={data} />;
}
