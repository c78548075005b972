// SPEC §2 Quick Solutions: search, count line, sortable table (wide) or cards (narrow), and the
// loading, error, empty and populated states. While the page's global search has text, this
// tab's own box is hidden and the global term applies (SPEC §2). The list is searched here, as
// the reader types, so the debounced term the other tabs send to the server is not needed.
import { useMemo, useState } from "react";
import {
  filterQuickSolutions,
  nextSort,
  QUICK_SOLUTIONS_LOAD_ERROR,
  type QuickSolutionSort,
  solutionCountLabel,
  sortQuickSolutions,
} from "../../../shared/quick-solutions.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { CardSkeletons } from "../../components/ui/card-skeletons.tsx";
import { PanelSearchField, usePanelSearch } from "../../components/ui/panel-search.tsx";
import { QuickSolutionCards } from "./quick-solution-cards.tsx";
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

export function QuickSolutionsPanel({ globalTerm = "" }: { globalTerm?: string }) {
  const { data, isPending, isError } = useQuickSolutions();
  const { ownTerm, setOwnTerm, usingGlobal, term } = usePanelSearch(globalTerm);
  const [sort, setSort] = useState<QuickSolutionSort | null>(null);
  const visible = useMemo(
    () => sortQuickSolutions(filterQuickSolutions(data ?? [], term), sort),
    [data, term, sort],
  );

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

      {isPending ? (
        <LoadingSkeleton />
      ) : isError ? (
        <AlertMessage>{QUICK_SOLUTIONS_LOAD_ERROR}</AlertMessage>
      ) : (
        <>
          <p role="status" className="font-semibold">
            {solutionCountLabel(visible.length)}
          </p>
          {visible.length === 0 ? (
            <p className="rounded-xl bg-surface p-6 text-center text-lg">No solutions found</p>
          ) : (
            <>
              <QuickSolutionsTable
                items={visible}
                sort={sort}
                onSort={(column) => setSort((current) => nextSort(current, column))}
              />
              <QuickSolutionCards items={visible} sort={sort} onSortChange={setSort} />
            </>
          )}
        </>
      )}
    </div>
  );
}
