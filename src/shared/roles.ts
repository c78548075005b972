// Who may do what: the one table of roles and permissions. The server's guard reads it
// for every route, the API description names each operation's roles from it, and the admin
// panel shows only the tabs a person's role opens. A new admin route names one permission here.
// Free of zod, so the browser imports it cheaply.

export const ROLES = ["owner", "editor", "contributor"] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_INFO: Record<Role, { label: string; description: string }> = {
  owner: {
    label: "Owner",
    description: "Everything, including people, backups, news sources and e-mail settings.",
  },
  editor: {
    label: "Editor",
    description:
      "Publishes news and quick solutions, moderates stories, answers messages and reads the activity log.",
  },
  contributor: {
    label: "Contributor",
    description: "Writes their own drafts; cannot publish, moderate or see visitors' messages.",
  },
};

const EVERYONE = ROLES;
const EDITORS: readonly Role[] = ["owner", "editor"];
const OWNERS: readonly Role[] = ["owner"];

export const PERMISSIONS = {
  /** Your own account: name, password, passkeys, API tokens, signing out everywhere. */
  "own-account": EVERYONE,
  /** Expert articles: write drafts and change one's own until it is published. */
  "write-articles": EVERYONE,
  /** Community stories: the moderation list with authors' e-mails, approve, edit, promote, delete. */
  "moderate-stories": EDITORS,
  /** News and top stories, quick solutions, and publishing anyone's expert articles. */
  "publish-content": EDITORS,
  /** Visitors' contact messages: read them and mark them read or unread. */
  "read-messages": EDITORS,
  /** The self-assessment summary: what businesses report, in totals. */
  "read-assessments": EDITORS,
  /** The activity log: who did what, and when. */
  "read-activity": EDITORS,
  /** People: invite, change roles, disable and remove accounts, and others' API tokens. */
  "manage-people": OWNERS,
  /** Subscribed news sources: add, fetch, remove. */
  "manage-news-sources": OWNERS,
  /** E-mail notifications that failed: see and send them again. */
  "manage-notifications": OWNERS,
  /** A copy of the whole database. */
  "download-backups": OWNERS,
  /** Anything not named above: a route that declares no permission is the owner's alone. */
  "manage-site": OWNERS,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof PERMISSIONS;

export const isRole = (value: string): value is Role =>
  (ROLES as readonly string[]).includes(value);

/** Whether `role` may do what `permission` covers. */
export const can = (role: Role, permission: Permission): boolean =>
  (PERMISSIONS[permission] as readonly Role[]).includes(role);

/** The roles that may, in the table's order, for the API description and the guard's test. */
export const rolesFor = (permission: Permission): readonly Role[] => PERMISSIONS[permission];
