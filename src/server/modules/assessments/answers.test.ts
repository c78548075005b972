// Every question answered every way it can be, for a business asked everything: each
// recommendation and each guide sentence must follow from the answers that produce it. A "No" to
// "Is there another entrance that is step-free?" once brought advice to sign-post the step-free
// entrance it had just said did not exist; the table below names what each answer rules out.
import { describe, expect, it } from "vitest";
import { AREAS, questionById } from "../../../shared/assessment/areas/index.ts";
import {
  type Answer,
  AREA_IDS,
  answersOf,
  isGap,
  type Question,
} from "../../../shared/assessment/model.ts";
import { isAsked } from "../../../shared/assessment/questions-asked.ts";
import { quickSolutionSeeds } from "../../db/seed/quick-solutions.ts";
import { fixOf } from "./fixes/index.ts";
import { buildGuide } from "./guide.ts";
import { type FixLinks, planFor } from "./plan.ts";

const links: FixLinks = {
  quickSolution(key) {
    const seed = quickSolutionSeeds.find((candidate) => candidate.key === key);
    return seed
      ? {
          id: 1,
          title: seed.issue,
          url: "/q",
          costBand: seed.costBand,
          effortBand: seed.effortBand,
        }
      : null;
  },
  expertArticle: (title) => ({ title, href: "/a" }),
};

/** A café with staff: open to the public, with premises, asked every area. */
const cafe = { businessType: "hospitality", businessSize: "2-9" } as const;

/** What an answer says is not there, and words that would take it for granted. */
const RULED_OUT: { question: string; answers: Answer[]; presumes: RegExp }[] = [
  {
    question: "getting-there.step-free-alternative",
    answers: ["no", "not-sure"],
    presumes: /\b(the|our|your|that|this) step-free (entrance|door|way in)\b|\bopen whenever\b/i,
  },
  {
    question: "getting-there.step-free-entrance",
    answers: ["yes"],
    presumes: /\bsteps? (at|to|outside) (our|your) main entrance\b|\bstep-free entrance is\b/i,
  },
  {
    question: "service.has-access-equipment",
    answers: ["no", "not-sure"],
    presumes: /\b(your|our|the) access equipment\b|\bequipment is kept\b|\blist of .*equipment\b/i,
  },
  {
    question: "communication.hearing-loop",
    answers: ["no"],
    presumes: /\bthere is a hearing loop\b|\b(your|our) (hearing )?loop\b/i,
  },
  {
    question: "inside.accessible-toilet",
    answers: ["no"],
    presumes: /\b(your|our) accessible toilet\b|\bwe have an accessible toilet\b/i,
  },
  {
    question: "getting-there.car-park",
    answers: ["no", "not-sure"],
    presumes: /\b(the|our|your) car park\b|\bBlue Badge bay\b|\bspace nearest\b/i,
  },
  {
    question: "inside.visitor-toilets",
    answers: ["no", "not-sure"],
    presumes: /\b(our|your)( own)? toilets?\b|\bwe have an accessible toilet\b|\bgrab rails\b/i,
  },
  {
    question: "inside.large-public-building",
    answers: ["no", "not-sure"],
    presumes: /\bChanging Places\b/i,
  },
  {
    question: "inside.changing-places",
    answers: ["no"],
    presumes: /\bwe have a Changing Places\b/i,
  },
];

const allQuestions = AREAS.flatMap((area) => area.questions);

/** The question's own answer, with the earlier answers that bring it in. */
function withItsWayIn(
  base: Record<string, Answer>,
  question: Question,
  answer: Answer,
): Record<string, Answer> {
  const responses = { ...base, [question.id]: answer };
  let after = question.askedWhen?.after;
  while (after) {
    const current = responses[after.question];
    if (!(current && after.answers.includes(current))) {
      responses[after.question] = after.answers[0] as Answer;
    }
    after = questionById(after.question)?.askedWhen?.after;
  }
  return responses;
}

