// Advice & Solutions (docs/product.md#advice-and-solutions): a global search above three tabs, the
// selected one kept in the URL. Issue 19: each tab shows how many the global search found, and the
// tabs' filters (cost and effort, topic) start from the URL, as the search term does, so a link or
// the form sent without JavaScript arrives filtered.
import { type FormEvent, useState } from "react";
import { Input, Label, SearchField, Tab, TabList, TabPanel, Text } from "react-aria-components";
import { Link, useSearchParams } from "wouter";
import { ADVICE_PAGE_PATH, SEARCH_PARAM } from "../../shared/advice-links.ts";
import { ADVICE_SEARCH_MAX } from "../../shared/api-paths.ts";
import { PAGE_PATHS } from "../../shared/page-paths.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { Tabs } from "../components/ui/tabs.tsx";
import { CommunityPanel } from "../features/community/community-panel.tsx";
import { ExpertArticlesPanel } from "../features/expert-articles/expert-articles-panel.tsx";
import { QuickSolutionsPanel } from "../features/quick-solutions/quick-solutions-panel.tsx";
import {
  ADVICE_SEARCH_FORM_ID,
  type AdviceFilters,
  adviceFiltersFromSearch,
} from "../lib/advice-filters.ts";
import { ADVICE_TAB_IDS, ADVICE_TABS, type AdviceTab } from "../lib/advice-tabs.ts";
import { useUrlTab } from "../lib/url-tab.ts";
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

// Without JavaScript the form is sent as a plain GET and the server renders the results; with it,
// results follow the typing and sending the form changes nothing.
const keepOnPage = (event: FormEvent) => event.preventDefault();

export default function AdviceAndSolutionsPage() {
  const [selectedTab, selectTab] = useUrlTab(ADVICE_TAB_IDS);
  // A link may arrive already searched (?search=…): the self-assessment points at one fix this way.
  const [searchParams] = useSearchParams();
  const [globalTerm, setGlobalTerm] = useState(() => searchParams.get(SEARCH_PARAM) ?? "");
  const [filters, setFilters] = useState<AdviceFilters>(() =>
    adviceFiltersFromSearch(searchParams),
  );
  const changeFilters = (change: AdviceFilters) =>
    setFilters((current) => ({ ...current, ...change }));
  const counts = useAdviceTabCounts(globalTerm, filters);

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
        <form
          id={ADVICE_SEARCH_FORM_ID}
          method="get"
          action={ADVICE_PAGE_PATH}
          onSubmit={keepOnPage}
        >
          {selectedTab !== ADVICE_TAB_IDS[0] && (
            <input type="hidden" name="tab" value={selectedTab} />
          )}
          <SearchField
            name={SEARCH_PARAM}
            value={globalTerm}
            onChange={setGlobalTerm}
            className="flex flex-col gap-1"
          >
            <Label className="font-semibold text-lg">Search all advice and solutions</Label>
            <Text slot="description" className="text-muted">
              Looks through quick solutions, expert articles and community stories at once, and each
              tab shows how many it found. To search one tab only, empty this box and use the search
              box inside that tab.
            </Text>
            <Input
              maxLength={ADVICE_SEARCH_MAX}
              placeholder="For example: ramp, hard of hearing, budget"
              className="min-h-12 rounded-md border-2 border-line bg-page px-3 text-lg placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
            />
          </SearchField>
        </form>
      </search>
      <Tabs
        selectedKey={selectedTab}
        onSelectionChange={(key) => selectTab(key as AdviceTab)}
        className="mt-8"
      >
        <TabList
          aria-label="Advice and solutions"
          className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,9ch),1fr))] gap-1 border-line border-b-2 sm:flex"
        >
          {ADVICE_TABS.map((tab) => (
            <Tab key={tab.id} id={tab.id} className={tabClass}>
              {tab.label}
              <TabCount count={counts[tab.id]} />
            </Tab>
          ))}
        </TabList>
        <TabPanel id="quick-solutions" className={panelClass}>
          <h2 className="sr-only">Quick Solutions</h2>
          <QuickSolutionsPanel
            globalTerm={globalTerm}
            filters={filters}
            onFiltersChange={changeFilters}
          />
        </TabPanel>
        <TabPanel id="expert-articles" className={panelClass}>
          <h2 className="sr-only">Expert Articles</h2>
          <ExpertArticlesPanel
            globalTerm={globalTerm}
            category={filters.category}
            onCategoryChange={(category) => changeFilters({ category })}
          />
        </TabPanel>
        <TabPanel id="community-stories" className={panelClass}>
          <h2 className="sr-only">Community Stories</h2>
          <CommunityPanel globalTerm={globalTerm} />
        </TabPanel>
      </Tabs>
    </>
  );
}

// The permalink pages travel in this page's file (see routes.ts).
export { default as CommunityStoryPage } from "./community-story-page.tsx";
export { default as ExpertArticlePage } from "./expert-article-page.tsx";
