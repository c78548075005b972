// Story moderation (docs/product.md#moderating-stories): approve, unapprove, edit, promote to the
// expert section and delete, one story or several at once. Each change and its audit rows share one
// transaction.
import { eq, inArray, sql } from "drizzle-orm";
import type { BulkModerationInput, StoryEdit } from "../../../shared/contracts/stories.ts";
import { generateExcerpt } from "../../../shared/excerpt.ts";
import { plainTextToMarkdown } from "../../../shared/markdown/from-plain-text.ts";
import type { AdminIdentity } from "../../auth/identity.ts";
import type { Db, Executor } from "../../db/connection.ts";
import { adviceArticles, adviceCategories, communityArticles } from "../../db/schema.ts";
import { by, recordAudit } from "../../lib/audit.ts";

/** Promoted stories are filed under this expert category, made on first use. */
export const COMMUNITY_CATEGORY = {
  name: "Community",
  description: "Experiences shared by our community, chosen by our editors for the expert section.",
  icon: "users",
  color: "#0d5e58",
};

export function setStoryApproval(db: Db, id: number, isApproved: boolean, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(communityArticles)
      .set({ isApproved, updatedAt: sql`now()` })
      .where(eq(communityArticles.id, id))
      .returning();
    if (row) {
      await recordAudit(tx, {
        ...by(admin),
        action: isApproved ? "community.approve" : "community.unapprove",
        targetId: id,
      });
    }
    return row ?? null;
  });
}

async function communityCategoryId(tx: Executor): Promise<number> {
  const [existing] = await tx
    .select({ id: adviceCategories.id })
    .from(adviceCategories)
    .where(eq(adviceCategories.name, COMMUNITY_CATEGORY.name));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(adviceCategories)
    .values(COMMUNITY_CATEGORY)
    .returning({ id: adviceCategories.id });
  if (!created) throw new Error("insert returned no row");
  return created.id;
}

/**
 * Copies a story into the expert articles; the original stays for the admin. Promoting again
 * returns the existing copy (a unique index makes this hold under races too).
 */
export function promoteStory(db: Db, id: number, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [story] = await tx.select().from(communityArticles).where(eq(communityArticles.id, id));
    if (!story) return null;
    const [inserted] = await tx
      .insert(adviceArticles)
      .values({
        title: story.title,
        // A story is plain text; as an article it is Markdown that shows the same words.
        content: plainTextToMarkdown(story.content),
        excerpt: story.excerpt ?? generateExcerpt(story.content),
        categoryId: await communityCategoryId(tx),
        tags: ["community", "lived experience"],
        communityArticleId: story.id,
        // The copy keeps its community author; published when promoted.
        authorName: story.authorName,
        status: "published",
      })
      .onConflictDoNothing({ target: adviceArticles.communityArticleId })
      .returning();
    if (inserted) {
      await recordAudit(tx, {
        ...by(admin),
        action: "community.promote",
        targetId: id,
        details: { adviceArticleId: inserted.id },
      });
      return { article: inserted, created: true };
    }
    const [existing] = await tx
      .select()
      .from(adviceArticles)
      .where(eq(adviceArticles.communityArticleId, id));
    if (!existing) throw new Error("promotion conflict without an existing copy");
    return { article: existing, created: false };
  });
}

/** Deletes a story for good; its likes go with it (cascade), an expert copy stays. */
export function deleteStory(db: Db, id: number, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(communityArticles)
      .where(eq(communityArticles.id, id))
      .returning();
    if (row) {
      await recordAudit(tx, {
        ...by(admin),
        action: "community.delete",
        targetId: id,
        details: { title: row.title, authorName: row.authorName },
      });
    }
    return row !== undefined;
  });
}

type StoryText = Pick<typeof communityArticles.$inferSelect, "title" | "content" | "excerpt">;

/**
 * The admin's corrections before approving. The audit row keeps the changed fields as they were,
 * so nothing the author wrote is lost. A blank excerpt is made again from the content.
 */
export function editStory(db: Db, id: number, edit: StoryEdit, admin: AdminIdentity) {
  return db.transaction(async (tx) => {
    const [story] = await tx
      .select()
      .from(communityArticles)
      .where(eq(communityArticles.id, id))
      .for("update");
    if (!story) return null;
    const content = edit.content ?? story.content;
    const next: StoryText = {
      title: edit.title ?? story.title,
      content,
      excerpt:
        edit.excerpt === undefined ? story.excerpt : edit.excerpt || generateExcerpt(content),
    };
    const changed = (["title", "content", "excerpt"] as const).filter(
      (field) => next[field] !== story[field],
    );
    if (changed.length === 0) return story;
    const [row] = await tx
      .update(communityArticles)
      .set({ ...next, updatedAt: sql`now()` })
      .where(eq(communityArticles.id, id))
      .returning();
    await recordAudit(tx, {
      ...by(admin),
      action: "community.edit",
      targetId: id,
      details: {
        before: Object.fromEntries(changed.map((field) => [field, story[field]])),
        after: Object.fromEntries(changed.map((field) => [field, next[field]])),
      },
    });
    return row ?? null;
  });
}

/** One action on several stories in one transaction, one audit row per story changed. */
export function moderateStories(
  db: Db,
  { action, ids }: { action: BulkModerationInput["action"]; ids: number[] },
  admin: AdminIdentity,
) {
  return db.transaction(async (tx) => {
    const chosen = inArray(communityArticles.id, ids);
    const rows =
      action === "delete"
        ? await tx.delete(communityArticles).where(chosen).returning()
        : await tx
            .update(communityArticles)
            .set({ isApproved: action === "approve", updatedAt: sql`now()` })
            .where(chosen)
            .returning();
    for (const row of rows) {
      await recordAudit(tx, {
        ...by(admin),
        action: `community.${action}`,
        targetId: row.id,
        details:
          action === "delete"
            ? { bulk: true, title: row.title, authorName: row.authorName }
            : { bulk: true },
      });
    }
    const done = new Set(rows.map((row) => row.id));
    return {
      action,
      done: ids.filter((id) => done.has(id)),
      missing: ids.filter((id) => !done.has(id)),
    };
  });
}
