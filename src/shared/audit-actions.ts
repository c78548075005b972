// Every action the audit log records, with the words the admin's Activity tab uses for it. Free of
// zod, so the browser can import it without the validation library. `AuditEntry.action` on the
// server is typed from this list, so a new action cannot be recorded until it is named here.

export const AUDIT_ACTIONS = [
  "admin.login",
  "admin.logout",
  "admin.bearer",
  "account.password",
  "account.sign-out-everywhere",
  "passkey.add",
  "passkey.remove",
  "token.create",
  "token.revoke",
  "person.invite",
  "person.reinvite",
  "person.update",
  "person.disable",
  "person.enable",
  "person.delete",
  "community.approve",
  "community.unapprove",
  "community.edit",
  "community.promote",
  "community.delete",
  "community.reject",
  "news.create",
  "news.update",
  "news.restore",
  "news.submit",
  "news.send-back",
  "news.publish",
  "news.schedule",
  "news.unpublish",
  "news.mark-top-story",
  "news.unmark-top-story",
  "news.delete",
  "news-source.create",
  "news-source.refresh",
  "news-source.delete",
  "article.create",
  "article.update",
  "article.restore",
  "article.submit",
  "article.send-back",
  "article.publish",
  "article.schedule",
  "article.unpublish",
  "media.upload",
  "quick-solution.create",
  "quick-solution.update",
  "quick-solution.delete",
  "access-guide.approve",
  "access-guide.reject",
  "access-guide.notice-post",
  "access-guide.notice-end",
  "access-guide.confirm",
  "access-guide.report",
  "access-guide.report-handled",
  "access-guide.feedback-accept",
  "access-guide.feedback-dismiss",
  "access-guide.unpublish",
  "access-guide.withdraw",
  "contact-request.read",
  "contact-request.unread",
  "notification.retry",
  "notification.test",
  "retention.purge",
  "backup.download",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export type AuditActionGroup =
  | "Signing in"
  | "People"
  | "Community stories"
  | "News"
  | "Expert articles"
  | "Quick solutions"
  | "Access guides"
  | "Messages"
  | "E-mail notifications"
  | "Privacy"
  | "Backups";

interface AuditActionInfo {
  group: AuditActionGroup;
  /** What happened, in the log and in the filter. */
  label: string;
  /** The log's words when the attempt failed (sign-ins and test e-mails). */
  failedLabel?: string;
  /** The filter's words, when they must say that failures are included. */
  filterLabel?: string;
  /** What `targetId` identifies, for the Item column. */
  item?: string;
}

/** An action on one kind of item, filed under that item's group. */
const on =
  (group: AuditActionGroup, item: string) =>
  (label: string): AuditActionInfo => ({ group, label, item });
const story = on("Community stories", "Story");
const news = on("News", "News story");
const source = on("News", "News source");
const solution = on("Quick solutions", "Quick solution");
const article = on("Expert articles", "Article");
const guide = on("Access guides", "Access guide");
const message = on("Messages", "Message");
const person = on("People", "Person");
const signing = (label: string): AuditActionInfo => ({ group: "Signing in", label });

export const AUDIT_ACTION_INFO: Record<AuditAction, AuditActionInfo> = {
  "admin.login": {
    group: "Signing in",
    label: "Signed in",
    failedLabel: "Sign-in failed",
    filterLabel: "Sign-ins, including failed ones",
  },
  "admin.logout": { group: "Signing in", label: "Signed out" },
  "account.password": signing("Changed their password"),
  "account.sign-out-everywhere": signing("Signed out everywhere"),
  "passkey.add": signing("Added a passkey"),
  "passkey.remove": signing("Removed a passkey"),
  "token.create": { group: "Signing in", label: "Made an API token", item: "Token" },
  "token.revoke": { group: "Signing in", label: "Revoked an API token", item: "Token" },
  "person.invite": person("Person invited"),
  "person.reinvite": person("New invitation link made"),
  "person.update": person("Person's role or name changed"),
  "person.disable": person("Person disabled"),
  "person.enable": person("Person enabled again"),
  "person.delete": person("Person removed"),
  // Written only when a script's Bearer token or password is wrong; a right one is not logged.
  "admin.bearer": {
    group: "Signing in",
    label: "Script used the admin password",
    failedLabel: "Script sign-in failed",
    filterLabel: "Script sign-ins that failed",
  },
  "community.approve": story("Story approved"),
  "community.unapprove": story("Story moved back to pending"),
  "community.edit": story("Story edited"),
  "community.promote": story("Story promoted to expert articles"),
  "community.delete": story("Story deleted"),
  "community.reject": story("Story returned to its author with a reason"),
  // A custom story (published at once), or a draft written in the News tab.
  "news.create": news("News story created"),
  "news.update": news("News story saved"),
  "news.restore": news("Earlier version of a news story restored"),
  "news.submit": news("News story sent for review"),
  "news.send-back": news("News story sent back to its author"),
  "news.publish": news("News story published"),
  "news.schedule": news("News story scheduled"),
  "news.unpublish": news("News story taken off the site"),
  "news.mark-top-story": news("Marked as a top story"),
  "news.unmark-top-story": news("Removed from top stories"),
  "news.delete": news("News story deleted"),
  "news-source.create": source("News source added"),
  // By the admin's Refresh, or by the schedule (as the site) when it brought new articles.
  "news-source.refresh": {
    ...source("News source fetched"),
    failedLabel: "News source fetch failed",
    filterLabel: "News source fetches, including failed ones",
  },
  "news-source.delete": source("News source removed"),
  "article.create": article("Article draft started"),
  "article.update": article("Article saved"),
  "article.restore": article("Earlier version of an article restored"),
  "article.submit": article("Article sent for review"),
  "article.send-back": article("Article sent back to its author"),
  "article.publish": article("Article published"),
  "article.schedule": article("Article scheduled"),
  "article.unpublish": article("Article taken off the site"),
  "media.upload": on("Expert articles", "Image")("Image uploaded"),
  "quick-solution.create": solution("Quick solution created"),
  "quick-solution.update": solution("Quick solution updated"),
  "quick-solution.delete": solution("Quick solution deleted"),
  "access-guide.approve": guide("Access guide published"),
  "access-guide.reject": guide("Access guide sent back to its business with a reason"),
  "access-guide.notice-post": guide("Notice posted on an access guide by its business"),
  "access-guide.notice-end": guide("Notice on an access guide ended early by its business"),
  "access-guide.confirm": guide("Access guide confirmed as still right by its business"),
  "access-guide.report": guide("Access guide reported by a visitor"),
  "access-guide.report-handled": guide("Report of an access guide marked handled"),
  "access-guide.feedback-accept": guide(
    "Visitor's correction to an access guide accepted for checking",
  ),
  "access-guide.feedback-dismiss": guide("Visitor's correction to an access guide dismissed"),
  "access-guide.unpublish": guide("Access guide taken off the site with a reason"),
  "access-guide.withdraw": guide("Access guide taken back from review by its business"),
  "contact-request.read": message("Message marked as read"),
  "contact-request.unread": message("Message marked as unread"),
  "notification.retry": {
    group: "E-mail notifications",
    label: "E-mail notification queued to send again",
    item: "E-mail",
  },
  "notification.test": {
    group: "E-mail notifications",
    label: "Test e-mail sent",
    failedLabel: "Test e-mail not sent",
    filterLabel: "Test e-mails, including failed ones",
  },
  // Written by the server itself when records pass the privacy policy's retention periods.
  "retention.purge": { group: "Privacy", label: "Expired records deleted" },
  // A copy of every table left the server (GET /api/admin/backup, as `npm run backup` asks it).
  "backup.download": { group: "Backups", label: "Backup downloaded" },
};

export const isAuditAction = (value: string): value is AuditAction =>
  Object.hasOwn(AUDIT_ACTION_INFO, value);

/** The log's words for one row; an action this version does not know is shown as recorded. */
export function auditActionLabel(action: string, success: boolean): string {
  if (!isAuditAction(action)) return action;
  const info = AUDIT_ACTION_INFO[action];
  return success ? info.label : (info.failedLabel ?? `${info.label} (failed)`);
}

export interface AuditActionOption {
  action: AuditAction;
  label: string;
}

/** The filter's options, grouped, in the order of the list above. */
export function auditActionGroups(): { group: AuditActionGroup; actions: AuditActionOption[] }[] {
  const groups = new Map<AuditActionGroup, AuditActionOption[]>();
  for (const action of AUDIT_ACTIONS) {
    const info = AUDIT_ACTION_INFO[action];
    const list = groups.get(info.group) ?? [];
    list.push({ action, label: info.filterLabel ?? info.label });
    groups.set(info.group, list);
  }
  return [...groups].map(([group, actions]) => ({ group, actions }));
}

/** The Item column: 'Story 12', or null when the action has no target. */
export function auditItemLabel(action: string, targetId: string | null): string | null {
  if (targetId === null) return null;
  const item = isAuditAction(action) ? AUDIT_ACTION_INFO[action].item : undefined;
  return item ? `${item} ${targetId}` : targetId;
}

/** The Who column: who the recorded actor string stands for, and how they acted. */
export function auditActorLabel(actor: string, via: string | null = null): string {
  const who = actorName(actor);
  if (via === "password-header") return `${who}, with the owner's password as a script`;
  if (via?.startsWith("token:")) return `${who}, with the API token “${via.slice(6)}”`;
  return who;
}

function actorName(actor: string): string {
  if (actor === "anonymous") return "Not signed in";
  if (actor === "bearer") return "Script (password header)";
  if (actor === "system") return "The site (automatic)";
  if (actor.startsWith("user:")) return actor.slice(5);
  // Rows from before named accounts name a session by a prefix of its hash.
  const session = actor.match(/^session:(\w{1,8})/);
  if (session) return `Admin session ${session[1]}`;
  return actor;
}

/** Rows per page of the Activity tab: a screenful or two, and cheap to fetch. */
export const AUDIT_LOG_PAGE_SIZE = 25;
/** The highest page number the API accepts: 250,000 rows back is far enough. */
export const AUDIT_LOG_MAX_PAGE = 10_000;
