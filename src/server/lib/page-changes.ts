// Which areas of the public pages each API write can change, and which areas each API read
// shows. One table for every write route, checked against the routes the app
// registers (page-changes.test.ts), so a new write route must say what it changes: a contact
// message, an assessment or a sign-in changes no page and empties no cache. A write missing from
// the table changes every area, the safe side.
import {
  AREAS,
  type Area,
  CONTENT_KINDS,
  type ContentKind,
  KIND_NAMES,
} from "../../shared/content-kinds.ts";

const NOTHING: readonly Area[] = [];

export const WRITE_CHANGES: Record<string, readonly Area[]> = {
  // Visitors
  "POST /api/contact": NOTHING,
  "POST /api/assessments": NOTHING,
  "DELETE /api/assessments/:token": NOTHING,
  "POST /api/community": NOTHING, // a new story waits for review
  "POST /api/community/:id/like": ["likes"],
  "DELETE /api/community/:id/like": ["likes"],
  // Signing in and the team's own accounts
  "POST /api/admin/login": NOTHING,
  "POST /api/admin/logout": NOTHING,
  "POST /api/admin/passkey-login/options": NOTHING,
  "POST /api/admin/passkey-login": NOTHING,
  "PATCH /api/admin/account": NOTHING,
  "POST /api/admin/account/password": NOTHING,
  "POST /api/admin/account/sign-out-everywhere": NOTHING,
  "POST /api/admin/account/confirm": NOTHING,
  "POST /api/admin/tokens": NOTHING,
  "DELETE /api/admin/tokens/:id": NOTHING,
  "POST /api/admin/passkeys/options": NOTHING,
  "POST /api/admin/passkeys": NOTHING,
  "PATCH /api/admin/passkeys/:id": NOTHING,
  "DELETE /api/admin/passkeys/:id": NOTHING,
  "POST /api/admin/users": NOTHING,
  "POST /api/admin/users/:id/invite": NOTHING,
  "PATCH /api/admin/users/:id": NOTHING,
  "DELETE /api/admin/users/:id": NOTHING,
  "POST /api/admin/invites/:token": NOTHING,
  // The admin's inbox and machinery
  "PATCH /api/contact-requests/:id/read": NOTHING,
  "PATCH /api/contact-requests/:id/unread": NOTHING,
  "POST /api/admin/notifications/:id/retry": NOTHING,
  "POST /api/admin/notifications/test": NOTHING,
  "POST /api/admin/news-sources": NOTHING, // its items arrive with the next fetch
  "DELETE /api/admin/news-sources/:id": NOTHING, // the news it brought stays
  "POST /api/admin/news-sources/:id/refresh": ["news"],
  // Content
  "POST /api/news": ["news"],
  "POST /api/news/:id/mark-top-story": ["news"],
  "POST /api/news/:id/unmark-top-story": ["news"],
  "DELETE /api/news/:id": ["news"],
  "POST /api/community/:id/approve": ["story"],
  "POST /api/community/:id/unapprove": ["story"],
  "PATCH /api/community/:id": ["story"],
  "DELETE /api/community/:id": ["story"],
  "POST /api/community/bulk": ["story"],
  "POST /api/community/:id/move-to-expert": ["story", "article"],
  // Expert articles: a draft is seen by nobody, but saving a published article changes
  // its page, and restoring a revision is a save.
  "POST /api/admin/articles": NOTHING,
  "POST /api/admin/media": NOTHING, // an image shows once an article uses it
  "PATCH /api/admin/articles/:id": ["article"],
  "POST /api/admin/articles/:id/publish": ["article"],
  "POST /api/admin/articles/:id/unpublish": ["article"],
  "POST /api/admin/articles/:id/revisions/:revisionId/restore": ["article"],
  // News written in the admin, the same: a new draft changes no page.
  "POST /api/admin/news": NOTHING,
  "PATCH /api/admin/news/:id": ["news"],
  "POST /api/admin/news/:id/publish": ["news"],
  "POST /api/admin/news/:id/unpublish": ["news"],
};

/** What a write through `METHOD /route/:pattern` changes; everything for one not in the table. */
export const changesOf = (method: string, route: string): readonly Area[] =>
  WRITE_CHANGES[`${method} ${route}`] ?? AREAS;

const READS = KIND_NAMES.map((kind) => {
  const { apiBase, alsoReads = [] } = CONTENT_KINDS[kind] as ContentKind;
  return [apiBase, [kind, ...alsoReads]] as const;
});

/** What a page shows when its render reads `path`; everything for a read not listed. */
export function areasRead(path: string): readonly Area[] {
  for (const [prefix, areas] of READS) {
    if (path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}?`)) {
      return areas;
    }
  }
  return AREAS;
}
