// "What to do first": every gap, in the server's order (impact, then effort), each with what to
// do, what it costs and where this site explains how.
import { Link } from "wouter";
import { areaById } from "../../../shared/assessment/areas/index.ts";
import { ANSWERS } from "../../../shared/assessment/model.ts";
import type { Recommendation } from "../../../shared/contracts/assessments.ts";

const COST_MEANING = {
  "£": "little or nothing, under about £100",
  "££": "up to a few thousand pounds",
  "£££": "a bigger investment",
} as const;

const answerLabel = (id: string) => ANSWERS.find((answer) => answer.id === id)?.label ?? id;

export function RecommendationList({ recommendations }: { recommendations: Recommendation[] }) {
  if (recommendations.length === 0) {
    return (
      <p>
        You answered Yes, or Doesn't apply, to every question, so there is nothing urgent to fix.
        Keep checking as things change, and ask your customers what would help.
      </p>
    );
  }
  return (
    <ol className="flex flex-col gap-5">
      {recommendations.map((item, index) => (
        <li
          key={item.questionId}
          className="break-inside-avoid rounded-xl border-2 border-line p-5"
        >
          <h3 className="font-bold text-lg">
            <span className="sr-only">{index + 1}. </span>
            {item.action}
          </h3>
          <p className="mt-1 text-muted">
            {areaById(item.areaId).title}: “{item.question}” You answered {answerLabel(item.answer)}
            .
          </p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            <dt className="font-semibold">Impact</dt>
            <dd className="capitalize">{item.impact}</dd>
            <dt className="font-semibold">Effort</dt>
            <dd className="capitalize">{item.effort}</dd>
            <dt className="font-semibold">Cost</dt>
            <dd>
              <span aria-hidden="true">{item.cost} </span>
              <span className="text-muted">({COST_MEANING[item.cost]})</span>
            </dd>
          </dl>
          <p className="mt-3">
            Find out how:{" "}
            <Link href={item.learnMore.href} className="font-semibold underline underline-offset-4">
              {item.learnMore.title}
            </Link>
          </p>
        </li>
      ))}
    </ol>
  );
}
