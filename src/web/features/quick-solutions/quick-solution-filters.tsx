// Issue 19: limit the solutions by what they cost and how much work they are ("this much or
// less"). Native selects, light and familiar; they belong to the page's search form, so without
// JavaScript the Apply button sends them with the search.
import { useId } from "react";
import {
  COST_BANDS,
  EFFORT_BANDS,
  isCostBand,
  isEffortBand,
} from "../../../shared/quick-solution-bands.ts";
import { ApplyFiltersButton } from "../../components/ui/apply-filters-button.tsx";
import { fieldClass } from "../../components/ui/field-styles.ts";
import {
  ADVICE_SEARCH_FORM_ID,
  FILTER_PARAMS,
  type QuickSolutionFilters,
} from "../../lib/advice-filters.ts";

interface QuickSolutionFiltersProps {
  filters: QuickSolutionFilters;
  onChange: (filters: QuickSolutionFilters) => void;
}

const costOptions = COST_BANDS.flatMap((band) =>
  "filterLabel" in band ? [{ id: band.id, label: band.filterLabel }] : [],
);
const effortOptions = EFFORT_BANDS.flatMap((band) =>
  "filterLabel" in band ? [{ id: band.id, label: band.filterLabel }] : [],
);
const effortMeanings = EFFORT_BANDS.map((band) => `${band.label}: ${band.meaning}.`).join(" ");

export function QuickSolutionFiltersForm({ filters, onChange }: QuickSolutionFiltersProps) {
  const id = useId();
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-cost`} className="font-semibold">
          Cost
        </label>
        <p id={`${id}-cost-hint`} className="text-muted">
          This much or less, for a small business. Solutions not yet rated are left out.
        </p>
        <select
          id={`${id}-cost`}
          name={FILTER_PARAMS.maxCost}
          form={ADVICE_SEARCH_FORM_ID}
          aria-describedby={`${id}-cost-hint`}
          value={filters.maxCost ?? ""}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ maxCost: isCostBand(value) ? value : undefined });
          }}
          className={`${fieldClass} mt-auto`}
        >
          <option value="">Any cost</option>
          {costOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-effort`} className="font-semibold">
          Effort
        </label>
        <p id={`${id}-effort-hint`} className="text-muted">
          {effortMeanings}
        </p>
        <select
          id={`${id}-effort`}
          name={FILTER_PARAMS.maxEffort}
          form={ADVICE_SEARCH_FORM_ID}
          aria-describedby={`${id}-effort-hint`}
          value={filters.maxEffort ?? ""}
          onChange={(event) => {
            const value = event.target.value;
            onChange({ maxEffort: isEffortBand(value) ? value : undefined });
          }}
          className={`${fieldClass} mt-auto`}
        >
          <option value="">Any effort</option>
          {effortOptions.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <ApplyFiltersButton />
    </div>
  );
}
