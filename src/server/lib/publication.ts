// The rules every kind written in the admin shares (modules/publishing/): who may see and change
// what, when publishing is refused, and what publishing, taking down, asking for a review and
// sending back do to a row.

import type { PublicationStatus } from "../../shared/publication.ts";
import { refusalMessage, stoppedBy } from "../../shared/publishing-checks/refusal.ts";
import type { PublishingCheck } from "../../shared/publishing-checks/types.ts";
import { can, type Role } from "../../shared/roles.ts";
import { HttpError } from "../http/http-error.ts";
import { analyseMarkdown, checksOf } from "../off-thread/markdown.ts";

interface Written {
  status: PublicationStatus;
  authorId: number | null;
}

/** Who is asking: a signed-in person (auth's AdminIdentity), by the two fields the rules read. */
interface Person {
  userId: number;
  role: Role;
}

export const mayPublish = (admin: Person) => can(admin.role, "publish-content");

/** Editors see everything written; contributors their own. */
export const mayRead = (admin: Person, row: Written) =>
  mayPublish(admin) || row.authorId === admin.userId;

/**
 * Contributors change their own work only while it is not public or about to be, nor waiting for
 * an editor: a piece in review changes when an editor sends it back.
 */
export function assertMayChange(admin: Person, row: Written, what: string) {
  if (mayPublish(admin)) return;
  if (row.status === "published" || row.status === "scheduled") {
    throw new HttpError(
      403,
      `Only an editor or the owner can change a published or scheduled ${what}`,
    );
  }
  if (row.status === "in_review") {
    throw new HttpError(
      403,
      `This ${what} is waiting for an editor's review: an editor can send it back to you to change`,
    );
  }
}

/**
 * Asking for a review: a draft goes to the editors. Only a draft: a piece taken down has been
 * public, and publishing it again keeps its first published date, which a trip through review as
 * a draft would lose. 409 for the rest.
 */
export function submitting(current: Written, what: string) {
  if (current.status === "in_review") {
    throw new HttpError(409, `This ${what} is already waiting for review`);
  }
  if (current.status !== "draft") {
    throw new HttpError(
      409,
      `Only a draft can be sent for review; an editor can publish this ${what}`,
    );
  }
  return { status: "in_review" as const, reviewNote: null };
}

/** Sending back: a piece in review returns to its author as a draft, with the editor's note. */
export function sendingBack(
  current: Written,
  what: string,
  note: { note: string; by: string; at: Date },
) {
  if (current.status !== "in_review") {
    throw new HttpError(409, `Only a ${what} waiting for review can be sent back`);
  }
  return {
    status: "draft" as const,
    reviewNote: { note: note.note, by: note.by, at: note.at.toISOString() },
  };
}

/**
 * Text past the Markdown limits (shared/markdown/limits.ts) is not saved: 422, with words for the
 * author on the content field. Checked before a write's transaction, since it runs in a worker.
 */
export async function assertReadable(content: string) {
  const analysis = await analyseMarkdown(content);
  if (!analysis.ok) {
    throw new HttpError(422, analysis.problem, [{ field: "content", message: analysis.problem }]);
  }
}

/** Publishing checks the text before its transaction: refused if it changed in between. */
export function assertUnchangedSinceChecked(content: string, checked: string) {
  if (content !== checked) {
    throw new HttpError(409, "It was changed while it was being checked. Try publishing again.");
  }
}

/**
 * Why the text may not be published yet, naming the checks that stop it (shared/publishing-checks/
 * rules.ts: the same list the editor's checks read), with every check; null when no error stands.
 * `checksFor` adds checks that need the database (the media library's, modules/media/checks.ts).
 */
export async function publishingRefused(
  content: string,
  checksFor: (content: string) => Promise<{ checks: PublishingCheck[] }> = checksOf,
) {
  const { checks } = await checksFor(content);
  const error = refusalMessage(checks);
  if (error === null) return null;
  return { error, stoppedBy: stoppedBy(checks), checks };
}

/**
 * What publishing changes: scheduled for `publishAt` when that is later than `now`, else public
 * now. The first time something goes public is its published date (and its last change); going
 * public again after being taken down keeps both. A note it was sent back with is done with.
 */
export function publishing(current: Written, publishAt: string | undefined, now: Date) {
  const at = publishAt ? new Date(publishAt) : now;
  if (at > now)
    return {
      scheduled: true,
      at,
      set: { status: "scheduled" as const, publishAt: at, reviewNote: null },
    };
  const firstTime = current.status !== "unpublished" && current.status !== "published";
  return {
    scheduled: false,
    at,
    set: {
      status: "published" as const,
      publishAt: null,
      reviewNote: null,
      ...(firstTime ? { publishedAt: now, updatedAt: now } : {}),
    },
  };
}

/**
 * Taking down: a scheduled piece goes back to draft, a published one is unpublished. Neither
 * changes its words, so neither is its last change (an article's "Updated" date is public).
 */
export const takingDown = (current: Written) => ({
  status: current.status === "scheduled" ? ("draft" as const) : ("unpublished" as const),
  publishAt: null,
});
