// The plan's words when there is nothing to do, and when nothing left is a quick win
// (only refit-sized fixes), which must not read as "nothing to fix".
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Router } from "wouter";
import type { AssessmentResult } from "../../../shared/contracts/assessments.ts";
import { ActionPlan } from "./action-plan.tsx";

type Recommendation = AssessmentResult["recommendations"][number];

const refit: Recommendation = {
  questionId: "inside.changing-places",
  areaId: "inside",
  question: "Do you have a Changing Places toilet?",
  answer: "no",
  kind: "fix",
  action: "Plan a Changing Places toilet into your next refit.",
  impact: "high",
  group: "refit",
  quickSolution: {
    id: 7,
    title: "No Changing Places toilet",
    url: "/advice-and-solutions/quick-solutions/7-no-changing-places-toilet",
    costBand: "over-500",
    effortBand: "high",
  },
  expertArticle: null,
};

const plan = (recommendations: Recommendation[], firstSteps: string[]) =>
  renderToStaticMarkup(
    <Router ssrPath="/self-assessment/results/token">
      <ActionPlan result={{ recommendations, firstSteps } as unknown as AssessmentResult} />
    </Router>,
  );

describe("ActionPlan", () => {
  it("says there is nothing urgent only when nothing is left to do", () => {
    expect(plan([], [])).toContain("nothing urgent to fix");
  });

  it("says when nothing left is a quick win, and still lists the refit", () => {
    const html = plan([refit], []);
    expect(html).not.toContain("nothing urgent to fix");
    expect(html).toContain("None of what is left is a quick win");
    expect(html).toContain("Plan for your next refit");
    expect(html).toContain("Over £500");
    expect(html).toContain(refit.quickSolution?.url);
  });

  it("numbers the first steps where everyone can see them", () => {
    const free = {
      ...refit,
      questionId: "a",
      group: "free" as const,
      action: "Do the free thing.",
    };
    const html = plan([free], ["a"]);
    expect(html).toMatch(/aria-hidden="true"[^>]*>1<\/span>/);
    expect(html).toContain("Step 1: </span>Do the free thing.");
  });

  it("names a quick solution once, with every action that leads to it", () => {
    const entrance = {
      ...refit,
      questionId: "getting-there.entrance-easy-to-find",
      areaId: "getting-there" as const,
      question: "Is your entrance easy to spot from the street?",
      action: "Put a clear sign above your entrance.",
    };
    const inside = { ...refit, action: "Replace the small signs inside." };
    const later = {
      ...refit,
      questionId: "inside.lighting",
      action: "Fix the flickering light.",
      quickSolution: {
        ...(refit.quickSolution as NonNullable<Recommendation["quickSolution"]>),
        id: 8,
        url: "/lights",
      },
    };
    for (const [recommendations, firstSteps] of [
      [[entrance, inside], []],
      [[entrance, inside], [entrance.questionId]],
      [[later, entrance, inside], [later.questionId]],
    ] as const) {
      const html = plan([...recommendations], [...firstSteps]);
      const links = html.split(`href="${refit.quickSolution?.url}"`).length - 1;
      expect(links, firstSteps.join()).toBe(1);
      expect(html).toContain(entrance.action);
      expect(html).toContain(inside.action);
    }
  });
});
