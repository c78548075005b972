import { describe, expect, it } from "vitest";
import type { Answer, Question } from "../../../shared/assessment/model.ts";
import { areaScore, bandOf } from "./scoring.ts";

const question = (id: string, primary: boolean): Question => ({
  id,
  text: `Question ${id}?`,
  hint: "Why it matters.",
  primary,
});

// Two primary questions and two secondary ones.
const questions = [
  question("p1", true),
  question("p2", true),
  question("s1", false),
  question("s2", false),
];

const answers = (p1: Answer, p2: Answer, s1?: Answer, s2?: Answer) =>
  Object.fromEntries(
    Object.entries({ p1, p2, s1, s2 }).filter((entry): entry is [string, Answer] => !!entry[1]),
  );

describe("areaScore", () => {
  it.each([
    ["all Yes gives 100", answers("yes", "yes", "yes", "yes"), 100],
    ["all No gives 0", answers("no", "no", "no", "no"), 0],
    ["Not sure counts as No", answers("not-sure", "not-sure", "not-sure", "not-sure"), 0],
    ["Partly is half", answers("partly", "partly", "partly", "partly"), 50],
    // Weights 2 + 2 + 1 + 1 = 6; the primary Yes answers earn 4 of them.
    ["primary questions weigh double", answers("yes", "yes", "no", "no"), 67],
    ["so a secondary Yes earns half as much", answers("no", "no", "yes", "yes"), 33],
    // Only p1 (2) and s1 (1) count: 2 of 3.
    ["Doesn't apply is left out", answers("yes", "not-applicable", "no", "not-applicable"), 67],
    ["skipped secondary questions are left out", answers("yes", "no"), 50],
  ])("%s", (_name, responses, expected) => {
    expect(areaScore(questions, responses)).toBe(expected);
  });

  it("has no score when nothing in the area applies", () => {
    expect(
      areaScore(questions, answers("not-applicable", "not-applicable", "not-applicable")),
    ).toBeNull();
  });
});

describe("bandOf", () => {
  it.each([
    [0, "Just starting"],
    [39, "Just starting"],
    [40, "Making progress"],
    [64, "Making progress"],
    [65, "Well on the way"],
    [84, "Well on the way"],
    [85, "Leading the way"],
    [100, "Leading the way"],
  ])("puts %i in '%s'", (score, band) => {
    expect(bandOf(score)).toBe(band);
  });
});
