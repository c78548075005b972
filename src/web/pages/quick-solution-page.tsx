// /advice-and-solutions/quick-solutions/<id>-<slug>: one quick solution on a page of its own,
// so a recommendation or an article can link to the fix itself.
import type { QuickSolution } from "../../shared/contracts/quick-solutions.ts";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { solutionSteps } from "../../shared/quick-solution-steps.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { ItemPage } from "../features/permalinks/item-page.tsx";
import { QuickSolutionRatings } from "../features/quick-solutions/quick-solution-ratings.tsx";
import { quickSolutionQuery } from "../lib/queries/permalinks.ts";

const headingClass = "font-bold text-xl leading-tight sm:text-2xl";

export default function QuickSolutionPage() {
  return (
    <ItemPage
      query={quickSolutionQuery}
      back={{ href: PAGE_PATHS.adviceAndSolutions, label: "All quick solutions" }}
    >
      {(item: QuickSolution) => {
        const steps = solutionSteps(item.possibleSolutions);
        return (
          <>
            <p className="font-bold text-accent text-sm uppercase tracking-wide">Quick solution</p>
            <PageHeading documentTitle={`${item.issue} | Real Access`}>{item.issue}</PageHeading>
            <QuickSolutionRatings item={item} />
            <section aria-labelledby="why-its-an-issue" className="flex flex-col gap-3">
              <h2 id="why-its-an-issue" className={headingClass}>
                Why it's an issue
              </h2>
              <p className="whitespace-pre-line">{item.whyItsAnIssue}</p>
            </section>
            <section aria-labelledby="possible-solutions" className="flex flex-col gap-3">
              <h2 id="possible-solutions" className={headingClass}>
                Possible solutions
              </h2>
              {/* The same steps as the page's HowTo data (structured-data.ts). */}
              {steps.length > 1 ? (
                <ul className="flex list-disc flex-col gap-2 pl-6">
                  {steps.map((step) => (
                    <li key={step}>{step}</li>
                  ))}
                </ul>
              ) : (
                <p className="whitespace-pre-line">{item.possibleSolutions}</p>
              )}
            </section>
          </>
        );
      }}
    </ItemPage>
  );
}
