// Advice & Solutions (docs/product.md#advice-and-solutions): one search above three tabs.
// Each tab shows how many the search found, and the tabs' filters (cost and effort, topic) start
// from the address, as the search does, so a link or the form sent without JavaScript arrives
// filtered. The page writes its state back to the address (lib/use-advice-address.ts),
// so a reload or a shared link shows the same filtered, sorted list, and one search box searches
// every tab (each tab had a box of its own, which competed with this one).
import type { FormEvent } from "react";
import { Input, Label, RouterProvider, SearchField, Text } from "react-aria-components";
import { Link } from "wouter";
import { ADVICE_PAGE_PATH, ADVICE_SEARCH_MAX, SEARCH_PARAM } from "../../shared/advice-links.ts";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { encodeSort } from "../../shared/quick-solutions.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { secondaryButton } from "../components/ui/button-styles.ts";
import { Tabs } from "../components/ui/tabs.tsx";
import {
  TabListUntilHydrated,
  TabPanelUntilHydrated,
  TabUntilHydrated,
} from "../components/ui/tabs-until-hydrated.tsx";
import { ArticlesPanel } from "../features/articles/articles-panel.tsx";
import { QuickSolutionsPanel } from "../features/quick-solutions/quick-solutions-panel.tsx";
import { StoriesPanel } from "../features/stories/stories-panel.tsx";
import {
  type AdviceAddress,
  adviceAddressQuery,
  readAdviceAddress,
} from "../lib/advice-address.ts";
import { ADVICE_SEARCH_FORM_ID, FILTER_PARAMS, SORT_PARAM } from "../lib/advice-filters.ts";
import { ADVICE_TAB_IDS, ADVICE_TABS, type AdviceTab } from "../lib/advice-tabs.ts";
import { useAdviceAddress } from "../lib/use-advice-address.ts";
import { useAdviceTabCounts } from "../lib/use-advice-tab-counts.ts";

// On a phone the tabs share a row while each fits its longest word (9ch follows the chosen font
// and size), else they stack; a word breaks only if it is wider than the whole row.
const tabClass =
  "flex cursor-pointer flex-wrap [overflow-wrap:anywhere] items-center justify-center gap-x-2 rounded-t-md border-b-4 border-transparent px-2 py-3 text-center sm:px-4 font-bold text-muted data-[hovered]:text-ink data-[selected]:border-accent data-[selected]:text-ink";

// A panel with nothing focusable inside takes focus itself; the site's ring shows it.
const panelClass = "rounded-md pt-6";

/** A tab's count while the global search has text: "Quick Solutions, 3 found" to a screen reader. */
function TabCount({ count }: { count: number | undefined }) {
  if (count === undefined) return null;
  return (
    <span className="rounded-full border-2 border-current px-2 text-sm leading-6">
      <span className="sr-only">, </span>
      {count}
      <span className="sr-only"> found</span>
    </span>
  );
}

/**
 * The state kept in the address that no control on this tab sends with the form, so a search sent
 * without JavaScript keeps the other tabs' filters, as the page does with it.
 */
function CarriedState({ address, tab }: { address: AdviceAddress; tab: AdviceTab }) {
  const carried: [string, string | undefined][] = [
    ["tab", tab === ADVICE_TAB_IDS[0] ? undefined : tab],
  ];
  if (tab !== "quick-solutions") {
    carried.push(
      [FILTER_PARAMS.maxCost, address.maxCost],
      [FILTER_PARAMS.maxEffort, address.maxEffort],
      [SORT_PARAM, encodeSort(address.sort) || undefined],
    );
  }
  if (tab !== "expert-articles") {
    carried.push([FILTER_PARAMS.category, address.category?.toString()]);
  }
  return carried.map(([name, value]) =>
    value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
  );
}

/** The tab a tab's link opens. */
const tabOfHref = (href: string): AdviceTab =>
  readAdviceAddress(new URLSearchParams(href.slice(href.indexOf("?") + 1))).tab;

