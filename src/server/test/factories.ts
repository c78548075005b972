import type { Db } from "../db/connection.ts";
import { quickSolutions } from "../db/schema.ts";

type QuickSolutionInsert = typeof quickSolutions.$inferInsert;

let counter = 0;

export async function makeQuickSolution(db: Db, overrides: Partial<QuickSolutionInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(quickSolutions)
    .values({
      issue: `Test issue ${counter}`,
      whyItsAnIssue: `Why test issue ${counter} matters to visitors.`,
      possibleSolutions: `Practical fixes for test issue ${counter}.`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}
