// A plan a business can act on. At most five numbered first steps, getting in first, then the
// most good for the least money and work (the server chooses them), then the rest grouped by what
// they cost. Every
// cost and effort shown is the linked quick solution's own band, and links to its page.
import { Link } from "wouter";
import { areaById } from "../../../shared/assessment/areas/index.ts";
import { ANSWERS, PLAN_GROUPS } from "../../../shared/assessment/model.ts";
import type { AssessmentResult } from "../../../shared/contracts/assessments.ts";
import { PAGE_PATHS } from "../../../shared/page-paths.ts";
import { COST_BANDS, costLabel, effortLabel } from "../../../shared/quick-solution-bands.ts";

type Recommendation = AssessmentResult["recommendations"][number];

const answerLabel = (id: string) => ANSWERS.find((answer) => answer.id === id)?.label ?? id;
const costMeaning = (band: string | null) =>
  COST_BANDS.find((option) => option.id === band)?.meaning;
const linkStyle = "font-semibold underline underline-offset-4";

/** What it costs and how much work, in the quick solution's words; a check costs nothing. */
function Bands({ item }: { item: Recommendation }) {
  if (item.kind === "check") {
    return (
      <p>
        <strong>Check first</strong>: it costs nothing but a little time, and tells you whether
        anything needs buying.
      </p>
    );
  }
  const solution = item.quickSolution;
  const meaning = costMeaning(solution?.costBand ?? null);
  return (
    <dl className="flex flex-wrap gap-x-6 gap-y-1">
      <div className="flex gap-2">
        <dt className="font-semibold">Cost</dt>
        <dd>
          {costLabel(solution?.costBand ?? null)}
          {meaning && <span className="text-muted print:hidden"> ({meaning})</span>}
        </dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-semibold">Effort</dt>
        <dd>{effortLabel(solution?.effortBand ?? null)}</dd>
      </div>
      <div className="flex gap-2 print:hidden">
        <dt className="font-semibold">Impact</dt>
        <dd className="capitalize">{item.impact}</dd>
      </div>
    </dl>
  );
}

/** Where this site explains the fix: its quick solution's page, and an article when there is one. */
function HowTo({ item }: { item: Recommendation }) {
  const solution = item.quickSolution;
  return (
    <p className="flex flex-wrap gap-x-6 gap-y-1">
      <span>
        {item.kind === "check" ? "If it needs fixing: " : "How to do it: "}
        {solution ? (
          <Link href={solution.url} className={linkStyle}>
            {solution.title}
          </Link>
        ) : (
          <Link href={PAGE_PATHS.adviceAndSolutions} className={linkStyle}>
            Quick Solutions
          </Link>
        )}
      </span>
      {item.expertArticle && (
        <span className="print:hidden">
          Read more:{" "}
          <Link href={item.expertArticle.href} className={linkStyle}>
            {item.expertArticle.title}
          </Link>
        </span>
      )}
    </p>
  );
}

/**
 * Two gaps may lead to one quick solution ("the signs at your entrance", "the signs inside"): the
 * plan names it once, at the first item that needs it, with each action that leads there.
 */
interface PlanItem {
  item: Recommendation;
  also: Recommendation[];
}

function foldShared(ordered: readonly Recommendation[]): PlanItem[] {
  const items: PlanItem[] = [];
  const bySolution = new Map<number, PlanItem>();
  for (const item of ordered) {
    const solution = item.quickSolution?.id;
    const earlier = solution === undefined ? undefined : bySolution.get(solution);
    if (earlier) {
      earlier.also.push(item);
      continue;
    }
    const entry = { item, also: [] };
    items.push(entry);
    if (solution !== undefined) bySolution.set(solution, entry);
  }
  return items;
}

/** The further actions that lead to the same quick solution, each with the answer behind it. */
function AlsoActions({ also }: { also: Recommendation[] }) {
  if (also.length === 0) return null;
  return (
    <ul className="flex list-disc flex-col gap-1 pl-6 print:hidden">
      {also.map((other) => (
        <li key={other.questionId}>
          <span className="font-semibold">{other.action}</span>{" "}
          <span className="text-muted">
            ({areaById(other.areaId).title}: “{other.question}” You answered{" "}
            {answerLabel(other.answer)}.)
          </span>
        </li>
      ))}
    </ul>
  );
}

