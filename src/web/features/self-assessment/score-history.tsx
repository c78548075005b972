// The dated history of a business's overall score: every update keeps the results at one
// address, so the scores it replaced are listed here, newest first, beside today's.
import type { AssessmentResult } from "../../../shared/contracts/assessments.ts";
import { formatUkDate } from "../../../shared/dates.ts";
import { cellLabel } from "../../components/ui/stacked-table.tsx";

/** A cell: padded in its column, or a line of its row's card when stacked. */
const STACKED = "py-2 pr-4 max-sm:block max-sm:py-0.5 max-sm:pr-0";

/** "1 point", "3 points". */
export const points = (count: number) => `${count} ${count === 1 ? "point" : "points"}`;

/** The change since the last time, in words: "up 1 point", "no change". */
export function changeInWords(now: number, before: number) {
  const difference = now - before;
  if (difference === 0) return "no change";
  return difference > 0 ? `up ${points(difference)}` : `down ${points(-difference)}`;
}

export function ScoreHistory({ result }: { result: AssessmentResult }) {
  if (result.history.length === 0) return null;
  const rows = [
    { when: result.updatedAt, score: result.overallScore, now: true },
    ...result.history.map((entry) => ({
      when: entry.assessedAt,
      score: entry.overallScore,
      now: false,
    })),
  ];
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-3 print:hidden">
      <h2 id="history-title" className="font-bold text-2xl">
        Your scores over time
      </h2>
      {/* Stacked on a narrow screen (components/ui/stacked-table.tsx): three columns do not fit
          320 px with text at 200 %. */}
      <table className="w-full border-collapse text-left max-sm:block">
        <caption className="sr-only">
          Your overall score each time you answered, newest first
        </caption>
        <thead className="max-sm:sr-only">
          <tr className="border-line border-b-2">
            <th scope="col" className="py-2 pr-4">
              Answered on
            </th>
            <th scope="col" className="py-2 pr-4">
              Overall score
            </th>
            <th scope="col" className="py-2">
              Change
            </th>
          </tr>
        </thead>
        <tbody className="max-sm:block">
          {rows.map((row, index) => {
            const before = rows[index + 1];
            return (
              // Each set of answers was given at a moment of its own.
              <tr
                key={String(row.when)}
                className="border-line border-b max-sm:flex max-sm:flex-col max-sm:py-2"
              >
                <th scope="row" className={`${STACKED} font-normal max-sm:font-semibold`}>
                  {formatUkDate(row.when)}
                  {row.now && " (these results)"}
                </th>
                <td className={STACKED} {...cellLabel("Overall score")}>
                  {row.score} out of 100
                </td>
                <td className={STACKED} {...cellLabel("Change")}>
                  {before ? changeInWords(row.score, before.score) : "—"}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
