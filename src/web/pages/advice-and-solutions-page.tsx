import { Tab, TabList, TabPanel, Tabs } from "react-aria-components";
import { PageHeading } from "../components/layout/route-focus.tsx";
import { QuickSolutionsPanel } from "../features/quick-solutions/quick-solutions-panel.tsx";

const tabClass =
  "flex cursor-pointer items-center justify-center rounded-t-md border-b-4 border-transparent px-2 py-3 text-center sm:px-4 font-bold text-muted outline-none data-[focus-visible]:outline-3 data-[focus-visible]:outline-[var(--ra-focus)] data-[hovered]:text-ink data-[selected]:border-accent data-[selected]:text-ink";

function ComingSoon({ what }: { what: string }) {
  return (
    <p className="rounded-xl bg-surface p-6 text-lg">
      {what} are being written and will appear here soon. In the meantime, the Quick Solutions tab
      has practical fixes you can use today.
    </p>
  );
}

export default function AdviceAndSolutionsPage() {
  return (
    <>
      <PageHeading>Advice & Solutions</PageHeading>
      <p className="mt-3 max-w-3xl text-lg text-muted">
        Practical answers to everyday accessibility barriers: quick fixes you can put in place this
        week, guidance from experts, and what has worked for people in our community.
      </p>
      <Tabs defaultSelectedKey="quick-solutions" className="mt-8">
        <TabList
          aria-label="Advice and solutions"
          className="grid grid-cols-3 gap-1 border-line border-b-2 sm:flex"
        >
          <Tab id="quick-solutions" className={tabClass}>
            Quick Solutions
          </Tab>
          <Tab id="expert-articles" className={tabClass}>
            Expert Articles
          </Tab>
          <Tab id="community-stories" className={tabClass}>
            Community Stories
          </Tab>
        </TabList>
        <TabPanel id="quick-solutions" className="pt-6 outline-none">
          <h2 className="sr-only">Quick Solutions</h2>
          <QuickSolutionsPanel />
        </TabPanel>
        <TabPanel id="expert-articles" className="pt-6 outline-none">
          <h2 className="sr-only">Expert Articles</h2>
          <ComingSoon what="Expert articles" />
        </TabPanel>
        <TabPanel id="community-stories" className="pt-6 outline-none">
          <h2 className="sr-only">Community Stories</h2>
          <ComingSoon what="Community stories" />
        </TabPanel>
      </Tabs>
    </>
  );
}
