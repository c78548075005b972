// Scores, worked out on the server only: per area 0–100 where Yes is 1, Partly ½, No
// and Not sure 0, Doesn't apply and findings left out, and a primary question counts double;
// overall, the average of the chosen areas that had anything to score. The plan is ./plan.ts.
import { areaById } from "../../../shared/assessment/areas/index.ts";
import type { Answer, AreaId, Question } from "../../../shared/assessment/model.ts";
import type { AreaScores } from "../../../shared/contracts/assessments.ts";

const CREDIT: Record<Exclude<Answer, "not-applicable">, number> = {
  yes: 1,
  partly: 0.5,
  no: 0,
  "not-sure": 0,
};

/** A primary question counts double, in the score and in the plan's order. */
export const weight = (question: Question) => (question.primary ? 2 : 1);

/** One area's score, or null when nothing in it applied (all "Doesn't apply" or skipped). */
export function areaScore(
  questions: readonly Question[],
  responses: Record<string, Answer>,
): number | null {
  let earned = 0;
  let possible = 0;
  for (const question of questions) {
    const answer = responses[question.id];
    // A finding says what there is, to choose the questions after it; those are what score.
    if (!answer || answer === "not-applicable" || question.finding) continue;
    earned += CREDIT[answer] * weight(question);
    possible += weight(question);
  }
  return possible === 0 ? null : Math.round((earned / possible) * 100);
}

export function scoreAreas(focus: readonly AreaId[], responses: Record<string, Answer>) {
  const scores: AreaScores = {};
  for (const id of focus) scores[id] = areaScore(areaById(id).questions, responses);
  const scored = Object.values(scores).filter((score): score is number => score !== null);
  const overallScore =
    scored.length === 0
      ? null
      : Math.round(scored.reduce((sum, score) => sum + score, 0) / scored.length);
  return { scores, overallScore };
}

/** Four bands with plain names, lowest first. */
export const BANDS = [
  { from: 0, name: "Just starting" },
  { from: 40, name: "Making progress" },
  { from: 65, name: "Well on the way" },
  { from: 85, name: "Leading the way" },
] as const;

export const bandOf = (score: number) =>
  [...BANDS].reverse().find((band) => score >= band.from)?.name ?? BANDS[0].name;
