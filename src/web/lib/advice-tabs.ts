// Advice & Solutions: three tabs, Quick Solutions by default (the first), kept in the URL.
import { tabFromSearch } from "./url-tab.ts";

export const ADVICE_TABS = [
  { id: "quick-solutions", label: "Quick Solutions" },
  { id: "expert-articles", label: "Expert Articles" },
  { id: "community-stories", label: "Community Stories" },
] as const;

export type AdviceTab = (typeof ADVICE_TABS)[number]["id"];
export const ADVICE_TAB_IDS = ADVICE_TABS.map((tab) => tab.id) as [AdviceTab, ...AdviceTab[]];

export const adviceTabFromSearch = (search: URLSearchParams) =>
  tabFromSearch(ADVICE_TAB_IDS, search);