/** Every question answered alike, where that answer is one it offers (a finding has no Partly). */
const everything = (answer: Answer) =>
  Object.fromEntries(
    allQuestions.map((question) => [
      question.id,
      answersOf(question).includes(answer) ? answer : "no",
    ]),
  ) as Record<string, Answer>;

function resultsFor(responses: Record<string, Answer>) {
  const plan = planFor(cafe, AREA_IDS, responses, links);
  const guide = buildGuide(AREA_IDS, responses, cafe).flatMap((section) => section.sentences);
  return { plan, guide };
}

const cases = ["yes", "no"].flatMap((background) =>
  allQuestions.flatMap((question) =>
    answersOf(question).map((answer) => ({
      name: `${question.id} = ${answer}, the rest ${background}`,
      question,
      responses: withItsWayIn(everything(background as Answer), question, answer),
    })),
  ),
);

describe("every answer to every question", () => {
  it("walks each question's every answer, follow-ups included", () => {
    const walked = new Set(cases.map(({ question }) => question.id));
    expect([...walked].sort()).toEqual(allQuestions.map((question) => question.id).sort());
    for (const { question, responses, name } of cases) {
      expect(isAsked(question, { ...cafe, responses }), name).toBe(true);
    }
  });

  it.each(cases)("$name: recommends only what the answers leave to do", ({ responses }) => {
    const { plan } = resultsFor(responses);
    for (const item of plan.recommendations) {
      const question = questionById(item.questionId) as Question;
      const answer = responses[item.questionId] as Answer;
      expect(item.answer).toBe(answer);
      expect(isGap(question, answer)).toBe(true);
      const { fix, check } = fixOf(question.id);
      expect(item.action).toBe(answer === "not-sure" ? check : fix.action);
    }
    // Every gap asked is in the plan, once.
    const gaps = allQuestions.filter((question) => {
      const answer = responses[question.id];
      return answer && isGap(question, answer) && isAsked(question, { ...cafe, responses });
    });
    expect(plan.recommendations.map((item) => item.questionId).sort()).toEqual(
      gaps.map((question) => question.id).sort(),
    );
  });

  it.each(cases)("$name: says nothing the answers rule out", ({ responses }) => {
    const { plan, guide } = resultsFor(responses);
    const said = [...plan.recommendations.map((item) => item.action), ...guide];
    for (const rule of RULED_OUT) {
      const answer = responses[rule.question];
      const question = questionById(rule.question) as Question;
      if (!answer || !rule.answers.includes(answer)) continue;
      if (!isAsked(question, { ...cafe, responses })) continue;
      for (const sentence of said) expect(sentence, rule.question).not.toMatch(rule.presumes);
    }
  });

  it.each(cases)(
    "$name: puts at most one check, and no quick solution twice, among the first steps",
    ({ responses }) => {
      const { plan } = resultsFor(responses);
      const first = plan.recommendations.filter((item) =>
        plan.firstSteps.includes(item.questionId),
      );
      expect(first.filter((item) => item.kind === "check").length).toBeLessThanOrEqual(1);
      // The plan names a quick solution once, so two first steps never share one.
      const solutions = first.flatMap((item) => item.quickSolution?.id ?? []);
      expect(new Set(solutions).size).toBe(solutions.length);
    },
  );
});

describe("the rules the walk checks against", () => {
  it("catch the advice that once marked a Blue Badge bay in a car park a café did not have", () => {
    const rule = RULED_OUT.find((candidate) => candidate.question === "getting-there.car-park");
    expect(
      "Mark the space nearest your entrance as a Blue Badge bay with a clear zone beside it.",
    ).toMatch(rule?.presumes ?? /never/);
  });

  it("catch the advice that once sent people to a step-free door that did not exist", () => {
    const rule = RULED_OUT[0];
    expect(
      "Put a sign at the main entrance pointing to the step-free entrance, and keep that door unlocked during opening hours.",
    ).toMatch(rule?.presumes ?? /never/);
  });
});
