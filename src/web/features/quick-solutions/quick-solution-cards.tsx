// Narrow screens: one card per solution, with a sort choice in place of the column headers.
// Each card's heading links to the solution's own page.
import { Link } from "wouter";
import type { QuickSolution } from "../../../shared/contracts/quick-solutions.ts";
import { quickSolutionPath } from "../../../shared/permalinks.ts";
import {
  COLUMNS,
  decodeSort,
  directionLabel,
  encodeSort,
  type QuickSolutionSort,
} from "../../../shared/quick-solutions.ts";
import { ADVICE_SEARCH_FORM_ID, SORT_PARAM } from "../../lib/advice-filters.ts";
import { BandBadges } from "./band-labels.tsx";

interface QuickSolutionCardsProps {
  items: QuickSolution[];
  sort: QuickSolutionSort | null;
  onSortChange: (sort: QuickSolutionSort | null) => void;
  /** With a search, the list comes best match first rather than in the suggested order. */
  searched: boolean;
}

export function QuickSolutionCards({
  items,
  sort,
  onSortChange,
  searched,
}: QuickSolutionCardsProps) {
  return (
    <div className="md:hidden">
      <label className="mb-4 flex flex-col gap-1 font-semibold">
        Sort by
        {/* Part of the page's search form, so it is sent (as ?sort=) without JavaScript. */}
        <select
          name={SORT_PARAM}
          form={ADVICE_SEARCH_FORM_ID}
          value={encodeSort(sort)}
          onChange={(event) => onSortChange(decodeSort(event.target.value))}
          className="min-h-11 rounded-md border-2 border-line bg-page px-3 font-normal"
        >
          <option value="">{searched ? "Best match first" : "Suggested order"}</option>
          {COLUMNS.flatMap((column) =>
            (["ascending", "descending"] as const).map((direction) => (
              <option
                key={`${column.key}:${direction}`}
                value={encodeSort({ column: column.key, direction })}
              >
                {column.label} ({directionLabel(column.key, direction)})
              </option>
            )),
          )}
        </select>
      </label>
      <ul className="flex flex-col gap-4">
        {items.map((item) => (
          <li key={item.id} className="card-off-screen">
            <article
              aria-labelledby={`qs-card-${item.id}`}
              className="rounded-xl border-2 border-line p-edge-4"
            >
              <h3 id={`qs-card-${item.id}`} className="font-bold text-lg">
                <Link
                  href={quickSolutionPath(item)}
                  className="underline underline-offset-4 hover:no-underline"
                >
                  {item.issue}
                </Link>
              </h3>
              <BandBadges item={item} />
              <h4 className="mt-3 font-semibold text-muted">Why It's an Issue / Effect</h4>
              <p className="whitespace-pre-line">{item.whyItsAnIssue}</p>
              <h4 className="mt-3 font-semibold text-muted">Possible Solutions</h4>
              <p className="whitespace-pre-line">{item.possibleSolutions}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
