// The Advice & Solutions page's address and its search parameter, shared by the page, its
// address state (web/lib/advice-address.ts) and the filters.
import { PAGE_PATHS } from "./page-paths.ts";

export const ADVICE_PAGE_PATH = PAGE_PATHS.adviceAndSolutions;

export const SEARCH_PARAM = "search";

/** Longest search term the API accepts, after trimming (every searchable list uses it). */
export const ADVICE_SEARCH_MAX = 200;
