// Links into Advice & Solutions that open one tab already searched for a title, so a link lands
// on the very quick solution or expert article it names (the page reads ?search= on load).
import { PAGE_PATHS } from "./page-paths.ts";

export const ADVICE_PAGE_PATH = PAGE_PATHS.adviceAndSolutions;

export const SEARCH_PARAM = "search";

export function adviceSearchHref(tab: "quick-solutions" | "expert-articles", term: string): string {
  const params = new URLSearchParams();
  // Quick Solutions is the default tab, which leaves ?tab= out.
  if (tab !== "quick-solutions") params.set("tab", tab);
  params.set(SEARCH_PARAM, term);
  return `${ADVICE_PAGE_PATH}?${params}`;
}
