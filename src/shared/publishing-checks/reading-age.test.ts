import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../markdown/parse.ts";
import { checkArticle } from "./index.ts";
import { readingAgeOf, readingAgeOfGrade, readingAgeText } from "./reading-age.ts";
import { readingGrade } from "./reading-grade.ts";

// Two sentences of one-syllable words, one word apart: US grades 9.1 and 9.5, which the old
// scale called "9 (easy enough)" and then warned about as hard going.
const AGE_14 =
  "When you ring the bell at the side door one of us will come out to help you up the step and through the door and find you a seat by the till.";
const AGE_15 = AGE_14.replace("and through", "and in through");

const ageOf = (markdown: string) => readingAgeOf(parseMarkdown(markdown), markdown);
const warns = (markdown: string) => checkArticle(markdown).some((c) => c.rule === "readability");

describe("reading age: one scale, one boundary", () => {
  it("is the US grade plus 5, in whole years, never below 5", () => {
    expect(readingAgeOfGrade(9.1)).toBe(14);
    expect(readingAgeOfGrade(9.4)).toBe(14);
    expect(readingAgeOfGrade(9.5)).toBe(15);
    expect(readingAgeOfGrade(-0.3)).toBe(5);
  });

  it("says 14 is easy to follow and does not warn; says 15 is hard going and warns", () => {
    expect([readingGrade(AGE_14), readingGrade(AGE_15)]).toEqual([9.1, 9.5]);
    expect(ageOf(AGE_14)).toBe(14);
    expect(readingAgeText(ageOf(AGE_14))).toBe(
      "Reading age: 14. Most readers will follow it easily.",
    );
    expect(warns(AGE_14)).toBe(false);

    expect(ageOf(AGE_15)).toBe(15);
    expect(readingAgeText(ageOf(AGE_15))).toBe(
      "Reading age: 15. Many readers will find it hard going: aim for 14 or below.",
    );
    expect(checkArticle(AGE_15).find((c) => c.rule === "readability")?.message).toMatch(
      /^This article has a reading age of 15, so many readers will find it hard going\./,
    );
  });

  it("agrees with the check at every age: the words say hard going exactly when it warns", () => {
    for (const markdown of [AGE_14, AGE_15, "Ring the bell.", `${AGE_15} ${AGE_15}`]) {
      const hardGoing = readingAgeText(ageOf(markdown)).includes("hard going");
      expect(hardGoing, markdown).toBe(warns(markdown));
    }
  });

  it("says so when there is not enough text", () => {
    expect(readingAgeText(ageOf(""))).toBe("Reading age: not enough text yet.");
  });
});
