import { z } from "zod";
import { plainText, timestamp } from "./common.ts";

export const QUICK_SOLUTION_ISSUE_MAX = 255;

export const quickSolution = z.object({
  id: z.number().int(),
  issue: z.string(),
  whyItsAnIssue: z.string(),
  possibleSolutions: z.string(),
  displayOrder: z.number().int(),
  createdAt: timestamp,
  updatedAt: timestamp,
});

/** What the API sends and the browser receives. */
export type QuickSolution = z.input<typeof quickSolution>;

export const quickSolutionList = z.array(quickSolution);

const requiredText = (label: string, max?: number) => {
  const required = `${label} is required`;
  const base = plainText(required).trim().min(1, required);
  return max ? base.max(max, `Must be at most ${max} characters`) : base.max(20_000);
};

/** SPEC §5: non-numeric display order input becomes 0. */
export const toDisplayOrder = (value: unknown): number => {
  const parsed = typeof value === "number" ? value : Number.parseInt(String(value ?? ""), 10);
  return Number.isSafeInteger(parsed) ? parsed : 0;
};

/** The admin form's body for create and update (SPEC §5 quick solution rules). */
export const quickSolutionInput = z.object({
  issue: requiredText("Issue", QUICK_SOLUTION_ISSUE_MAX),
  whyItsAnIssue: requiredText("Why it's an issue"),
  possibleSolutions: requiredText("Possible solutions"),
  displayOrder: z.preprocess(toDisplayOrder, z.number().int().min(-1_000_000).max(1_000_000)),
});
export type QuickSolutionInput = z.input<typeof quickSolutionInput>;
export type QuickSolutionValidInput = z.output<typeof quickSolutionInput>;
