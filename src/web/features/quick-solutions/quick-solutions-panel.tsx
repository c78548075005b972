// SPEC §2 Quick Solutions: search, count line, sortable table (wide) or cards (narrow), and the
// loading, error, empty and populated states. While the page's global search has text, this
// tab's own box is hidden and the global term applies (SPEC §2).
import { useMemo, useState } from "react";
import { Input, Label, SearchField } from "react-aria-components";
import {
  filterQuickSolutions,
  nextSort,
  type QuickSolutionSort,
  solutionCountLabel,
  sortQuickSolutions,
} from "../../../shared/quick-solutions.ts";
import { AlertMessage } from "../../components/ui/alert-message.tsx";
import { QuickSolutionCards } from "./quick-solution-cards.tsx";
import { QuickSolutionsTable } from "./quick-solutions-table.tsx";
import { useQuickSolutions } from "./use-quick-solutions.ts";

export const LOAD_ERROR = "Failed to load quick solutions. Please try again later.";

function LoadingSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Loading quick solutions…</span>
      {[1, 2, 3, 4].map((row) => (
        <div key={row} className="h-20 animate-pulse rounded-xl bg-surface" />
      ))}
    </div>
  );
}

export function QuickSolutionsPanel({ globalTerm = "" }: { globalTerm?: string }) {
  const { data, isPending, isError } = useQuickSolutions();
  const [ownTerm, setOwnTerm] = useState("");
  const usingGlobal = globalTerm.trim() !== "";
  const term = usingGlobal ? globalTerm : ownTerm;
  const [sort, setSort] = useState<QuickSolutionSort | null>(null);
  const visible = useMemo(
    () => sortQuickSolutions(filterQuickSolutions(data ?? [], term), sort),
    [data, term, sort],
  );

  return (
    <div className="flex flex-col gap-5">
      {!usingGlobal && (
        <SearchField value={ownTerm} onChange={setOwnTerm} className="flex max-w-xl flex-col gap-1">
          <Label className="font-semibold">Search quick solutions</Label>
          <Input
            placeholder="For example: ramp, captions, interview"
            className="min-h-11 rounded-md border-2 border-line bg-page px-3 placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
          />
        </SearchField>
      )}

      {isPending ? (
        <LoadingSkeleton />
      ) : isError ? (
        <AlertMessage>{LOAD_ERROR}</AlertMessage>
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
