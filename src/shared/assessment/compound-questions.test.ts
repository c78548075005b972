// One question, one thing asked. "If you have a car park, are there Blue Badge spaces…?" answered
// No gave a high-street café with no car park the first step "Mark the space nearest your entrance
// as a Blue Badge bay", as "Is there a step-free entrance that is open whenever you are?" had sent
// people to a door that did not exist. Whether something is there is a finding of its own
// (finding: true), and the question about it is asked only after its Yes. Every question's text
// is walked here for the ways two asks hide in one.
import { describe, expect, it } from "vitest";
import { AREAS } from "./areas/index.ts";
import type { Question } from "./model.ts";

const AUXILIARY = "(is|are|was|were|do|does|did|can|could|will|would|has|have|should|may)";

/** The shapes of two questions in one, each with why it is two. */
const COMPOUND: { pattern: RegExp; why: string }[] = [
  {
    pattern: /\b(if|where|when) (you|there) (have|has|is|are|own|run|offer)\b/i,
    why: "a condition asks whether the thing is there: make it a finding asked first",
  },
  {
    pattern: /^(is|are) there\b[^?]*,\s*(and|or)\b/i,
    why: "'Is there…, and…' asks whether it is there and what it is like",
  },
  {
    pattern: new RegExp(`,?\\s(and|or|but)\\s${AUXILIARY}\\s`, "i"),
    why: "'and' or 'or' starts a second question",
  },
  {
    pattern: /\?\s*\S/,
    why: "a second question after the first",
  },
];

/** "Is there an X that is Y?" asks two things, unless it is the finding that asks for an X-that-is-Y. */
const THERE_AND_HOW = /^(is|are) there (a|an|any)\b[^?]*\b(that|which) (is|are)\b/i;

const questions: Question[] = AREAS.flatMap((area) => area.questions);

function compoundReasons(question: Pick<Question, "text" | "finding">): string[] {
  const reasons = COMPOUND.filter(({ pattern }) => pattern.test(question.text)).map(
    ({ why }) => why,
  );
  if (!question.finding && THERE_AND_HOW.test(question.text))
    reasons.push("'Is there an X that is Y?' asks whether there is one and what it is like");
  return reasons;
}

describe("every self-assessment question asks one thing", () => {
  it.each(questions.map((question) => [question.id, question] as const))("%s", (_id, question) => {
    expect(compoundReasons(question), question.text).toEqual([]);
  });

  it("catches the questions that once asked two things", () => {
    for (const text of [
      "If you have a car park, are there Blue Badge spaces close to your entrance?",
      "If you have toilets for visitors, is at least one of them an accessible toilet?",
      "Is there a step-free entrance that is open whenever you are?",
      "Is there a hearing loop, and is it switched on?",
      "Do you have a ramp and do staff know where it is kept?",
      "Do you have a car park? Are there Blue Badge spaces?",
    ]) {
      expect(compoundReasons({ text }), text).not.toEqual([]);
    }
  });

  it("lets a list of qualities through", () => {
    for (const text of [
      "Is the path from the pavement or car park to your entrance level, even and kept clear?",
      "Do you have a car park for visitors?",
    ]) {
      expect(compoundReasons({ text }), text).toEqual([]);
    }
  });
});
