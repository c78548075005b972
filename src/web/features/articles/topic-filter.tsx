// The expert articles' categories (`advice_categories`), never shown before, as a
// "Topic" filter. It belongs to the page's search form, so without JavaScript the Apply button
// sends it with the search.
import { useId } from "react";
import type { AdviceCategory } from "../../../shared/contracts/articles.ts";
import { ApplyFiltersButton } from "../../components/ui/apply-filters-button.tsx";
import { fieldClass } from "../../components/ui/field-styles.ts";
import { ADVICE_SEARCH_FORM_ID, FILTER_PARAMS } from "../../lib/advice-filters.ts";

interface TopicFilterProps {
  categories: AdviceCategory[];
  category: number | undefined;
  onChange: (category: number | undefined) => void;
}

export function TopicFilter({ categories, category, onChange }: TopicFilterProps) {
  const id = useId();
  return (
    <div className="flex max-w-xl flex-wrap items-end gap-3">
      <div className="flex grow flex-col gap-1">
        <label htmlFor={id} className="font-semibold">
          Topic
        </label>
        <select
          id={id}
          name={FILTER_PARAMS.category}
          form={ADVICE_SEARCH_FORM_ID}
          value={category ?? ""}
          onChange={(event) => {
            const chosen = Number(event.target.value);
            onChange(chosen > 0 ? chosen : undefined);
          }}
          className={fieldClass}
        >
          <option value="">All topics</option>
          {categories.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </div>
      <ApplyFiltersButton />
    </div>
  );
}
