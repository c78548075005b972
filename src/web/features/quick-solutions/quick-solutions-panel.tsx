// Quick Solutions (docs/product.md#quick-solutions): search, count line, sortable table (wide) or
// cards (narrow), and the loading, error, empty and populated states. While the page's global
// search has text, this tab's own box is hidden and the global term applies. Issue 19: the API
// searches and ranks (ADR 020), once typing pauses; cost and effort limits narrow the list; the
// status line speaks the count once it settles, and says how the list is sorted.
import { useMemo, useState } from "react";
import {
  nextSort,
  QUICK_SOLUTIONS_LOAD_ERROR,
  type QuickSolutionSort,
  solutionStatus,
  sortQuickSolutions,
} from "../../../shared/quick-solutions.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { CardSkeletons } from "../../components/ui/card-skeletons.tsx";
import { PanelSearchField, usePanelSearch } from "../../components/ui/panel-search.tsx";
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

interface QuickSolutionsPanelProps {
  globalTerm?: string;
  filters?: QuickSolutionFilters;
  onFiltersChange?: (filters: QuickSolutionFilters) => void;
}

export function QuickSolutionsPanel({
  globalTerm = "",
  filters = {},
  onFiltersChange = () => {},
}: QuickSolutionsPanelProps) {
  const { ownTerm, setOwnTerm, usingGlobal, queryTerm } = usePanelSearch(globalTerm);
  const { maxCost, maxEffort } = filters;
  const { data, isPending, isError, isPlaceholderData } = useQuickSolutions({
    search: queryTerm,
    maxCost,
    maxEffort,
  });
  const [sort, setSort] = useState<QuickSolutionSort | null>(null);
  const visible = useMemo(() => sortQuickSolutions(data ?? [], sort), [data, sort]);
  const filtered = maxCost !== undefined || maxEffort !== undefined;

  return (
    <div className="flex flex-col gap-5">
      {!usingGlobal && (
        <PanelSearchField
          label="Search quick solutions"
          placeholder="For example: ramp, captions, interview"
          value={ownTerm}
          onChange={setOwnTerm}
        />
      )}
      <QuickSolutionFiltersForm filters={filters} onChange={onFiltersChange} />

      {isPending ? (
        <LoadingSkeleton />
      ) : isError ? (
        <AlertMessage>{QUICK_SOLUTIONS_LOAD_ERROR}</AlertMessage>
      ) : (
        <div aria-busy={isPlaceholderData} className="flex flex-col gap-5">
          <SettledStatus
            className="font-semibold"
            text={solutionStatus(visible.length, sort, queryTerm !== "")}
          />
          {visible.length === 0 ? (
            <div className="rounded-xl bg-surface p-6 text-center text-lg">
              <p>No solutions found</p>
              {filtered && (
                <p className="mt-2 text-base">
                  The cost or effort limit may be hiding some: try "Any cost" or "Any effort".
                </p>
              )}
            </div>
          ) : (
            <>
              <QuickSolutionsTable
                items={visible}
                sort={sort}
                onSort={(column) => setSort((current) => nextSort(current, column))}
              />
              <QuickSolutionCards
                items={visible}
                sort={sort}
                onSortChange={setSort}
                searched={queryTerm !== ""}
              />
            </>
          )}
        </div>
      )}
    </div>
  );
}
