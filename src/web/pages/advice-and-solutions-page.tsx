// SPEC §2 Advice & Solutions: a global search above three tabs, the selected one kept in the URL.
import { useState } from "react";
import { Input, Label, SearchField, Tab, TabList, TabPanel, Text } from "react-aria-components";
import { Link, useSearchParams } from "wouter";
import { SEARCH_PARAM } from "../../shared/advice-links.ts";
import { ADVICE_SEARCH_MAX } from "../../shared/api-paths.ts";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { Tabs } from "../components/ui/tabs.tsx";
import { CommunityPanel } from "../features/community/community-panel.tsx";
import { ExpertArticlesPanel } from "../features/expert-articles/expert-articles-panel.tsx";
import { QuickSolutionsPanel } from "../features/quick-solutions/quick-solutions-panel.tsx";
import { ADVICE_TAB_IDS, ADVICE_TABS, type AdviceTab } from "../lib/advice-tabs.ts";
import { useUrlTab } from "../lib/url-tab.ts";

// On a phone the tabs share a row while each fits its longest word (9ch follows the chosen font
// and size), else they stack; a word breaks only if it is wider than the whole row.
const tabClass =
  "flex cursor-pointer [overflow-wrap:anywhere] items-center justify-center rounded-t-md border-b-4 border-transparent px-2 py-3 text-center sm:px-4 font-bold text-muted data-[hovered]:text-ink data-[selected]:border-accent data-[selected]:text-ink";

// A panel with nothing focusable inside takes focus itself; the site's ring shows it.
const panelClass = "rounded-md pt-6";

export default function AdviceAndSolutionsPage() {
  const [selectedTab, selectTab] = useUrlTab(ADVICE_TAB_IDS);
  // A link may arrive already searched (?search=…): the self-assessment points at one fix this way.
  const [searchParams] = useSearchParams();
  const [globalTerm, setGlobalTerm] = useState(() => searchParams.get(SEARCH_PARAM) ?? "");

  return (
    <>
      <PageHeading>Advice & Solutions</PageHeading>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Practical answers to everyday accessibility barriers: quick fixes you can put in place this
        week, guidance from experts, and what has worked for people in our community.
      </p>
      <p className="mt-3 max-w-3xl text-lg">
        Not sure where to start?{" "}
        <Link href="/self-assessment" className="font-semibold underline underline-offset-4">
          Take the self-assessment
        </Link>{" "}
        and get a list of what to fix first, with links back to the answers here.
      </p>
      <search className="mt-6 block max-w-2xl">
        <SearchField value={globalTerm} onChange={setGlobalTerm} className="flex flex-col gap-1">
          <Label className="font-semibold text-lg">Search all advice and solutions</Label>
          <Text slot="description" className="text-muted">
            Searches every tab. While this box has text, each tab's own search box is hidden.
          </Text>
          <Input
            maxLength={ADVICE_SEARCH_MAX}
            placeholder="For example: ramp, plain language"
            className="min-h-12 rounded-md border-2 border-line bg-page px-3 text-lg placeholder:text-muted [&::-webkit-search-cancel-button]:hidden"
          />
        </SearchField>
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
            </Tab>
          ))}
        </TabList>
        <TabPanel id="quick-solutions" className={panelClass}>
          <h2 className="sr-only">Quick Solutions</h2>
          <QuickSolutionsPanel globalTerm={globalTerm} />
        </TabPanel>
        <TabPanel id="expert-articles" className={panelClass}>
          <h2 className="sr-only">Expert Articles</h2>
          <ExpertArticlesPanel globalTerm={globalTerm} />
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
