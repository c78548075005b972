// The admin panel: who is signed in, Logout, the pending reminder, the original five tabs,
// Access Guides (the businesses' guides waiting for review), Articles and News, Activity (the audit log), Self-assessments, People and
// Your account. Each person sees the tabs their role opens (shared/roles.ts); the
// server refuses the rest anyway.

import { type ReactNode, type Ref, useEffect, useRef } from "react";
import { Button, Tab, TabList, TabPanel } from "react-aria-components";
import { can, type Permission, ROLE_INFO } from "../../../shared/roles.ts";
import { BusyButton } from "../../components/ui/busy-button.tsx";
import { secondaryButton } from "../../components/ui/button-styles.ts";
import { Tabs } from "../../components/ui/tabs.tsx";
import { GuidesAdmin } from "../../features/access-guides/guides-admin.tsx";
import { useGuideQueue } from "../../features/access-guides/use-guide-review.ts";
import { ActivityAdmin } from "../../features/activity/activity-admin.tsx";
import { AssessmentsAdmin } from "../../features/activity/assessments-admin.tsx";
import { articleEditing } from "../../features/authoring/article-editing.tsx";
import { newsEditing } from "../../features/authoring/news-editing.tsx";
import { useReviewCount } from "../../features/authoring/use-writing.ts";
import { WritingAdmin } from "../../features/authoring/writing-admin.tsx";
import { QuickSolutionsAdmin } from "../../features/curation/quick-solutions-admin.tsx";
import { TopStoriesAdmin } from "../../features/curation/top-stories-admin.tsx";
import { useAdminTopStories } from "../../features/curation/use-top-stories-admin.ts";
import { MessagesAdmin } from "../../features/moderation/messages-admin.tsx";
import { StoriesAdmin } from "../../features/moderation/stories-admin.tsx";
import { useMessages } from "../../features/moderation/use-messages.ts";
import { useAdminStories } from "../../features/moderation/use-story-moderation.ts";
import { AccountAdmin } from "../../features/people/account-admin.tsx";
import { PeopleAdmin } from "../../features/people/people-admin.tsx";
import { useUrlTab } from "../../lib/url-tab.ts";
import { useLogout, useSignedInUser } from "../../lib/use-admin-session.ts";

// On a phone the tabs sit in an even grid rather than a ragged wrap, as many to a row as fit
// their longest word in the chosen font and size: 13ch holds "assessments" in bold beside the
// padding (9ch, before that tab, cut "Approved" in two); larger text wraps anywhere instead.
const tabClass =
  "flex cursor-pointer [overflow-wrap:anywhere] items-center justify-center text-center sm:justify-start rounded-t-md border-b-4 border-transparent px-3 py-3 font-bold text-muted data-[hovered]:text-ink data-[selected]:border-accent data-[selected]:text-ink";

// Pending first and by default: reviewing new stories is what a moderator most often comes for.
// Each tab opens for the roles that hold its permission.
const TAB_PERMISSIONS = {
  pending: "moderate-stories",
  approved: "moderate-stories",
  "top-stories": "publish-content",
  "quick-solutions": "publish-content",
  "access-guides": "publish-content",
  articles: "write-articles",
  news: "write-articles",
  messages: "read-messages",
  activity: "read-activity",
  "self-assessments": "read-assessments",
  people: "manage-people",
  account: "own-account",
} as const satisfies Record<string, Permission>;
type AdminTab = keyof typeof TAB_PERMISSIONS;
const ADMIN_TAB_IDS = Object.keys(TAB_PERMISSIONS) as AdminTab[];

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
  const opens = (tab: AdminTab) => user !== null && can(user.role, TAB_PERMISSIONS[tab]);
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
  const guidesWaiting = useGuideQueue(publishes).data?.length;
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
  const shown = (id: AdminTab, label: string, ref?: Ref<HTMLDivElement>) =>
    opens(id) && (
      <Tab id={id} ref={ref} className={tabClass}>
        {label}
      </Tab>
    );
  const panel = (id: AdminTab, content: ReactNode) =>
    opens(id) && (
      <TabPanel id={id} className="pt-6">
        {content}
      </TabPanel>
    );

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
          {shown("pending", counted("Pending", pending), pendingTab)}
          {shown("approved", counted("Approved", approved))}
          {shown("top-stories", counted("Top Stories", topStories))}
          {shown("quick-solutions", "Quick Solutions")}
          {shown("access-guides", counted("Access Guides", guidesWaiting))}
          {shown("articles", inReview("Articles", articlesInReview))}
          {shown("news", inReview("News", newsInReview))}
          {shown("messages", counted("Messages", unread))}
          {shown("activity", "Activity")}
          {shown("self-assessments", "Self-assessments")}
          {shown("people", "People")}
          {shown("account", "Your account")}
        </TabList>
        {panel("pending", <StoriesAdmin approved={false} />)}
        {panel("approved", <StoriesAdmin approved />)}
        {panel("top-stories", <TopStoriesAdmin />)}
        {panel("quick-solutions", <QuickSolutionsAdmin />)}
        {panel("access-guides", <GuidesAdmin />)}
        {panel("articles", <WritingAdmin editing={articleEditing} />)}
        {panel("news", <WritingAdmin editing={newsEditing} />)}
        {panel("messages", <MessagesAdmin />)}
        {panel("activity", <ActivityAdmin />)}
        {panel("self-assessments", <AssessmentsAdmin />)}
        {panel("people", <PeopleAdmin />)}
        {panel("account", <AccountAdmin />)}
      </Tabs>
    </section>
  );
}
