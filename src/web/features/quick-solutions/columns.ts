import type { QuickSolutionColumn } from "../../../shared/quick-solutions.ts";

/** SPEC §2: the three sortable columns and their headings. */
export const COLUMNS: { key: QuickSolutionColumn; label: string }[] = [
  { key: "issue", label: "Issue" },
  { key: "whyItsAnIssue", label: "Why It's an Issue / Effect" },
  { key: "possibleSolutions", label: "Possible Solutions" },
];