function FirstStep({
  item,
  also,
  number,
}: {
  item: Recommendation;
  also: Recommendation[];
  number: number;
}) {
  return (
    // The step's words go under its number when the two do not fit side by side (320 px with
    // text at 200 % left the words a column of a few letters).
    <li className="flex break-inside-avoid flex-wrap gap-4 rounded-xl border-2 border-line p-edge-4 print:flex-nowrap print:gap-3 print:p-2">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-bold text-on-accent text-xl print:size-7 print:text-base"
      >
        {number}
      </span>
      <div className="flex min-w-0 grow basis-40 flex-col gap-2 print:gap-0.5">
        <h3 className="font-bold text-lg print:text-base">
          <span className="sr-only">Step {number}: </span>
          {item.action}
        </h3>
        <p className="text-muted print:hidden">
          {areaById(item.areaId).title}: “{item.question}” You answered {answerLabel(item.answer)}.
        </p>
        <AlsoActions also={also} />
        <Bands item={item} />
        <HowTo item={item} />
      </div>
    </li>
  );
}

/** On paper, one short line: the quick solution's name and what it costs, so the plan fits two pages. */
function printedLine(item: Recommendation) {
  const name = item.quickSolution?.title ?? item.question;
  if (item.kind === "check") return `${name}: check first`;
  const solution = item.quickSolution;
  return `${name}: ${costLabel(solution?.costBand ?? null)}, effort ${effortLabel(
    solution?.effortBand ?? null,
  ).toLowerCase()}`;
}

function LaterStep({ item, also }: PlanItem) {
  return (
    <li className="flex break-inside-avoid flex-col gap-1 border-line border-b-2 py-3 last:border-b-0 print:border-0 print:py-0.5">
      <div className="flex flex-col gap-1 print:hidden">
        <p className="font-semibold">{item.action}</p>
        <AlsoActions also={also} />
        <Bands item={item} />
        <HowTo item={item} />
      </div>
      <p className="hidden print:block">{printedLine(item)}</p>
    </li>
  );
}

const sectionStyle = "flex flex-col gap-4 print:gap-2";
const sectionTitle = "font-bold text-2xl print:text-xl";

/** "What to do first", then the rest of the plan by cost: two sections of the results page. */
export function ActionPlan({ result }: { result: AssessmentResult }) {
  const first = new Set(result.firstSteps);
  const firstItems = result.firstSteps.flatMap(
    (id) => result.recommendations.find((item) => item.questionId === id) ?? [],
  );
  const restItems = result.recommendations.filter((item) => !first.has(item.questionId));
  // Folded in plan order, so a later gap sharing a first step's quick solution joins that step.
  const folded = foldShared([...firstItems, ...restItems]);
  const steps = folded.filter((entry) => first.has(entry.item.questionId));
  const rest = folded.filter((entry) => !first.has(entry.item.questionId));
  return (
    <>
      <section aria-labelledby="first-title" className={sectionStyle}>
        <h2 id="first-title" className={sectionTitle}>
          What to do first
        </h2>
        {result.recommendations.length === 0 ? (
          <p>
            You answered Yes, or Doesn't apply, to every question, so there is nothing urgent to
            fix. Keep checking as things change, and ask your customers what would help.
          </p>
        ) : steps.length === 0 ? (
          <p>
            None of what is left is a quick win: each fix costs more than £500, or its cost is not
            yet known. You will find them below, in the rest of your plan.
          </p>
        ) : (
          <>
            <p className="print:hidden">
              {steps.length === 1 ? "One step" : `${steps.length} steps`}: what stops people getting
              in, or knowing what to expect, comes first; then what does the most good for the least
              money and work. Start with number 1.
            </p>
            <ol className="flex flex-col gap-4 print:gap-2">
              {steps.map((entry, index) => (
                <FirstStep
                  key={entry.item.questionId}
                  item={entry.item}
                  also={entry.also}
                  number={index + 1}
                />
              ))}
            </ol>
          </>
        )}
      </section>
      {rest.length > 0 && (
        <section aria-labelledby="later-title" className={sectionStyle}>
          <h2 id="later-title" className={sectionTitle}>
            The rest of your plan
          </h2>
          {PLAN_GROUPS.map((group) => {
            const items = rest.filter((entry) => entry.item.group === group.id);
            if (items.length === 0) return null;
            return (
              <section key={group.id} aria-labelledby={`plan-${group.id}`}>
                <h3 id={`plan-${group.id}`} className="font-bold text-xl print:text-base">
                  {group.title}
                </h3>
                <ul className="print:columns-2 print:gap-6 print:text-xs">
                  {items.map((entry) => (
                    <LaterStep key={entry.item.questionId} {...entry} />
                  ))}
                </ul>
              </section>
            );
          })}
        </section>
      )}
    </>
  );
}
