import { mediaReference } from "../../shared/media.ts";
import type { Db } from "../db/connection.ts";
import {
  adviceArticleQuickSolutions,
  adviceArticles,
  adviceCategories,
  auditLog,
  communityArticles,
  media,
  newsArticles,
  newsSources,
  notificationOutbox,
  quickSolutions,
} from "../db/schema.ts";

type QuickSolutionInsert = typeof quickSolutions.$inferInsert;

let counter = 0;

export async function makeQuickSolution(db: Db, overrides: Partial<QuickSolutionInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(quickSolutions)
    .values({
      issue: `Test issue ${counter}`,
      whyItsAnIssue: `Why test issue ${counter} matters to visitors.`,
      possibleSolutions: `Practical fixes for test issue ${counter}.`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

type AdviceCategoryInsert = typeof adviceCategories.$inferInsert;
type AdviceArticleInsert = typeof adviceArticles.$inferInsert;

export async function makeArticleCategory(db: Db, overrides: Partial<AdviceCategoryInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(adviceCategories)
    .values({
      name: `Test category ${counter}`,
      description: `What test category ${counter} covers.`,
      icon: "building",
      color: "teal",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** An expert article; makes a category for it unless one is given. */
export async function makeArticle(db: Db, overrides: Partial<AdviceArticleInsert> = {}) {
  const categoryId = overrides.categoryId ?? (await makeArticleCategory(db)).id;
  counter += 1;
  const [row] = await db
    .insert(adviceArticles)
    .values({
      title: `Test article ${counter}`,
      excerpt: `A short summary of test article ${counter}.`,
      content: `## Test article ${counter}\n\nThe body of test article ${counter}.`,
      tags: [],
      // Published, as every article was before drafts; a test of drafts says so.
      status: "published",
      ...overrides,
      categoryId,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

/** Ends an expert article with these quick solutions, in the order given. */
export async function relateQuickSolutions(db: Db, articleId: number, quickSolutionIds: number[]) {
  await db.insert(adviceArticleQuickSolutions).values(
    quickSolutionIds.map((quickSolutionId, index) => ({
      adviceArticleId: articleId,
      quickSolutionId,
      position: index + 1,
    })),
  );
}

type NewsArticleInsert = typeof newsArticles.$inferInsert;

export async function makeNewsArticle(db: Db, overrides: Partial<NewsArticleInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(newsArticles)
    .values({
      title: `Test news ${counter}`,
      excerpt: `A short summary of test news ${counter}.`,
      content: `The full text of test news ${counter}, long enough to read.`,
      category: "Venues",
      publishedAt: new Date(Date.UTC(2025, 6, 1 + (counter % 28), 9, 30)),
      // Public unless a test says otherwise (the column's default is a draft).
      status: "published",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

type MediaInsert = typeof media.$inferInsert;

/**
 * An image of the media library as a text names it, without its files (media/routes.test.ts
 * uploads real ones): `url` is its reference, for an article's `![alt](url)` or a news picture.
 */
export async function makeMedia(db: Db, overrides: Partial<MediaInsert> = {}) {
  const [row] = await db
    .insert(media)
    .values({
      alt: "A ramp at the side door",
      width: 1600,
      height: 900,
      fallback: "jpg",
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return { ...row, url: mediaReference(row) };
}

type NewsSourceInsert = typeof newsSources.$inferInsert;

/** A news source written directly, past the API's address check (as if its DNS changed later). */
export async function makeNewsSource(db: Db, overrides: Partial<NewsSourceInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(newsSources)
    .values({ url: `https://feeds.example/${counter}.xml`, category: "Venues", ...overrides })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

type StoryInsert = typeof communityArticles.$inferInsert;

/** A community story; pending unless `isApproved: true` is given. */
export async function makeStory(db: Db, overrides: Partial<StoryInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(communityArticles)
    .values({
      title: `Test story ${counter}`,
      content: `This is test story ${counter}. ${"It tells how a small change made a big difference. ".repeat(3)}`,
      excerpt: `This is test story ${counter}.`,
      authorName: `Test Author ${counter}`,
      authorEmail: `author${counter}@example.org`,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

type AuditLogInsert = typeof auditLog.$inferInsert;

/** An audit row written directly, so a test can choose its time (recordAudit always uses now). */
export async function makeAuditEntry(db: Db, overrides: Partial<AuditLogInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(auditLog)
    .values({
      actor: "session:0123456789ab",
      action: "quick-solution.update",
      targetId: String(counter),
      at: new Date(Date.UTC(2020, 0, 1, 9, counter % 60)),
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

type NotificationInsert = typeof notificationOutbox.$inferInsert;

/** An outbox row about a contact message, pending unless told otherwise. */
export async function makeNotification(db: Db, overrides: Partial<NotificationInsert> = {}) {
  counter += 1;
  const [row] = await db
    .insert(notificationOutbox)
    .values({
      kind: "contact-message",
      payload: {
        messageId: counter,
        name: `Test Sender ${counter}`,
        email: `sender${counter}@example.org`,
        organization: null,
        inquiryType: null,
        message: `Test message ${counter}.`,
        receivedAt: new Date(Date.UTC(2026, 2, 1, 9, counter % 60)).toISOString(),
      },
      ...overrides,
    })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}
