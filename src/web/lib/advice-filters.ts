// Issue 19: the Advice & Solutions filters a link (or the page's form, without JavaScript) can
// carry in the URL: ?maxCost=, ?maxEffort= and ?category=. Values the page does not know are
// ignored, so an old or mistyped link still shows the page rather than an error.
import { SEARCH_PARAM } from "../../shared/advice-links.ts";
import {
  type CostBand,
  type EffortBand,
  isCostBand,
  isEffortBand,
} from "../../shared/quick-solution-bands.ts";

export const FILTER_PARAMS = {
  maxCost: "maxCost",
  maxEffort: "maxEffort",
  category: "category",
} as const;

export interface QuickSolutionFilters {
  maxCost?: CostBand | undefined;
  maxEffort?: EffortBand | undefined;
}

export interface AdviceFilters extends QuickSolutionFilters {
  category?: number | undefined;
}

/** The id of the page's search form: filters inside the tabs belong to it by `form=`. */
export const ADVICE_SEARCH_FORM_ID = "advice-search";

/** How long typing must pause before a search goes to the server (and its count is spoken). */
export const SEARCH_DEBOUNCE_MS = 300;

/** PostgreSQL's largest integer, the largest id the API accepts (contracts/common.ts MAX_ID). */
const MAX_ID = 2_147_483_647;

export function adviceFiltersFromSearch(search: URLSearchParams): AdviceFilters {
  const maxCost = search.get(FILTER_PARAMS.maxCost);
  const maxEffort = search.get(FILTER_PARAMS.maxEffort);
  const category = Number(search.get(FILTER_PARAMS.category));
  return {
    maxCost: isCostBand(maxCost) ? maxCost : undefined,
    maxEffort: isEffortBand(maxEffort) ? maxEffort : undefined,
    category:
      Number.isInteger(category) && category > 0 && category <= MAX_ID ? category : undefined,
  };
}

export const adviceTermFromSearch = (search: URLSearchParams) =>
  (search.get(SEARCH_PARAM) ?? "").trim();
