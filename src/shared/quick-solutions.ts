// SPEC §2 Quick Solutions: case-insensitive search and sorting, shared by the table and the cards.
import type { QuickSolution } from "./contracts/quick-solutions.ts";
import { searchMatcher } from "./search.ts";

export type QuickSolutionColumn = "issue" | "whyItsAnIssue" | "possibleSolutions";
export type SortDirection = "ascending" | "descending";
export interface QuickSolutionSort {
  column: QuickSolutionColumn;
  direction: SortDirection;
}

type Searchable = Pick<QuickSolution, QuickSolutionColumn>;

export function filterQuickSolutions<T extends Searchable>(items: readonly T[], term: string): T[] {
  const matches = searchMatcher(term);
  return items.filter((item) => matches([item.issue, item.whyItsAnIssue, item.possibleSolutions]));
}

const collator = new Intl.Collator("en-GB", { sensitivity: "base" });

export function sortQuickSolutions<T extends Searchable>(
  items: readonly T[],
  sort: QuickSolutionSort | null,
): T[] {
  if (!sort) return [...items];
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...items].sort((a, b) => sign * collator.compare(a[sort.column], b[sort.column]));
}

/** First click on a column sorts ascending; a further click on it toggles the direction. */
export function nextSort(
  current: QuickSolutionSort | null,
  column: QuickSolutionColumn,
): QuickSolutionSort {
  if (current?.column !== column) return { column, direction: "ascending" };
  return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

/** SPEC §8: the public tab's and the admin's words when the list cannot be fetched. */
export const QUICK_SOLUTIONS_LOAD_ERROR = "Failed to load quick solutions. Please try again later.";

/** SPEC §2: 'N solution(s) found'. */
export function solutionCountLabel(count: number): string {
  return `${count} solution${count === 1 ? "" : "s"} found`;
}
