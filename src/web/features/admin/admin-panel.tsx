// The admin panel: Logout, the pending reminder, the five tabs of SPEC §2, Activity (the audit
// log) and Self-assessments (issue 15: what businesses report, for the editorial team).

import { useEffect, useRef } from "react";
import { Button, Tab, TabList, TabPanel } from "react-aria-components";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { Tabs } from "../../components/ui/tabs.tsx";
import { useUrlTab } from "../../lib/url-tab.ts";
import { ActivityAdmin } from "./activity-admin.tsx";
import { AssessmentsAdmin } from "./assessments-admin.tsx";
import { MessagesAdmin } from "./messages-admin.tsx";
import { QuickSolutionsAdmin } from "./quick-solutions-admin.tsx";
import { StoriesAdmin } from "./stories-admin.tsx";
import { TopStoriesAdmin } from "./top-stories-admin.tsx";
import { useLogout } from "./use-admin-session.ts";
import { useMessages } from "./use-messages.ts";
import { useAdminStories } from "./use-story-moderation.ts";
import { useAdminTopStories } from "./use-top-stories-admin.ts";

// On a phone the tabs sit in an even grid rather than a ragged wrap, as many to a row as fit
// their longest word in the chosen font and size: 13ch holds "assessments" in bold beside the
// padding (9ch, before that tab, cut "Approved" in two); larger text wraps anywhere instead.
const tabClass =
  "flex cursor-pointer [overflow-wrap:anywhere] items-center justify-center text-center sm:justify-start rounded-t-md border-b-4 border-transparent px-3 py-3 font-bold text-muted data-[hovered]:text-ink data-[selected]:border-accent data-[selected]:text-ink";

// Pending first and by default: reviewing new stories is what a moderator most often comes for.
const ADMIN_TAB_IDS = [
  "pending",
  "approved",
  "top-stories",
  "quick-solutions",
  "messages",
  "activity",
  "self-assessments",
] as const;
type AdminTab = (typeof ADMIN_TAB_IDS)[number];

/** 'Label (n)' once n is known (SPEC §2 tab names). */
const counted = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/** The header's reminder of stories waiting for review, with a way straight to them. */
function PendingReminder({ count, onReview }: { count: number | undefined; onReview: () => void }) {
  if (count === undefined) return null;
  if (count === 0) return <p className="text-muted">No stories awaiting review</p>;
  return (
    <Button onPress={onReview} className={secondaryButton}>
      {count === 1 ? "1 story awaiting review" : `${count} stories awaiting review`}
    </Button>
  );
}

export function AdminPanel() {
  const logout = useLogout();
  const pending = useAdminStories(false).data?.length;
  const approved = useAdminStories(true).data?.length;
  const topStories = useAdminTopStories().data?.length;
  // SPEC §2 'Messages (n)': n counts the unread messages.
  const unread = useMessages().data?.filter((message) => !message.isRead).length;
  const heading = useRef<HTMLHeadingElement>(null);
  const [tab, setTab] = useUrlTab(ADMIN_TAB_IDS);
  const pendingTab = useRef<HTMLDivElement>(null);
  const reviewPending = () => {
    setTab("pending");
    pendingTab.current?.focus();
  };
  // After signing in, continue from the panel's heading rather than a vanished form.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section aria-labelledby="admin-panel-title" className="mt-6 flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="admin-panel-title" ref={heading} tabIndex={-1} className="font-bold text-2xl">
          Admin panel
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <PendingReminder count={pending} onReview={reviewPending} />
          <BusyButton
            className={secondaryButton}
            onPress={() => logout.mutate()}
            isBusy={logout.isPending}
          >
            Logout
          </BusyButton>
        </div>
      </div>
      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(key as AdminTab)}>
        <TabList
          aria-label="Admin sections"
          className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,13ch),1fr))] gap-1 border-line border-b-2 sm:flex sm:flex-wrap"
        >
          <Tab id="pending" ref={pendingTab} className={tabClass}>
            {counted("Pending", pending)}
          </Tab>
          <Tab id="approved" className={tabClass}>
            {counted("Approved", approved)}
          </Tab>
          <Tab id="top-stories" className={tabClass}>
            {counted("Top Stories", topStories)}
          </Tab>
          <Tab id="quick-solutions" className={tabClass}>
            Quick Solutions
          </Tab>
          <Tab id="messages" className={tabClass}>
            {counted("Messages", unread)}
          </Tab>
          <Tab id="activity" className={tabClass}>
            Activity
          </Tab>
          <Tab id="self-assessments" className={tabClass}>
            Self-assessments
          </Tab>
        </TabList>
        <TabPanel id="pending" className="pt-6">
          <StoriesAdmin approved={false} />
        </TabPanel>
        <TabPanel id="approved" className="pt-6">
          <StoriesAdmin approved />
        </TabPanel>
        <TabPanel id="top-stories" className="pt-6">
          <TopStoriesAdmin />
        </TabPanel>
        <TabPanel id="quick-solutions" className="pt-6">
          <QuickSolutionsAdmin />
        </TabPanel>
        <TabPanel id="messages" className="pt-6">
          <MessagesAdmin />
        </TabPanel>
        <TabPanel id="activity" className="pt-6">
          <ActivityAdmin />
        </TabPanel>
        <TabPanel id="self-assessments" className="pt-6">
          <AssessmentsAdmin />
        </TabPanel>
      </Tabs>
    </section>
  );
}
