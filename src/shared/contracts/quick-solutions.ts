import { z } from "zod";
import { timestamp } from "./common.ts";

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
