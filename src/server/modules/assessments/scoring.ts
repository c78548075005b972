// Scores and recommendations, worked out on the server only (issue 15): per area 0–100 where Yes
// is 1, Partly ½, No and Not sure 0, Doesn't apply left out, and a primary question counts double;
// overall, the average of the chosen areas that had anything to score.
import { areaById } from "../../../shared/assessment/areas/index.ts";
import {
  type Answer,
  type AreaId,
  GAP_ANSWERS,
  type LearnMore,
  type Level,
  type Question,
} from "../../../shared/assessment/model.ts";
import type { AreaScores, Recommendation } from "../../../shared/contracts/assessments.ts";

const CREDIT: Record<Exclude<Answer, "not-applicable">, number> = {
  yes: 1,
  partly: 0.5,
  no: 0,
  "not-sure": 0,
};

const weight = (question: Question) => (question.primary ? 2 : 1);

/** One area's score, or null when nothing in it applied (all "Doesn't apply" or skipped). */
export function areaScore(
  questions: readonly Question[],
  responses: Record<string, Answer>,
): number | null {
  let earned = 0;
  let possible = 0;
  for (const question of questions) {
    const answer = responses[question.id];
    if (!answer || answer === "not-applicable") continue;
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

const LEVEL: Record<Level, number> = { low: 1, medium: 2, high: 3 };
/** A gap left wide open comes before one that is partly closed. */
const SEVERITY: Record<string, number> = { no: 2, "not-sure": 2, partly: 1 };

/** Resolves a fix's "learn more" to a link on this site; the caller knows what exists now. */
export type LinkResolver = (learnMore: LearnMore) => { title: string; href: string };

/**
 * Every No, Partly or Not sure answer becomes a recommendation. Highest impact first; then the
 * least effort; then the gaps left wide open; then primary questions; then the journey's order.
 */
export function recommendationsFor(
  focus: readonly AreaId[],
  responses: Record<string, Answer>,
  resolve: LinkResolver,
): Recommendation[] {
  const gaps = focus.flatMap((areaId) =>
    areaById(areaId).questions.flatMap((question, index) => {
      const answer = responses[question.id];
      if (!answer || !GAP_ANSWERS.includes(answer)) return [];
      return [{ areaId, question, answer, order: focus.indexOf(areaId) * 100 + index }];
    }),
  );
  gaps.sort(
    (a, b) =>
      LEVEL[b.question.fix.impact] - LEVEL[a.question.fix.impact] ||
      LEVEL[a.question.fix.effort] - LEVEL[b.question.fix.effort] ||
      (SEVERITY[b.answer] ?? 0) - (SEVERITY[a.answer] ?? 0) ||
      weight(b.question) - weight(a.question) ||
      a.order - b.order,
  );
  return gaps.map(({ areaId, question, answer }) => ({
    questionId: question.id,
    areaId,
    question: question.text,
    answer,
    action: question.fix.action,
    impact: question.fix.impact,
    effort: question.fix.effort,
    cost: question.fix.cost,
    learnMore: resolve(question.fix.learnMore),
  }));
}
