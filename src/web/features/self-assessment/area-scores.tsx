// Each area's score as words and as a bar drawn by its length and outline, not its colour, with
// the same figures in a table for anyone who prefers one (and for printing).
import { areaById } from "../../../shared/assessment/areas/index.ts";
import type { AssessmentResult } from "../../../shared/contracts/assessments.ts";
import { changeInWords } from "./score-history.tsx";

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
        <table className="mt-3 w-full border-collapse text-left">
          <caption className="sr-only">Your score in each area</caption>
          <thead>
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
          <tbody>
            {result.focus.map((id) => (
              <tr key={id} className="border-line border-b">
                <th scope="row" className="py-2 pr-4 font-normal">
                  {areaById(id).title}
                </th>
                <td className="py-2 pr-4">{outOf100(result.scores[id])}</td>
                {previous && (
                  <td className="py-2">{change(result.scores[id], previous[id]) ?? "—"}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}
