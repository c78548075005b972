// SPEC §2 Advice & Solutions: three tabs, Quick Solutions by default. The selected tab lives in
// the URL (?tab=…) so it can be linked, survives a reload and is rendered by the server.
export const ADVICE_TABS = [
  { id: "quick-solutions", label: "Quick Solutions" },
  { id: "expert-articles", label: "Expert Articles" },
  { id: "community-stories", label: "Community Stories" },
] as const;

export type AdviceTab = (typeof ADVICE_TABS)[number]["id"];
export const DEFAULT_ADVICE_TAB: AdviceTab = "quick-solutions";
export const TAB_PARAM = "tab";

export function adviceTabFromSearch(search: URLSearchParams): AdviceTab {
  const value = search.get(TAB_PARAM);
  return ADVICE_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_ADVICE_TAB;
}
