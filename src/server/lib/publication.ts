// The rules articles and news share once they are written in the admin: who may see
// and change what, when publishing is refused, and what publishing and taking down do to a row.
import type { AuthoringCheck } from "../../shared/authoring-checks/types.ts";
import type { PublicationStatus } from "../../shared/publication.ts";
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

/** Contributors change their own work only while it is not public or about to be. */
export function assertMayChange(admin: Person, row: Written, what: string) {
  if (mayPublish(admin)) return;
  if (row.status === "published" || row.status === "scheduled") {
    throw new HttpError(
      403,
      `Only an editor or the owner can change a published or scheduled ${what}`,
    );
  }
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
 * Why the text may not be published yet, with every check; null when no error stands. `checksFor`
 * adds checks that need the database (the media library's, modules/media/checks.ts).
 */
export async function publishingRefused(
  content: string,
  checksFor: (content: string) => Promise<{ checks: AuthoringCheck[] }> = checksOf,
) {
  const { checks } = await checksFor(content);
  const errors = checks.filter((check) => check.severity === "error").length;
  if (errors === 0) return null;
  const error =
    errors === 1
      ? "Fix the error the checks found before publishing"
      : `Fix the ${errors} errors the checks found before publishing`;
  return { error, checks };
}

/**
 * What publishing changes: scheduled for `publishAt` when that is later than `now`, else public
 * now. The first time something goes public is its published date; going public again after
 * being taken down keeps it.
 */
export function publishing(current: Written, publishAt: string | undefined, now: Date) {
  const at = publishAt ? new Date(publishAt) : now;
  if (at > now)
    return { scheduled: true, at, set: { status: "scheduled" as const, publishAt: at } };
  const firstTime = current.status !== "unpublished" && current.status !== "published";
  return {
    scheduled: false,
    at,
    set: {
      status: "published" as const,
      publishAt: null,
      ...(firstTime ? { publishedAt: now, updatedAt: now } : {}),
    },
  };
}

/** Taking down: a scheduled piece goes back to draft, a published one is unpublished. */
export const takingDown = (current: Written) => ({
  status: current.status === "scheduled" ? ("draft" as const) : ("unpublished" as const),
  publishAt: null,
});
