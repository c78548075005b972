// Quick Solutions (docs/product.md#quick-solutions): case-insensitive sorting, shared by the table
// and the cards, and the words the status line says. Searching is the API's (ADR 020); sorting a
// column reorders what it answered.
import type { QuickSolution } from "./contracts/quick-solutions.ts";
import { onFirstUse } from "./on-first-use.ts";
import { COST_BAND_IDS, EFFORT_BAND_IDS } from "./quick-solution-bands.ts";

export type QuickSolutionTextColumn = "issue" | "whyItsAnIssue" | "possibleSolutions";
export type QuickSolutionBandColumn = "costBand" | "effortBand";
export type QuickSolutionColumn = QuickSolutionTextColumn | QuickSolutionBandColumn;
export type SortDirection = "ascending" | "descending";
export interface QuickSolutionSort {
  column: QuickSolutionColumn;
  direction: SortDirection;
}

type Sortable = Pick<QuickSolution, QuickSolutionColumn>;

/**
 * The sortable columns (the cost and effort bands among them), their headings, how their order is
 * read, and the word that names each in the address, `?sort=cost-asc`.
 */
export const COLUMNS: {
  key: QuickSolutionColumn;
  label: string;
  kind: "text" | "band";
  slug: string;
}[] = [
  { key: "issue", label: "Issue", kind: "text", slug: "issue" },
  { key: "whyItsAnIssue", label: "Why It's an Issue / Effect", kind: "text", slug: "why" },
  { key: "possibleSolutions", label: "Possible Solutions", kind: "text", slug: "solutions" },
  { key: "costBand", label: "Cost", kind: "band", slug: "cost" },
  { key: "effortBand", label: "Effort", kind: "band", slug: "effort" },
];

const DIRECTION_SLUGS: Record<SortDirection, string> = { ascending: "asc", descending: "desc" };

/**
 * A sort as the address and the "Sort by" choice write it: "cost-asc", "issue-desc"; no sort is
 * "" (the page keeps its sort in the address, so a sorted list can be shared).
 */
export function encodeSort(sort: QuickSolutionSort | null): string {
  const column = sort && COLUMNS.find((option) => option.key === sort.column);
  return column && sort ? `${column.slug}-${DIRECTION_SLUGS[sort.direction]}` : "";
}

/** The sort an address names, or null for none or anything it does not know. */
export function decodeSort(value: string | null): QuickSolutionSort | null {
  const [slug, direction, ...extra] = (value ?? "").split("-");
  const column = COLUMNS.find((option) => option.slug === slug);
  if (!column || extra.length > 0) return null;
  if (direction === DIRECTION_SLUGS.ascending)
    return { column: column.key, direction: "ascending" };
  if (direction === DIRECTION_SLUGS.descending) {
    return { column: column.key, direction: "descending" };
  }
  return null;
}

const collator = onFirstUse(() => new Intl.Collator("en-GB", { sensitivity: "base" }));

const BAND_ORDER: Record<QuickSolutionBandColumn, readonly string[]> = {
  costBand: COST_BAND_IDS,
  effortBand: EFFORT_BAND_IDS,
};

function compare(a: Sortable, b: Sortable, column: QuickSolutionColumn, sign: number): number {
  if (column === "costBand" || column === "effortBand") {
    const x = a[column];
    const y = b[column];
    // Not yet rated is not "high": it comes last whichever way the column is sorted.
    if (x === null || y === null) return (x === null ? 1 : 0) - (y === null ? 1 : 0);
    return sign * (BAND_ORDER[column].indexOf(x) - BAND_ORDER[column].indexOf(y));
  }
  return sign * collator().compare(a[column], b[column]);
}

export function sortQuickSolutions<T extends Sortable>(
  items: readonly T[],
  sort: QuickSolutionSort | null,
): T[] {
  if (!sort) return [...items];
  const sign = sort.direction === "ascending" ? 1 : -1;
  return [...items].sort((a, b) => compare(a, b, sort.column, sign));
}

/** First click on a column sorts ascending; a further click on it toggles the direction. */
export function nextSort(
  current: QuickSolutionSort | null,
  column: QuickSolutionColumn,
): QuickSolutionSort {
  if (current?.column !== column) return { column, direction: "ascending" };
  return { column, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

/** How a column's order is said: "A to Z" for words, "lowest first" for bands. */
export function directionLabel(column: QuickSolutionColumn, direction: SortDirection): string {
  const kind = COLUMNS.find((option) => option.key === column)?.kind;
  if (kind === "band") return direction === "ascending" ? "lowest first" : "highest first";
  return direction === "ascending" ? "A to Z" : "Z to A";
}

/** The public tab's and the admin's words when the list cannot be fetched. */
export const QUICK_SOLUTIONS_LOAD_ERROR = "Failed to load quick solutions. Please try again later.";

/** The count line, 'N solution(s) found'. */
export function solutionCountLabel(count: number): string {
  return `${count} solution${count === 1 ? "" : "s"} found`;
}

/**
 * The status line: the count, then, when there is an order to speak of, what it is (sorting a
 * column must change what a screen reader hears, not only what the eye sees).
 */
export function solutionStatus(
  count: number,
  sort: QuickSolutionSort | null,
  searched: boolean,
): string {
  const found = solutionCountLabel(count);
  if (count < 2) return found;
  if (sort) {
    const label = COLUMNS.find((option) => option.key === sort.column)?.label ?? sort.column;
    return `${found}. Sorted by ${label}, ${directionLabel(sort.column, sort.direction)}.`;
  }
  return searched ? `${found}. Best matches first.` : found;
}
