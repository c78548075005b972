// Quick Solutions (docs/product.md#quick-solutions): count line, sortable table (wide) or cards
// (narrow), and the loading, error, empty and populated states. The API searches and
// ranks (ADR 020); cost and effort limits narrow the list; the status line speaks the count once
// it settles, and says how the list is sorted. The page's one search box searches it, and
// the search, limits and sort all come from the page's address, so the server renders the very
// list a reload or a shared link shows; money words in the search are read as a cost, and the
// panel says so.
import { useMemo } from "react";
import { readCostWords } from "../../../shared/cost-words.ts";
import {
  nextSort,
  QUICK_SOLUTIONS_LOAD_ERROR,
  type QuickSolutionSort,
  solutionStatus,
  sortQuickSolutions,
} from "../../../shared/quick-solutions.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { CardSkeletons } from "../../components/ui/card-skeletons.tsx";
import { SettledStatus } from "../../components/ui/settled-status.tsx";
import type { QuickSolutionFilters } from "../../lib/advice-filters.ts";
import { QuickSolutionCards } from "./quick-solution-cards.tsx";
import { QuickSolutionFiltersForm } from "./quick-solution-filters.tsx";
import { QuickSolutionsTable } from "./quick-solutions-table.tsx";
import { useQuickSolutions } from "./use-quick-solutions.ts";

const SKELETON_ROWS = 4;

function LoadingSkeleton() {
  return (
    <CardSkeletons
      label="Loading quick solutions…"
      count={SKELETON_ROWS}
      testId="solution-skeleton"
      bars={["h-5 w-2/3", "h-4 w-5/6"]}
      layout="stack"
      height="h-24"
    />
  );
}

/** How the search's money words were read, and what to try when that finds nothing. */
export function costWordsNote(term: string): { note: string; tryWithout: string } | null {
  const { maxCost, said } = readCostWords(term);
  if (!maxCost) return null;
  const words = said.map((word) => `“${word}”`).join(" and ");
  const limit =
    maxCost === "free" ? "solutions that cost nothing" : "solutions that are free or under £50";
  return {
    note: `${words} ${said.length > 1 ? "are" : "is"} read as a cost, so this shows ${limit}.`,
    tryWithout: `Try the search without ${words} to see solutions at any cost.`,
  };
}

interface QuickSolutionsPanelProps {
  /** The page's search, trimmed, as it is in the address. */
  term?: string;
  filters?: QuickSolutionFilters;
  onFiltersChange?: (filters: QuickSolutionFilters) => void;
  sort?: QuickSolutionSort | null;
  onSortChange?: (sort: QuickSolutionSort | null) => void;
}

export function QuickSolutionsPanel({
  term = "",
  filters = {},
  onFiltersChange = () => {},
  sort = null,
  onSortChange = () => {},
}: QuickSolutionsPanelProps) {
  const { maxCost, maxEffort } = filters;
  const { data, isPending, isError, isPlaceholderData } = useQuickSolutions({
    search: term,
    maxCost,
    maxEffort,
  });
  const visible = useMemo(() => sortQuickSolutions(data ?? [], sort), [data, sort]);
  const filtered = maxCost !== undefined || maxEffort !== undefined;
  const costWords = costWordsNote(term);

  return (
    <div className="flex flex-col gap-5">
      <QuickSolutionFiltersForm filters={filters} onChange={onFiltersChange} />

      {isPending ? (
        <LoadingSkeleton />
      ) : isError ? (
        <AlertMessage>{QUICK_SOLUTIONS_LOAD_ERROR}</AlertMessage>
      ) : (
        <div aria-busy={isPlaceholderData} className="flex flex-col gap-5">
          <SettledStatus
            className="font-semibold"
            text={solutionStatus(visible.length, sort, term !== "")}
          />
          {costWords && <p className="-mt-3">{costWords.note}</p>}
          {visible.length === 0 ? (
            <div className="rounded-xl bg-surface p-6 text-center text-lg">
              <p>No solutions found</p>
              {filtered && (
                <p className="mt-2 text-base">
                  The cost or effort limit may be hiding some: try "Any cost" or "Any effort".
                </p>
              )}
              {costWords && <p className="mt-2 text-base">{costWords.tryWithout}</p>}
            </div>
          ) : (
            <>
              <QuickSolutionsTable
                items={visible}
                sort={sort}
                onSort={(column) => onSortChange(nextSort(sort, column))}
              />
              <QuickSolutionCards
                items={visible}
                sort={sort}
                onSortChange={onSortChange}
                searched={term !== ""}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}
