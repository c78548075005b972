// The audit log keeps a year, but a story's words must not outlive the story (the privacy policy's
// "stories we do not publish are deleted within three months"). Once a story is gone, by the purge
// or by the admin, its edit records lose the before-and-after wording and its delete record loses
// the title and author's name. What was done, when and by whom stays.
import { and, eq, inArray, isNull, notExists, sql } from "drizzle-orm";
import type { Executor } from "../../db/connection.ts";
import { auditLog, communityArticles } from "../../db/schema.ts";

const STORY_TEXT_ACTIONS = ["community.edit", "community.delete"] as const;

type Details = Record<string, unknown>;

const isDetails = (value: unknown): value is Details =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The record without the story's words. */
function redactStoryDetails(action: string, details: unknown): Details {
  const fields = isDetails(details) ? details : {};
  const kept: Details = { redacted: true };
  if (fields.bulk === true) kept.bulk = true;
  if (action === "community.edit" && isDetails(fields.before)) {
    kept.changed = Object.keys(fields.before);
  }
  return kept;
}

/** Redacts every story-text record whose story no longer exists. */
export async function redactRemovedStoryText(tx: Executor): Promise<void> {
  const rows = await tx
    .select({ id: auditLog.id, action: auditLog.action, details: auditLog.details })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, [...STORY_TEXT_ACTIONS]),
        isNull(sql`${auditLog.details} -> 'redacted'`),
        notExists(
          tx
            .select({ id: communityArticles.id })
            .from(communityArticles)
            .where(sql`${communityArticles.id}::text = ${auditLog.targetId}`),
        ),
      ),
    );
  for (const row of rows) {
    await tx
      .update(auditLog)
      .set({ details: redactStoryDetails(row.action, row.details) })
      .where(eq(auditLog.id, row.id));
  }
}
