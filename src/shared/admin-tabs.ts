// The admin panel's tabs, each declared once: its id (the panel's tab and its address,
// /admin?tab=<id>) and the permission that opens it (./roles.ts), in the order the panel shows
// them. The panel, the e-mails that link to a tab and the publishing kinds all take their ids from
// here, so a tab renamed or removed fails the typecheck wherever it is named.
import type { Permission } from "./roles.ts";

// Pending first and by default: reviewing new stories is what a moderator most often comes for.
export const ADMIN_TABS = {
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

export type AdminTab = keyof typeof ADMIN_TABS;

/** The tabs' ids in the panel's order. */
export const ADMIN_TAB_IDS = Object.keys(ADMIN_TABS) as AdminTab[];

/** A tab's address in the admin, from the site's root. */
export const adminTabPath = (tab: AdminTab) => `/admin?tab=${tab}`;
