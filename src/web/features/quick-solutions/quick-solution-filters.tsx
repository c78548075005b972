// Limit the solutions by what they cost and how much work they are ("this much or
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

interface BandFilterProps {
  label: string;
  hint: string;
  name: string;
  anyLabel: string;
  options: readonly { id: string; label: string }[];
  value: string | undefined;
  onSelect: (value: string) => void;
}

/** One limit: a labelled native select with its hint, in the page's search form. */
function BandFilter({ label, hint, name, anyLabel, options, value, onSelect }: BandFilterProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <p id={`${id}-hint`} className="text-muted">
        {hint}
      </p>
      <select
        id={id}
        name={name}
        form={ADVICE_SEARCH_FORM_ID}
        aria-describedby={`${id}-hint`}
        value={value ?? ""}
        onChange={(event) => onSelect(event.target.value)}
        className={`${fieldClass} mt-auto`}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function QuickSolutionFiltersForm({ filters, onChange }: QuickSolutionFiltersProps) {
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      <BandFilter
        label="Cost"
        hint="This much or less, for a small business. Solutions not yet rated are left out."
        name={FILTER_PARAMS.maxCost}
        anyLabel="Any cost"
        options={costOptions}
        value={filters.maxCost}
        onSelect={(value) => onChange({ maxCost: isCostBand(value) ? value : undefined })}
      />
      <BandFilter
        label="Effort"
        hint={effortMeanings}
        name={FILTER_PARAMS.maxEffort}
        anyLabel="Any effort"
        options={effortOptions}
        value={filters.maxEffort}
        onSelect={(value) => onChange({ maxEffort: isEffortBand(value) ? value : undefined })}
      />
      <ApplyFiltersButton />
    </div>
  );
}
