// Reading age: the one scale the team sees. The Flesch–Kincaid formula gives a US school grade;
// a UK reading age is roughly that grade plus 5 (a US first grader is six). It is given in whole
// years, and the number shown beside the checks is the number the readability check judges, so
// the two can never disagree at a boundary (they once called grade 9 easy and 9.2 hard going).
import type { Root } from "mdast";
import { readingGradeOf } from "./reading-grade.ts";

/** The highest reading age most readers follow with ease; above it the readability check warns.
 * It is US grade 9, the line the check has always drawn. */
export const READING_AGE_MOST = 14;

/** The youngest reading age given: very short, plain text is not "age 3". */
const YOUNGEST = 5;

/** A US grade as a UK reading age in whole years. */
export const readingAgeOfGrade = (grade: number) => Math.max(YOUNGEST, Math.round(grade + 5));

/** Whether many readers will find text of this reading age hard going. */
export const isHardGoing = (age: number) => age > READING_AGE_MOST;

/** The reading age of the whole text; null when it has no sentences. */
export function readingAgeOf(tree: Root, markdown: string): number | null {
  const grade = readingGradeOf(tree, markdown);
  return grade === null ? null : readingAgeOfGrade(grade);
}

/** Where the text stands, in words, as the editor shows it beside the checks. */
export function readingAgeText(age: number | null): string {
  if (age === null) return "Reading age: not enough text yet.";
  return isHardGoing(age)
    ? `Reading age: ${age}. Many readers will find it hard going: aim for ${READING_AGE_MOST} or below.`
    : `Reading age: ${age}. Most readers will follow it easily.`;
}
