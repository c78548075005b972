// The Advice & Solutions page keeps its whole state in its address, so a reload keeps a
// filtered, sorted list and the address can be shared: `?tab=`, `?search=`, the filters
// (`?maxCost=`, `?maxEffort=`, `?category=`) and the quick solutions' `?sort=`. What the page would
// show anyway (Quick Solutions, no search, any cost, suggested order) stays out of the address,
// and anything it does not know is ignored, so an old or mistyped link still opens the page.
import { decodeSort, encodeSort, type QuickSolutionSort } from "../../shared/quick-solutions.ts";
import {
  ADVICE_PARAMS,
  type AdviceFilters,
  adviceFiltersFromSearch,
  adviceTermFromSearch,
  SORT_PARAM,
} from "./advice-filters.ts";
import { ADVICE_TAB_IDS, type AdviceTab, adviceTabFromSearch } from "./advice-tabs.ts";

export interface AdviceAddress extends AdviceFilters {
  tab: AdviceTab;
  /** Trimmed, and at most as long as the search box allows. */
  search: string;
  sort: QuickSolutionSort | null;
}

/**
 * The page's state from its address. A parameter given twice counts once, by its first value: a
 * column header sent without JavaScript comes before the "Sort by" choice in the form.
 */
export function readAdviceAddress(search: URLSearchParams): AdviceAddress {
  return {
    tab: adviceTabFromSearch(search),
    search: adviceTermFromSearch(search),
    ...adviceFiltersFromSearch(search),
    sort: decodeSort(search.get(SORT_PARAM)),
  };
}

/** The address's query for a state: "" when everything is as the page starts, else "?…". */
export function adviceAddressQuery(address: AdviceAddress): string {
  const values: Record<(typeof ADVICE_PARAMS)[number], string | undefined> = {
    tab: address.tab === ADVICE_TAB_IDS[0] ? undefined : address.tab,
    search: address.search.trim() || undefined,
    maxCost: address.maxCost,
    maxEffort: address.maxEffort,
    category: address.category === undefined ? undefined : String(address.category),
    sort: encodeSort(address.sort) || undefined,
  };
  const query = new URLSearchParams();
  for (const name of ADVICE_PARAMS) {
    const value = values[name];
    if (value !== undefined) query.set(name, value);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}
