// The plan a business can act on: every gap becomes a recommendation whose cost and
// effort are its quick solution's bands. What stops people getting in, or knowing what to expect,
// comes first, whatever it costs; then the most good, and among equals the most good for the
// least money and work (docs/decisions/033-getting-in-comes-first.md). At most five become "What
// to do first", with one "Not sure" check among them at most; the rest are grouped by what they
// cost. A "Not sure" is a check before any spending.
import { areaById } from "../../../shared/assessment/areas/index.ts";
import {
  type Answer,
  type AreaId,
  type BusinessSize,
  type BusinessType,
  FIRST_STEPS,
  isGap,
  type Level,
  type PlanGroupId,
} from "../../../shared/assessment/model.ts";
import { isAsked } from "../../../shared/assessment/questions-asked.ts";
import type { Recommendation } from "../../../shared/contracts/assessments.ts";
import type { CostBand, EffortBand } from "../../../shared/quick-solution-bands.ts";
import { fixOf } from "./fixes/index.ts";
import { weight } from "./scoring.ts";

/** What this site holds now for a fix's links: the caller reads it from the database. */
export interface FixLinks {
  quickSolution(key: string): Recommendation["quickSolution"];
  expertArticle(title: string): Recommendation["expertArticle"];
}

const IMPACT: Record<Level, number> = { low: 1, medium: 2, high: 3 };
// What a band weighs against the good a fix does. Unrated weighs like a real sum: it may be one.
const COST: Record<CostBand, number> = { free: 1, "under-50": 2, "50-500": 3, "over-500": 6 };
const UNRATED_COST = 4;
const EFFORT: Record<EffortBand, number> = { low: 1, medium: 2, high: 4 };
const UNRATED_EFFORT = 2;
/** A gap left wide open comes before one that is partly closed. */
const SEVERITY: Record<string, number> = { no: 2, "not-sure": 2, partly: 1 };

export function groupOf(
  recommendation: Pick<Recommendation, "kind" | "quickSolution">,
): PlanGroupId {
  if (recommendation.kind === "check") return "free";
  const cost = recommendation.quickSolution?.costBand ?? null;
  if (cost === "free") return "free";
  if (cost === "under-50" || cost === "50-500") return "under-500";
  // Over £500, or not rated: nothing here promises it is cheap.
  return "refit";
}

/** The good a recommendation does per pound and hour: impact over cost plus effort. */
function value(recommendation: Recommendation): number {
  // A check costs nothing and takes a little time.
  if (recommendation.kind === "check")
    return IMPACT[recommendation.impact] / (COST.free + EFFORT.low);
  const cost = recommendation.quickSolution?.costBand;
  const effort = recommendation.quickSolution?.effortBand;
  return (
    IMPACT[recommendation.impact] /
    ((cost ? COST[cost] : UNRATED_COST) + (effort ? EFFORT[effort] : UNRATED_EFFORT))
  );
}

/** A first step is never a big spend, nor a fix whose cost nobody knows. */
const canComeFirst = (recommendation: Recommendation) =>
  recommendation.kind === "check" || groupOf(recommendation) !== "refit";

/** Checks among the first steps: finding out is not doing, so one at most. */
const CHECKS_FIRST = 1;

/**
 * The first steps: the best-ranked that can come first, with one check among them at most, and
 * each with a quick solution of its own: the plan shows a quick solution once, with every action
 * that leads to it, so a second step sharing one would be no step at all.
 */
function firstStepsOf(ranked: readonly Recommendation[]): Recommendation[] {
  const first: Recommendation[] = [];
  const solutions = new Set<number>();
  let checks = 0;
  for (const recommendation of ranked) {
    if (first.length === FIRST_STEPS) break;
    if (!canComeFirst(recommendation)) continue;
    const solution = recommendation.quickSolution?.id;
    if (solution !== undefined && solutions.has(solution)) continue;
    if (recommendation.kind === "check") {
      if (checks === CHECKS_FIRST) continue;
      checks += 1;
    }
    first.push(recommendation);
    if (solution !== undefined) solutions.add(solution);
  }
  return first;
}

export interface Plan {
  recommendations: Recommendation[];
  firstSteps: string[];
}

/** Every No, Partly or Not sure answer to a question the business was asked, as a plan. */
export function planFor(
  about: { businessType: BusinessType; businessSize: BusinessSize },
  focus: readonly AreaId[],
  responses: Record<string, Answer>,
  links: FixLinks,
): Plan {
  const asked = { ...about, responses };
  const gaps = focus.flatMap((areaId) =>
    areaById(areaId).questions.flatMap((question, index) => {
      const answer = responses[question.id];
      if (!answer || !isGap(question, answer) || !isAsked(question, asked)) return [];
      const kind = answer === "not-sure" ? "check" : "fix";
      const { fix, check, gettingIn } = fixOf(question.id);
      // Only a finding has no action, and its one gap is "Not sure": a check.
      const action = kind === "check" ? check : fix.action;
      if (action === undefined) throw new Error(`No action for '${question.id}'`);
      const quickSolution = links.quickSolution(fix.quickSolution);
      const partial = { kind, quickSolution } as const;
      const recommendation: Recommendation = {
        questionId: question.id,
        areaId,
        question: question.text,
        answer,
        kind,
        action,
        impact: fix.impact,
        group: groupOf(partial),
        quickSolution,
        expertArticle: fix.expertArticle ? links.expertArticle(fix.expertArticle) : null,
      };
      const stage = gettingIn ? 0 : 1;
      return [{ recommendation, question, stage, order: focus.indexOf(areaId) * 100 + index }];
    }),
  );
  gaps.sort(
    (a, b) =>
      a.stage - b.stage ||
      IMPACT[b.recommendation.impact] - IMPACT[a.recommendation.impact] ||
      value(b.recommendation) - value(a.recommendation) ||
      (SEVERITY[b.recommendation.answer] ?? 0) - (SEVERITY[a.recommendation.answer] ?? 0) ||
      weight(b.question) - weight(a.question) ||
      a.order - b.order,
  );
  const ranked = gaps.map((gap) => gap.recommendation);
  const first = firstStepsOf(ranked);
  const rest = ranked.filter((recommendation) => !first.includes(recommendation));
  const groupOrder: PlanGroupId[] = ["free", "under-500", "refit"];
  rest.sort((a, b) => groupOrder.indexOf(a.group) - groupOrder.indexOf(b.group));
  return {
    recommendations: [...first, ...rest],
    firstSteps: first.map((recommendation) => recommendation.questionId),
  };
}
