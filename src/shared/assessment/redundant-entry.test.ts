// WCAG 3.3.7 Redundant Entry: the self-assessment never asks for the same thing twice. Each
// question has its own id and its own words, and none asks again what the first page already
// asked (the kind of business, its size, the areas to look at).
import { describe, expect, it } from "vitest";
import { AREAS } from "./areas/index.ts";

const questions = AREAS.flatMap((area) => area.questions);
const duplicates = (values: string[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

describe("the self-assessment's questions", () => {
  it("each have their own id and their own words", () => {
    expect(duplicates(questions.map((question) => question.id))).toEqual([]);
    expect(duplicates(questions.map((question) => question.text.toLowerCase()))).toEqual([]);
  });

  it("never ask again what the first page asked", () => {
    const askedFirst = /what (kind|type) of business|how many (people|staff) (do you )?employ/i;
    expect(questions.filter((question) => askedFirst.test(question.text))).toEqual([]);
  });
});
