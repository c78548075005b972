// Each area's score as words and as a bar drawn by its length and outline, not its colour, with
// the same figures in a table for anyone who prefers one (and for printing).
import { areaById } from "../../../shared/assessment/areas/index.ts";
import type { AssessmentResult } from "../../../shared/contracts/assessments.ts";
import { cellLabel } from "../../components/ui/stacked-table.tsx";
import { changeInWords } from "./score-history.tsx";

/** A cell: padded in its column, or a line of its row's card when stacked. */
const STACKED = "py-2 pr-4 max-sm:block max-sm:py-0.5 max-sm:pr-0";

const outOf100 = (score: number | null | undefined) =>
  typeof score === "number" ? `${score} out of 100` : "Not scored";

function change(now: number | null | undefined, before: number | null | undefined) {
  if (typeof now !== "number" || typeof before !== "number") return null;
  return changeInWords(now, before);
}

export function AreaScores({ result }: { result: AssessmentResult }) {
  const previous = result.previous?.scores;
  return (
    <>
      <ul className="flex flex-col gap-5 print:grid print:grid-cols-2 print:gap-x-6 print:gap-y-1">
        {result.focus.map((id) => {
          const score = result.scores[id];
          const since = change(score, previous?.[id]);
          return (
            <li key={id} className="flex flex-col gap-1">
              <p className="flex flex-wrap justify-between gap-x-4">
                <span className="font-semibold">{areaById(id).title}</span>
                <span>
                  {outOf100(score)}
                  {since && <span className="text-muted"> ({since} since last time)</span>}
                </span>
              </p>
              <div
                aria-hidden="true"
                className="h-5 w-full rounded border-2 border-ink bg-page [print-color-adjust:exact] print:h-3"
              >
                <div
                  className="h-full bg-ink"
                  style={{ width: `${typeof score === "number" ? score : 0}%` }}
                />
              </div>
            </li>
          );
        })}
      </ul>
      <details className="mt-2 rounded-md border-2 border-line px-4 py-2 print:hidden">
        <summary className="cursor-pointer font-semibold">Show the scores as a table</summary>
        {/* Stacked on a narrow screen (components/ui/stacked-table.tsx): three columns do not fit
            320 px with text at 200 %. */}
        <table className="mt-3 w-full border-collapse text-left max-sm:block">
          <caption className="sr-only">Your score in each area</caption>
          <thead className="max-sm:sr-only">
            <tr className="border-line border-b-2">
              <th scope="col" className="py-2 pr-4">
                Area
              </th>
              <th scope="col" className="py-2 pr-4">
                Score
              </th>
              {previous && (
                <th scope="col" className="py-2">
                  Change since last time
                </th>
              )}
            </tr>
          </thead>
          <tbody className="max-sm:block">
            {result.focus.map((id) => (
              <tr key={id} className="border-line border-b max-sm:flex max-sm:flex-col max-sm:py-2">
                <th scope="row" className={`${STACKED} font-normal max-sm:font-semibold`}>
                  {areaById(id).title}
                </th>
                <td className={STACKED} {...cellLabel("Score")}>
                  {outOf100(result.scores[id])}
                </td>
                {previous && (
                  <td className={STACKED} {...cellLabel("Change since last time")}>
                    {change(result.scores[id], previous[id]) ?? "—"}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