export default function AdviceAndSolutionsPage() {
  // The tab, search, filters and sort live in the address (decision 031), so a link may arrive
  // already searched and filtered.
  const { address, draft, type, commitSearch, change } = useAdviceAddress();
  const { tab: selectedTab, search: term, maxCost, maxEffort, category, sort } = address;
  const counts = useAdviceTabCounts(term, { maxCost, maxEffort, category });

  // Without JavaScript the form is sent as a plain GET and the server renders the results; with it,
  // results follow the typing, and sending the form puts the search in the address at once.
  const send = (event: FormEvent) => {
    event.preventDefault();
    commitSearch();
  };

  return (
    <>
      <PageHeading>Advice & Solutions</PageHeading>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Practical answers to everyday accessibility barriers: quick fixes you can put in place this
        week, guidance from experts, and what has worked for people in our community.
      </p>
      <p className="mt-3 max-w-3xl text-lg">
        Not sure where to start?{" "}
        <Link
          href={PAGE_PATHS.selfAssessment}
          className="font-semibold underline underline-offset-4"
        >
          Take the self-assessment
        </Link>{" "}
        and get a list of what to fix first, with links back to the answers here.
      </p>
      <search className="mt-6 block max-w-2xl">
        <form id={ADVICE_SEARCH_FORM_ID} method="get" action={ADVICE_PAGE_PATH} onSubmit={send}>
          <CarriedState address={address} tab={selectedTab} />
          <SearchField
            name={SEARCH_PARAM}
            value={draft}
            onChange={type}
            className="flex flex-col gap-1"
          >
            <Label className="font-semibold text-lg">Search all advice and solutions</Label>
            <Text slot="description" className="text-muted">
              Looks through quick solutions, expert articles and community stories at once, and each
              tab shows how many it found.
            </Text>
            <div className="flex flex-wrap gap-2">
              <Input
                maxLength={ADVICE_SEARCH_MAX}
                placeholder="For example: ramp, hard of hearing, budget"
                className="min-h-12 min-w-0 flex-[1_1_10rem] rounded-md border-2 border-line bg-page px-3 text-lg placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
              />
              {/* The form's first button, so Enter in the box sends the search and never
                  presses a column header's sort button, which belong to this form too. */}
              <button type="submit" className={`${secondaryButton} min-h-12`}>
                Search
              </button>
            </div>
          </SearchField>
        </form>
      </search>
      {/* Each tab is a link to its own address, so without JavaScript it opens the page on that
          tab: until the scripts run the tabs are plain links (tabs-until-hydrated.tsx). With it, React Aria hands a chosen tab's link (click or arrow key) to this router,
          which changes the address as the page always has; the selection follows the address.
          A Ctrl-click still opens the tab in a new window. */}
      <RouterProvider navigate={(href) => change({ tab: tabOfHref(href) })}>
        <Tabs selectedKey={selectedTab} className="mt-8">
          <TabListUntilHydrated
            aria-label="Advice and solutions"
            className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9ch),1fr))] gap-1 border-line border-b-2 sm:flex"
          >
            {ADVICE_TABS.map((tab) => (
              <TabUntilHydrated
                key={tab.id}
                id={tab.id}
                href={`${ADVICE_PAGE_PATH}${adviceAddressQuery({ ...address, tab: tab.id })}`}
                className={tabClass}
              >
                {tab.label}
                <TabCount count={counts[tab.id]} />
              </TabUntilHydrated>
            ))}
          </TabListUntilHydrated>
          <TabPanelUntilHydrated id="quick-solutions" className={panelClass}>
            <h2 className="sr-only">Quick Solutions</h2>
            <QuickSolutionsPanel
              term={term}
              filters={{ maxCost, maxEffort }}
              onFiltersChange={change}
              sort={sort}
              onSortChange={(next) => change({ sort: next })}
            />
          </TabPanelUntilHydrated>
          <TabPanelUntilHydrated id="expert-articles" className={panelClass}>
            <h2 className="sr-only">Expert Articles</h2>
            <ArticlesPanel
              term={term}
              category={category}
              onCategoryChange={(next) => change({ category: next })}
            />
          </TabPanelUntilHydrated>
          <TabPanelUntilHydrated id="community-stories" className={panelClass}>
            <h2 className="sr-only">Community Stories</h2>
            <StoriesPanel term={term} />
          </TabPanelUntilHydrated>
        </Tabs>
      </RouterProvider>
    </>
  );
}

export { default as ArticlePage } from "./article-page.tsx";
// The permalink pages travel in this page's file (see routes.ts).
export { default as StoryPage } from "./story-page.tsx";
