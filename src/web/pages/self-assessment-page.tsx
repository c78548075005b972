// /self-assessment: the journey, started fresh, carried on from a form post the server
// rendered, or started from earlier results ("Update my answers", ?from=<token>).
import { useQuery } from "@tanstack/react-query";
import { useSearchParams } from "wouter";
import { ASSESSMENT_DELETED_PARAM } from "../../shared/api-paths.ts";
import { EMPTY_DRAFT, type JourneyState } from "../../shared/assessment/journey.ts";
import { LoadingStatus } from "../components/ui/loading-status.tsx";
import { AssessmentForm } from "../features/self-assessment/assessment-form.tsx";
import { journeyFromResults } from "../features/self-assessment/from-results.ts";
import { assessmentQuery, journeyStateQuery } from "../lib/queries/self-assessment.ts";

const FRESH: JourneyState = { step: "about", draft: EMPTY_DRAFT, errors: [], returnToCheck: false };

function FromEarlierResults({ token }: { token: string }) {
  const { data, error } = useQuery(assessmentQuery(token));
  if (error) {
    return (
      <AssessmentForm
        initial={{
          ...FRESH,
          errors: [
            {
              field: "businessType",
              message: "We could not find your earlier results, so this is a fresh start.",
            },
          ],
        }}
        restoreSaved={false}
      />
    );
  }
  if (!data) return <LoadingStatus>Loading your earlier answers…</LoadingStatus>;
  return <AssessmentForm initial={journeyFromResults(data, token)} restoreSaved={false} />;
}

export default function SelfAssessmentPage() {
  const [search] = useSearchParams();
  const { data: posted } = useQuery(journeyStateQuery());
  if (posted) return <AssessmentForm initial={posted} restoreSaved={false} />;
  const from = search.get("from");
  if (from) return <FromEarlierResults token={from} />;
  return (
    <>
      {search.has(ASSESSMENT_DELETED_PARAM) && (
        <p
          role="status"
          className="mx-auto mb-6 max-w-3xl rounded-xl border-2 border-line bg-surface p-4 font-semibold"
        >
          Your results have been deleted.
        </p>
      )}
      <AssessmentForm initial={FRESH} restoreSaved />
    </>
  );
}
