// The plan's choices, on the real question bank with the seeded quick solutions' bands:
// five first steps at most, never a big spend; the rest grouped by cost; "Not sure" is a check.
import { describe, expect, it } from "vitest";
import { AREAS, areaById } from "../../../shared/assessment/areas/index.ts";
import { type Answer, AREA_IDS, type AreaId } from "../../../shared/assessment/model.ts";
import type { CostBand, EffortBand } from "../../../shared/quick-solution-bands.ts";
import { quickSolutionSeeds } from "../../db/seed/quick-solutions.ts";
import { fixOf } from "./fixes/index.ts";
import { type FixLinks, planFor } from "./plan.ts";

type Bands = { costBand: CostBand | null; effortBand: EffortBand | null };

/** The seeded quick solutions as the database would answer, with any bands changed. */
function links(changed: Record<string, Partial<Bands>> = {}): FixLinks {
  return {
    quickSolution(key) {
      const index = quickSolutionSeeds.findIndex((seed) => seed.key === key);
      const seed = quickSolutionSeeds[index];
      if (!seed) return null;
      return {
        id: index + 1,
        title: seed.issue,
        url: `/advice-and-solutions/quick-solutions/${index + 1}-${key}`,
        costBand: seed.costBand,
        effortBand: seed.effortBand,
        ...changed[key],
      };
    },
    expertArticle: (title) => ({ title, href: `/advice-and-solutions/articles/1-${title}` }),
  };
}

const cafe = { businessType: "hospitality", businessSize: "2-9" } as const;
const venue = { businessType: "venue", businessSize: "250+" } as const;

/** Every question of the areas answered the same way (follow-ups too, where asked). */
const answerAll = (focus: readonly AreaId[], answer: Answer) =>
  Object.fromEntries(
    focus.flatMap((id) => areaById(id).questions.map((question) => [question.id, answer])),
  ) as Record<string, Answer>;

const questionOf = (id: string) => AREAS.flatMap((area) => area.questions).find((q) => q.id === id);

