// Admin › Self-assessments: how businesses score themselves and the gaps they admit
// most often, so the editorial team knows which quick solutions and articles to write next.
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { AssessmentSummary } from "../../../shared/contracts/assessments.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { assessmentSummaryQuery } from "../../lib/queries/self-assessment.ts";

// A newer list, so worded like the older lists' load failures ('Failed to load quick solutions.
// Please try again later.').
const ASSESSMENT_SUMMARY_LOAD_ERROR =
  "Failed to load the self-assessment summary. Please try again later.";

const cell = "p-2 align-top";
const outOf100 = (score: number) => `${score} out of 100`;

function NotScored() {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not scored yet</span>
    </>
  );
}

/** A table that scrolls sideways inside its own box when the screen is narrower than it (as the
 * Activity log does), reachable by keyboard; `relative` keeps visually hidden text in the box. */
function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard (WCAG 2.1.1)
    <section aria-label={label} tabIndex={0} className="relative overflow-x-auto">
      <table className="w-full border-collapse text-left">{children}</table>
    </section>
  );
}

function Totals({ summary }: { summary: AssessmentSummary }) {
  return (
    <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[max-content_1fr]">
      <dt className="font-semibold">Assessments</dt>
      <dd>{summary.count}</dd>
      <dt className="font-semibold">Average overall score</dt>
      <dd>{summary.averageOverall === null ? <NotScored /> : outOf100(summary.averageOverall)}</dd>
    </dl>
  );
}

function AreasTable({ areas }: { areas: AssessmentSummary["areas"] }) {
  return (
    <section aria-labelledby="assessed-areas" className="flex flex-col gap-3">
      <h4 id="assessed-areas" className="font-bold text-xl">
        By area
      </h4>
      <ScrollingTable label="Scores by area table">
        <caption className="pb-2 text-left text-muted">
          Each area: how many assessments covered it and their average score in it
        </caption>
        <thead>
          <tr className="border-line border-b-2">
            <th scope="col" className={cell}>
              Area
            </th>
            <th scope="col" className={cell}>
              Assessed
            </th>
            <th scope="col" className={cell}>
              Average score
            </th>
          </tr>
        </thead>
        <tbody>
          {areas.map((area) => (
            <tr key={area.id} className="border-line border-b">
              <th scope="row" className={`${cell} font-semibold`}>
                {area.title}
              </th>
              <td className={cell}>{area.assessed}</td>
              <td className={cell}>
                {area.averageScore === null ? <NotScored /> : outOf100(area.averageScore)}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollingTable>
    </section>
  );
}

function CommonGaps({ summary }: { summary: AssessmentSummary }) {
  const areaTitle = new Map(summary.areas.map((area) => [area.id, area.title]));
  return (
    <section aria-labelledby="common-gaps" className="flex flex-col gap-3">
      <h4 id="common-gaps" className="font-bold text-xl">
        Most common gaps
      </h4>
      {summary.commonGaps.length === 0 ? (
        <p className="rounded-xl bg-surface p-4">
          No gaps yet: every answer so far was Yes or Doesn't apply.
        </p>
      ) : (
        <ScrollingTable label="Most common gaps table">
          <caption className="pb-2 text-left text-muted">
            The questions most often answered No, Partly or Not sure, and by how many assessments,
            most frequent first
          </caption>
          <thead>
            <tr className="border-line border-b-2">
              <th scope="col" className={cell}>
                Rank
              </th>
              <th scope="col" className={cell}>
                Question
              </th>
              <th scope="col" className={cell}>
                Area
              </th>
              <th scope="col" className={cell}>
                Count
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.commonGaps.map((gap, index) => (
              <tr key={gap.questionId} className="border-line border-b">
                <td className={cell}>{index + 1}</td>
                <th scope="row" className={`${cell} break-words font-semibold`}>
                  {gap.question}
                </th>
                <td className={cell}>{areaTitle.get(gap.areaId) ?? gap.areaId}</td>
                <td className={cell}>{gap.count}</td>
              </tr>
            ))}
          </tbody>
        </ScrollingTable>
      )}
    </section>
  );
}

export function AssessmentsAdmin() {
  // Visitors add assessments at any time, and the panel mounts afresh each time the tab is
  // opened: fetch again then, instead of the site's never-stale default.
  const { data, isPending, isError } = useQuery({ ...assessmentSummaryQuery(), staleTime: 0 });
  return (
    <div className="flex flex-col gap-4">
      <h3 className="font-bold text-2xl">Self-assessments</h3>
      <p>What businesses find when they assess themselves, and the gaps they report most often.</p>
      {isPending ? (
        <p role="status">Loading the self-assessment summary…</p>
      ) : isError ? (
        <AlertMessage>{ASSESSMENT_SUMMARY_LOAD_ERROR}</AlertMessage>
      ) : data.count === 0 ? (
        <p className="rounded-xl bg-surface p-6">No assessments yet.</p>
      ) : (
        <>
          <Totals summary={data} />
          <AreasTable areas={data.areas} />
          <CommonGaps summary={data} />
        </>
      )}
    </div>
  );
}
