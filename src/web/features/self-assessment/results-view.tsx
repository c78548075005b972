// "Your results": the overall score and band, each area, what to do first, the draft guide, and
// what a visitor can do next (update, print, delete). Prints as a clean A4 report.
import { useEffect } from "react";
import { Link } from "wouter";
import { BUSINESS_TYPES } from "../../../shared/assessment/model.ts";
import type { AssessmentResult } from "../../../shared/contracts/assessments.ts";
import { formatUkDate } from "../../../shared/dates.ts";
import { PAGE_PATHS, pagePath } from "../../../shared/page-paths.ts";
import { PageHeading } from "../../components/layout/route-focus.tsx";
import { dangerButton, primaryButton, secondaryButton } from "../../components/ui/button-styles.ts";
import { ClientOnly } from "../../components/ui/client-only.tsx";
import { ActionPlan } from "./action-plan.tsx";
import { AreaScores } from "./area-scores.tsx";
import { DraftGuide } from "./draft-guide.tsx";
import { ResultsAddress } from "./results-address.tsx";
import { changeInWords, ScoreHistory } from "./score-history.tsx";

/** Closed disclosures would print empty: open them all for the paper copy. */
function useOpenDetailsForPrint() {
  useEffect(() => {
    const open = () => {
      for (const details of document.querySelectorAll("main details"))
        details.setAttribute("open", "");
    };
    window.addEventListener("beforeprint", open);
    return () => window.removeEventListener("beforeprint", open);
  }, []);
}

export function ResultsView({ result }: { result: AssessmentResult }) {
  useOpenDetailsForPrint();
  const business = BUSINESS_TYPES.find((type) => type.id === result.businessType)?.label ?? "";
  const previous = result.previous;
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 print:gap-5 print:text-sm">
      <div className="flex flex-col gap-3 print:gap-1">
        <p className="font-semibold text-muted print:hidden">Self-assessment</p>
        <PageHeading className="font-bold text-3xl leading-tight sm:text-4xl print:text-2xl">
          Your results
        </PageHeading>
        <p className="text-muted">
          {business} · assessed on {formatUkDate(result.updatedAt)}
        </p>
        <p className="text-2xl print:text-lg">
          Overall: <strong>{result.overallScore} out of 100</strong> · {result.band}
        </p>
        {previous && (
          <p>
            Last time, on {formatUkDate(previous.createdAt)}, you scored {previous.overallScore} out
            of 100: {changeInWords(result.overallScore, previous.overallScore)}
            {result.overallScore === previous.overallScore ? " overall." : "."}
          </p>
        )}
        <ResultsAddress token={result.token} />
      </div>

      <section aria-labelledby="scores-title" className="flex flex-col gap-4">
        <h2 id="scores-title" className="font-bold text-2xl print:text-xl">
          Your score in each area
        </h2>
        <AreaScores result={result} />
      </section>

      <ScoreHistory result={result} />

      <ActionPlan result={result} />

      <p className="hidden print:block">
        Your draft accessibility guide is on your results page, at the address above.
      </p>

      {/* Kept off paper so the plan prints on two pages; it has its own copy and download. */}
      <section aria-labelledby="guide-title" className="flex flex-col gap-4 print:hidden">
        <h2 id="guide-title" className="font-bold text-2xl">
          Draft accessibility guide
        </h2>
        <DraftGuide result={result} />
        <p>
          Or publish a measured guide on Real Access, free: your answers fill in what they can, you
          add the measurements, and our team reads it before it goes in the directory.
        </p>
        <p>
          <Link
            href={`${PAGE_PATHS.accessGuideNew}?from=${result.token}`}
            className={secondaryButton}
          >
            Publish an access guide
          </Link>
        </p>
      </section>

      <section aria-labelledby="next-title" className="flex flex-col gap-4 print:hidden">
        <h2 id="next-title" className="font-bold text-2xl">
          What next
        </h2>
        <div className="flex flex-wrap gap-4">
          <Link
            href={`${PAGE_PATHS.selfAssessment}?from=${result.token}`}
            className={primaryButton}
          >
            Update my answers
          </Link>
          <ClientOnly fallback={null}>
            <button type="button" className={secondaryButton} onClick={() => window.print()}>
              Print or save as PDF
            </button>
          </ClientOnly>
          <Link
            href={pagePath(PAGE_PATHS.selfAssessmentDelete, { token: result.token })}
            className={dangerButton}
          >
            Delete these results
          </Link>
        </div>
      </section>
    </div>
  );
}
