// Wide screens: a native table with sortable column headers, as in the ARIA APG sortable table.
// Each row's issue links to the solution's own page.
import { Link } from "wouter";
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";
import { quickSolutionPath } from "../../../shared/permalinks.ts";
import { costLabel, effortLabel } from "../../../shared/quick-solution-bands.ts";
import {
  COLUMNS,
  encodeSort,
  nextSort,
  type QuickSolutionColumn,
  type QuickSolutionSort,
} from "../../../shared/quick-solutions.ts";
import { ADVICE_SEARCH_FORM_ID, SORT_PARAM } from "../../lib/advice-filters.ts";
import { unratedClass } from "./band-labels.tsx";

interface QuickSolutionsTableProps {
  items: QuickSolution[];
  sort: QuickSolutionSort | null;
  onSort: (column: QuickSolutionColumn) => void;
}

function SortIcon({ direction }: { direction: QuickSolutionSort["direction"] | null }) {
  const path =
    direction === "ascending"
      ? "M4 10l4-4 4 4"
      : direction === "descending"
        ? "M4 6l4 4 4-4"
        : "M5 6l3-3 3 3M5 10l3 3 3-3";
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 16 16" className="size-4 shrink-0">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

/** A cost or effort cell: its band's words, muted while not yet rated. */
function BandCell({ label }: { label: string }) {
  return <td className={`p-4 ${unratedClass(label) ?? ""}`.trim()}>{label}</td>;
}

// The three text columns share the width; cost and effort take what their words need.
const WIDTH: Record<QuickSolutionColumn, string> = {
  issue: "w-1/4",
  whyItsAnIssue: "w-1/3",
  possibleSolutions: "w-1/3",
  costBand: "w-32",
  effortBand: "w-28",
};

export function QuickSolutionsTable({ items, sort, onSort }: QuickSolutionsTableProps) {
  return (
    <table className="hidden w-full border-collapse text-left md:table">
      <caption className="sr-only">
        Quick solutions, with what each costs and how much work it is. Column headers with buttons
        are sortable.
      </caption>
      <thead>
        <tr className="border-line border-b-2">
          {COLUMNS.map((column) => {
            const direction = sort?.column === column.key ? sort.direction : null;
            return (
              <th
                key={column.key}
                scope="col"
                aria-sort={direction ?? undefined}
                className={`${WIDTH[column.key]} p-2 align-bottom`}
              >
                {/* Without JavaScript the header sends the page's search form with
                    this sort, and the server renders the list sorted. */}
                <button
                  type="submit"
                  form={ADVICE_SEARCH_FORM_ID}
                  name={SORT_PARAM}
                  value={encodeSort(nextSort(sort, column.key))}
                  onClick={(event) => {
                    event.preventDefault();
                    onSort(column.key);
                  }}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-md px-2 text-left font-bold hover:bg-surface"
                >
                  {column.label}
                  <SortIcon direction={direction} />
                </button>
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={item.id} className="border-line border-b align-top">
            <th scope="row" className="p-4 font-bold">
              <Link
                href={quickSolutionPath(item)}
                className="underline underline-offset-4 hover:no-underline"
              >
                {item.issue}
              </Link>
            </th>
            <td className="whitespace-pre-line p-4">{item.whyItsAnIssue}</td>
            <td className="whitespace-pre-line p-4">{item.possibleSolutions}</td>
            <BandCell label={costLabel(item.costBand)} />
            <BandCell label={effortLabel(item.effortBand)} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}
