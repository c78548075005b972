// The Advice & Solutions filters a link (or the page's form, without JavaScript) can
// carry in the URL: ?maxCost=, ?maxEffort= and ?category=. Values the page does not know are
// ignored, so an old or mistyped link still shows the page rather than an error.
import { ADVICE_SEARCH_MAX, SEARCH_PARAM } from "../../shared/advice-links.ts";
import {
  type CostBand,
  type EffortBand,
  isCostBand,
  isEffortBand,
} from "../../shared/quick-solution-bands.ts";
import { TAB_PARAM } from "./url-tab.ts";

export const FILTER_PARAMS = {
  maxCost: "maxCost",
  maxEffort: "maxEffort",
  category: "category",
} as const;

/** The quick solutions' order, kept in the address as `?sort=cost-asc`. */
export const SORT_PARAM = "sort";

/**
 * Every parameter the page reads (advice-address.ts), in the order it writes them. Here, with the
 * names alone, so the route table can list them without loading the page's code.
 */
export const ADVICE_PARAMS = [
  TAB_PARAM,
  SEARCH_PARAM,
  FILTER_PARAMS.maxCost,
  FILTER_PARAMS.maxEffort,
  FILTER_PARAMS.category,
  SORT_PARAM,
] as const;

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
  // Digits only, so each category has one way of being written ("1e3" and " 3" are not ids).
  const written = search.get(FILTER_PARAMS.category) ?? "";
  const category = /^[1-9][0-9]*$/.test(written) ? Number(written) : 0;
  return {
    maxCost: isCostBand(maxCost) ? maxCost : undefined,
    maxEffort: isEffortBand(maxEffort) ? maxEffort : undefined,
    category: category > 0 && category <= MAX_ID ? category : undefined,
  };
}

/** The term a link or the form sent: trimmed, and cut to what the search box and API allow. */
export const adviceTermFromSearch = (search: URLSearchParams) =>
  (search.get(SEARCH_PARAM) ?? "").trim().slice(0, ADVICE_SEARCH_MAX).trim();