describe("planFor", () => {
  it("gives a café answering No throughout at most five first steps, none of them over £500", () => {
    const plan = planFor(cafe, AREA_IDS, answerAll(AREA_IDS, "no"), links());
    expect(plan.firstSteps).toHaveLength(5);
    const first = plan.recommendations.slice(0, 5);
    expect(first.map((item) => item.questionId)).toEqual(plan.firstSteps);
    for (const item of first) expect(item.quickSolution?.costBand).not.toBe("over-500");
    // Never told to build what it is not asked about.
    const ids = plan.recommendations.map((item) => item.questionId);
    expect(ids).not.toContain("inside.changing-places");
  });

  it("gives a café answering No throughout the front step within its first two steps", () => {
    const plan = planFor(cafe, AREA_IDS, answerAll(AREA_IDS, "no"), links());
    expect(plan.firstSteps.slice(0, 2)).toContain("getting-there.step-free-entrance");
    // All five are about getting in, or knowing what to expect, before anything inside.
    for (const id of plan.firstSteps) expect(fixOf(id).gettingIn, id).toBe(true);
    // It said it keeps no access equipment: nothing to list or train anyone on.
    const actions = plan.recommendations.map((item) => item.action).join("\n");
    expect(actions).not.toMatch(/access equipment/i);
  });

  it("puts getting in first, whatever it costs, before cheaper good inside", () => {
    const responses = {
      ...answerAll(AREA_IDS, "yes"),
      "getting-there.step-free-entrance": "no",
      "getting-there.step-free-alternative": "no",
      "digital.alt-text": "no",
    } as const;
    const plan = planFor(cafe, AREA_IDS, responses, links());
    // Alt text is free and quick, the ramp and bell are not, and the step still comes first.
    expect(plan.firstSteps).toEqual(["getting-there.step-free-entrance", "digital.alt-text"]);
  });

  it("puts one 'Not sure' check among the first steps at most", () => {
    const responses = {
      ...answerAll(AREA_IDS, "no"),
      ...answerAll(["getting-there"], "not-sure"),
    } as const;
    const plan = planFor(cafe, AREA_IDS, responses, links());
    expect(plan.firstSteps).toHaveLength(5);
    const first = plan.recommendations.slice(0, 5);
    expect(first.filter((item) => item.kind === "check")).toHaveLength(1);
  });

  it("asks about a Changing Places toilet by the kind and size of the building, not the staff", () => {
    const large = {
      ...answerAll(["inside"], "no"),
      "inside.large-public-building": "yes",
    } as const;
    const planned = (about: typeof venue | typeof cafe, responses: Record<string, Answer>) =>
      planFor(about, ["inside"], responses, links()).recommendations.map((item) => item.questionId);
    // Nine people running a building the guidance names are asked; 250 in one it does not name
    // are not.
    expect(planned(cafe, large)).toContain("inside.changing-places");
    expect(planned(venue, answerAll(["inside"], "no"))).not.toContain("inside.changing-places");
  });

  it("takes cost and effort from the linked quick solution, so the team's edits show", () => {
    const question = questionOf("getting-there.door-easy-to-open");
    if (!question) throw new Error("no such question");
    const key = fixOf(question.id).fix.quickSolution;
    const focus = ["getting-there"] as const;
    const responses = { ...answerAll(focus, "yes"), [question.id]: "no" } as const;

    const before = planFor(cafe, focus, responses, links()).recommendations[0];
    const seed = quickSolutionSeeds.find((candidate) => candidate.key === key);
    expect(before?.quickSolution).toMatchObject({
      costBand: seed?.costBand,
      effortBand: seed?.effortBand,
      title: seed?.issue,
    });

    const edited = links({ [key]: { costBand: "over-500", effortBand: "high" } });
    const after = planFor(cafe, focus, responses, edited);
    expect(after.recommendations[0]?.quickSolution).toMatchObject({
      costBand: "over-500",
      effortBand: "high",
    });
    expect(after.recommendations[0]?.group).toBe("refit");
    // A big spend is planned, never a first step.
    expect(after.firstSteps).toEqual([]);
  });

  it("puts the good done for the least money first", () => {
    const focus = ["getting-there"] as const;
    const cheap = "free";
    const dear = "50-500";
    const a = questionOf("getting-there.door-easy-to-open");
    const b = questionOf("getting-there.route-to-entrance");
    if (!a || !b) throw new Error("no such question");
    const responses = { ...answerAll(focus, "yes"), [a.id]: "no", [b.id]: "no" } as const;
    // Same effort both ways: the cheaper comes first whichever it is.
    const order = (costA: CostBand, costB: CostBand) =>
      planFor(
        cafe,
        focus,
        responses,
        links({
          [fixOf(a.id).fix.quickSolution]: { costBand: costA, effortBand: "low" },
          [fixOf(b.id).fix.quickSolution]: { costBand: costB, effortBand: "low" },
        }),
      ).firstSteps;
    if (fixOf(a.id).fix.impact === fixOf(b.id).fix.impact) {
      expect(order(cheap, dear)).toEqual([a.id, b.id]);
      expect(order(dear, cheap)).toEqual([b.id, a.id]);
    } else {
      const higher = fixOf(a.id).fix.impact === "high" ? a.id : b.id;
      expect(order(cheap, cheap)[0]).toBe(higher);
    }
  });

  it("groups the rest: free this week, under £500, then the next refit", () => {
    const plan = planFor(venue, AREA_IDS, answerAll(AREA_IDS, "no"), links());
    const rest = plan.recommendations.slice(plan.firstSteps.length);
    const order = ["free", "under-500", "refit"];
    const groups = rest.map((item) => order.indexOf(item.group));
    expect(groups).toEqual([...groups].sort((x, y) => x - y));
    for (const item of rest) {
      const cost = item.quickSolution?.costBand ?? null;
      if (item.group === "free") expect(cost).toBe("free");
      if (item.group === "under-500") expect(["under-50", "50-500"]).toContain(cost);
      if (item.group === "refit") expect(cost === "over-500" || cost === null).toBe(true);
    }
  });

  it("makes a 'Not sure' a free check of what to measure, never a purchase", () => {
    const focus = ["getting-there"] as const;
    const question = questionOf("getting-there.door-width");
    if (!question) throw new Error("no such question");
    const responses = { ...answerAll(focus, "yes"), [question.id]: "not-sure" } as const;
    const [item] = planFor(cafe, focus, responses, links()).recommendations;
    expect(item).toMatchObject({
      kind: "check",
      action: fixOf(question.id).check,
      group: "free",
      questionId: question.id,
    });
  });

  it("leaves a deleted quick solution unrated and out of the first steps", () => {
    const question = questionOf("getting-there.door-easy-to-open");
    if (!question) throw new Error("no such question");
    const focus = ["getting-there"] as const;
    const responses = { ...answerAll(focus, "yes"), [question.id]: "no" } as const;
    const none: FixLinks = { ...links(), quickSolution: () => null };
    const plan = planFor(cafe, focus, responses, none);
    expect(plan.recommendations[0]).toMatchObject({ quickSolution: null, group: "refit" });
    expect(plan.firstSteps).toEqual([]);
  });
});
