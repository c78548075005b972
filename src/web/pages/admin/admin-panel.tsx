// The admin panel: who is signed in, Logout, the pending reminder, and the tabs of
// shared/admin-tabs.ts in its order, each with its label and content here. Each person sees the
// tabs their role opens (shared/roles.ts); the server refuses the rest anyway.

import { type ReactNode, useEffect, useRef } from "react";
import { Button, Tab, TabList, TabPanel } from "react-aria-components";
import { ADMIN_TAB_IDS, ADMIN_TABS, type AdminTab } from "../../../shared/admin-tabs.ts";
import { can, ROLE_INFO } from "../../../shared/roles.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { Tabs } from "../../components/ui/tabs.tsx";
import { GuideTrustAdmin } from "../../features/access-guides/guide-trust-admin.tsx";
import { GuidesAdmin } from "../../features/access-guides/guides-admin.tsx";
import { PublishedGuidesAdmin } from "../../features/access-guides/published-guides-admin.tsx";
import { useGuideWork } from "../../features/access-guides/use-guide-work.ts";
import { ActivityAdmin } from "../../features/activity/activity-admin.tsx";
import { AssessmentsAdmin } from "../../features/activity/assessments-admin.tsx";
import { MessagesAdmin } from "../../features/contact/admin/messages-admin.tsx";
import { useMessages } from "../../features/contact/admin/use-messages.ts";
import { QuickSolutionsAdmin } from "../../features/curation/quick-solutions-admin.tsx";
import { TopStoriesAdmin } from "../../features/curation/top-stories-admin.tsx";
import { useAdminTopStories } from "../../features/curation/use-top-stories-admin.ts";
import { AccountAdmin } from "../../features/people/account-admin.tsx";
import { PeopleAdmin } from "../../features/people/people-admin.tsx";
import { articleEditing } from "../../features/publishing/article-publishing.tsx";
import { newsEditing } from "../../features/publishing/news-publishing.tsx";
import { PublishingAdmin } from "../../features/publishing/publishing-admin.tsx";
import { useReviewCount } from "../../features/publishing/use-publishing.ts";
import { StoriesAdmin } from "../../features/stories/admin/stories-admin.tsx";
import { useAdminStories } from "../../features/stories/admin/use-story-moderation.ts";
import { useUrlTab } from "../../lib/url-tab.ts";
import { useLogout, useSignedInUser } from "../../lib/use-admin-session.ts";

// On a phone the tabs sit in an even grid rather than a ragged wrap, as many to a row as fit
// their longest word in the chosen font and size: 13ch holds "assessments" in bold beside the
// padding (9ch, before that tab, cut "Approved" in two); larger text wraps anywhere instead.
const tabClass =
  "flex cursor-pointer [overflow-wrap:anywhere] items-center justify-center text-center sm:justify-start rounded-t-md border-b-4 border-transparent px-3 py-3 font-bold text-muted data-[hovered]:text-ink data-[selected]:border-accent data-[selected]:text-ink";

/** 'Label (n)' once n is known (docs/product.md#admin-tabs). */
const counted = (label: string, count: number | undefined) =>
  count === undefined ? label : `${label} (${count})`;

/** 'Articles (2 in review)' for those who publish, once some wait for them. */
const inReview = (label: string, count: number | undefined) =>
  count ? `${label} (${count} in review)` : label;

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
  const user = useSignedInUser();
  const opens = (tab: AdminTab) => user !== null && can(user.role, ADMIN_TABS[tab]);
  const logout = useLogout();
  const moderates = opens("pending");
  const pending = useAdminStories(false, moderates).data?.length;
  const approved = useAdminStories(true, moderates).data?.length;
  const topStories = useAdminTopStories().data?.length;
  // 'Messages (n)': n counts the unread messages.
  const unread = useMessages(opens("messages")).data?.filter((message) => !message.isRead).length;
  // Articles and news that contributors sent for review, counted for those who publish them.
  const publishes = user !== null && can(user.role, "publish-content");
  const articlesInReview = useReviewCount("article", publishes);
  const newsInReview = useReviewCount("news", publishes);
  // Guides waiting for review, reports and visitors' corrections: all the team's to look at.
  const guidesWaiting = useGuideWork(publishes);
  const heading = useRef<HTMLHeadingElement>(null);
  // Everyone has "Your account", so the list is never empty.
  const [first = "account", ...rest] = ADMIN_TAB_IDS.filter(opens);
  const [tab, setTab] = useUrlTab<AdminTab>([first, ...rest]);
  const pendingTab = useRef<HTMLDivElement>(null);
  const reviewPending = () => {
    setTab("pending");
    pendingTab.current?.focus();
  };
  // After signing in, continue from the panel's heading rather than a vanished form.
  useEffect(() => heading.current?.focus(), []);
  // Each tab's label and content, by its id: the type wants one for every tab (shared/admin-tabs.ts).
  const sections: Record<AdminTab, { label: string; content: ReactNode }> = {
    pending: { label: counted("Pending", pending), content: <StoriesAdmin approved={false} /> },
    approved: { label: counted("Approved", approved), content: <StoriesAdmin approved /> },
    "top-stories": { label: counted("Top Stories", topStories), content: <TopStoriesAdmin /> },
    "quick-solutions": { label: "Quick Solutions", content: <QuickSolutionsAdmin /> },
    "access-guides": {
      label: counted("Access Guides", guidesWaiting),
      content: (
        <div className="flex flex-col gap-10">
          <GuidesAdmin />
          <GuideTrustAdmin />
          <PublishedGuidesAdmin />
        </div>
      ),
    },
    articles: {
      label: inReview("Articles", articlesInReview),
      content: <PublishingAdmin editing={articleEditing} />,
    },
    news: {
      label: inReview("News", newsInReview),
      content: <PublishingAdmin editing={newsEditing} />,
    },
    messages: { label: counted("Messages", unread), content: <MessagesAdmin /> },
    activity: { label: "Activity", content: <ActivityAdmin /> },
    "self-assessments": { label: "Self-assessments", content: <AssessmentsAdmin /> },
    people: { label: "People", content: <PeopleAdmin /> },
    account: { label: "Your account", content: <AccountAdmin /> },
  };
  const shownTabs = [first, ...rest];

  return (
    <section aria-labelledby="admin-panel-title" className="mt-6 flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="admin-panel-title" ref={heading} tabIndex={-1} className="font-bold text-2xl">
            Admin panel
          </h2>
          {user && (
            <p className="text-muted">
              Signed in as {user.displayName} ({user.username}, {ROLE_INFO[user.role].label})
            </p>
          )}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {moderates && <PendingReminder count={pending} onReview={reviewPending} />}
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
          {shownTabs.map((id) => (
            <Tab
              key={id}
              id={id}
              ref={id === "pending" ? pendingTab : undefined}
              className={tabClass}
            >
              {sections[id].label}
            </Tab>
          ))}
        </TabList>
        {shownTabs.map((id) => (
          <TabPanel key={id} id={id} className="pt-6">
            {sections[id].content}
          </TabPanel>
        ))}
      </Tabs>
    </section>
  );
}
