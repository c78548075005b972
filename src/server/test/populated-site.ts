// A site with rows in every table, including values that are easy to get wrong in a dump (quotes,
// backslashes, line breaks, emoji, arrays, JSON, a line that reads like a psql command), and a
// reader of every table's content, for the backup round trips.
import { sql } from "drizzle-orm";
import { ensureSessionSecret } from "../db/app-settings.ts";
import type { Database, Db } from "../db/connection.ts";
import { rowsOf } from "../db/rows-of.ts";
import {
  accessGuideFeedback,
  accessGuideNotices,
  accessGuideReports,
  accessGuides,
  adminSessions,
  adviceArticleRevisions,
  apiTokens,
  assessments,
  auditLog,
  communityArticleLikes,
  contactRequests,
  jobRuns,
  loginThrottle,
  media,
  mediaFiles,
  newsArticles,
  newsRevisions,
  passkeys,
  postcodes,
  rateLimitHits,
  userInvites,
  users,
  webauthnChallenges,
} from "../db/schema.ts";
import { seedDatabase } from "../db/seed/index.ts";
import { rateLimitOf } from "../lib/rate-limits.ts";
import { queueNotification } from "../modules/notifications/outbox.ts";
import { makeArticle, makeNewsSource, makeStory } from "./factories.ts";

/** Text a dump must carry exactly. The last lines read like things a restore filters out. */
export const AWKWARD_TEXT = [
  'It\'s the "front" step; C:\\Users\\me\\ramp.txt — 50% of 1\\2',
  "Ünïcödé, 日本語 and 🦽♿",
  "\ttabbed",
  "\\restrict abc123",
  "SET transaction_timeout = 0;",
].join("\n");

export async function populateSite(db: Db) {
  await seedDatabase(db);
  await ensureSessionSecret(db, undefined);
  const [editor] = await db
    .insert(users)
    .values({ username: "ed", displayName: "Ed O'Brien", role: "editor", passwordHash: "scrypt$x" })
    .returning();
  const [ada] = await db
    .insert(contactRequests)
    .values([
      { name: "Ada O'Neill", email: "ada@example.org", message: AWKWARD_TEXT, organization: null },
      {
        name: "Ben",
        email: "ben@example.org",
        message: "Is the café step-free?",
        organization: "Café Ltd",
        inquiryType: "general",
        isRead: true,
        status: "read",
      },
    ])
    .returning();
  // The e-mail announcing Ada's message, still waiting in the outbox.
  await queueNotification(db, {
    kind: "contact-message",
    payload: {
      messageId: ada?.id ?? 0,
      name: "Ada O'Neill",
      email: "ada@example.org",
      organization: null,
      inquiryType: null,
      message: AWKWARD_TEXT,
      receivedAt: "2026-01-02T03:04:05.678Z",
    },
  });
  const story = await makeStory(db, { isApproved: true, content: AWKWARD_TEXT });
  await makeStory(db, { isApproved: false });
  await db
    .insert(communityArticleLikes)
    .values({ articleId: story.id, userIdentifier: "visitor-1" });
  // A draft article by Ed, with its first revision.
  const draft = await makeArticle(db, { status: "draft", content: AWKWARD_TEXT });
  await db.insert(adviceArticleRevisions).values({
    itemId: draft.id,
    userId: editor?.id ?? null,
    savedBy: "Ed O'Brien",
    snapshot: {
      title: draft.title,
      excerpt: draft.excerpt,
      categoryId: draft.categoryId,
      tags: ["quotes 'n' things"],
      content: AWKWARD_TEXT,
      sources: [],
      relatedQuickSolutionIds: [],
      displayOrder: 0,
    },
  });
  // An image in the media library, its bytes including those a dump must escape.
  const [image] = await db
    .insert(media)
    .values({
      alt: 'A ramp\'s "edge"',
      width: 400,
      height: 300,
      fallback: "jpg",
      uploadedBy: editor?.id,
    })
    .returning();
  await db.insert(mediaFiles).values({
    mediaId: image?.id ?? 0,
    width: 400,
    format: "webp",
    bytes: new Uint8Array([0, 1, 92, 39, 34, 10, 13, 255, 254, 0]),
  });
  const source = await makeNewsSource(db, { etag: '"abc"', lastError: "timed out" });
  await db.insert(newsArticles).values({
    title: "Imported",
    content: AWKWARD_TEXT,
    category: "Venues",
    publishedAt: new Date("2026-01-02T03:04:05.678Z"),
    guid: "urn:uuid:1",
    sourceId: source.id,
    status: "published",
  });
  // A news item Ed wrote in the admin, scheduled, with its revision; and one sent back to him
  // from review with a note.
  const [coming] = await db
    .insert(newsArticles)
    .values({
      title: "Coming soon",
      content: AWKWARD_TEXT,
      category: "Guidance",
      publishedAt: new Date("2026-01-02T03:04:05.678Z"),
      status: "scheduled",
      publishAt: new Date("2026-02-03T04:05:06.789Z"),
      authorId: editor?.id ?? null,
    })
    .returning();
  await db.insert(newsRevisions).values({
    itemId: coming?.id ?? 0,
    userId: editor?.id ?? null,
    savedBy: "Ed O'Brien",
    snapshot: {
      title: "Coming soon",
      excerpt: null,
      category: "Guidance",
      content: AWKWARD_TEXT,
      sourceUrl: null,
      imageUrl: null,
    },
  });
  await db.insert(newsArticles).values({
    title: "Sent back",
    content: AWKWARD_TEXT,
    category: "Guidance",
    publishedAt: new Date("2026-01-02T03:04:05.678Z"),
    status: "draft",
    authorId: editor?.id ?? null,
    reviewNote: { note: AWKWARD_TEXT, by: "Sam O'Hara", at: "2026-01-03T04:05:06.789Z" },
  });
  const [first] = await db
    .insert(assessments)
    .values({
      tokenHash: "hash-1",
      businessType: "cafe",
      businessSize: "small",
      focus: ["premises", "service"],
      responses: { entrance: "yes", quote: 'it\'s "fine"', nested: { list: [1, 2, null] } },
      scores: { premises: 80 },
      overallScore: 80,
      recommendations: [{ title: "Ramp", why: AWKWARD_TEXT }],
    })
    .returning({ id: assessments.id });
  await db.insert(assessments).values({
    tokenHash: "hash-2",
    previousId: first?.id ?? null,
    businessType: "shop",
    businessSize: "medium",
    focus: [],
    responses: {},
    scores: {},
    overallScore: 0,
    recommendations: [],
  });
  // An access guide made from those results and published, its awkward words in the JSON too.
  await db.insert(accessGuides).values({
    manageTokenHash: "guide-hash-1",
    assessmentId: first?.id ?? null,
    name: "Sam's Café",
    town: "Otley",
    postcode: "LS21 1BZ",
    postcodeDistrict: "LS21",
    lat: 53.9055,
    lon: -1.6911,
    contactEmail: "sam@example.org",
    details: { entrance: { stepFree: false, doorClearWidthMm: 850, notes: AWKWARD_TEXT } },
    status: "published",
    lastCheckedAt: new Date("2026-01-03T04:05:06.789Z"),
    published: {
      name: "Sam's Café",
      town: "Otley",
      postcode: "LS21 1BZ",
      postcodeDistrict: "LS21",
      details: { entrance: { stepFree: false, doorClearWidthMm: 850 } },
      contactEmail: null,
      lastCheckedAt: "2026-01-03T04:05:06.789Z",
    },
    publishedAt: new Date("2026-01-03T04:05:06.789Z"),
  });
  // What visitors and the business said about it: a correction, a report and a live notice.
  const [guide] = await db.select({ id: accessGuides.id }).from(accessGuides);
  const guideId = guide?.id ?? 0;
  await db.insert(accessGuideFeedback).values({
    guideId,
    section: "entrance",
    answer: "wrong",
    note: AWKWARD_TEXT,
    status: "accepted",
    decidedAt: new Date("2026-01-04T04:05:06.789Z"),
  });
  await db.insert(accessGuideReports).values({ guideId, reason: "moved", details: AWKWARD_TEXT });
  await db.insert(accessGuideNotices).values({
    guideId,
    facility: "lift",
    until: "2026-01-10",
    note: "The engineer comes on Friday",
  });
  await db.insert(auditLog).values({
    actor: "bearer",
    action: "community.edit",
    targetId: String(story.id),
    address: "192.0.2.1",
    details: { before: AWKWARD_TEXT },
  });
  // The editor's sign-in methods and a pending invitation: a backup keeps them.
  const now = new Date();
  const userId = editor?.id ?? 0;
  await db.insert(apiTokens).values({ userId, name: "Nightly export", tokenHash: "token-hash" });
  await db.insert(passkeys).values({
    id: "credential-id",
    userId,
    name: "Ed's laptop",
    publicKey: "cHVibGljIGtleQ",
    counter: 7,
    transports: ["internal", "hybrid"],
  });
  await db
    .insert(userInvites)
    .values({ tokenHash: "invite-hash", userId, expiresAt: new Date(now.getTime() + 86_400_000) });
  // The transient rows a backup leaves out.
  await db
    .insert(adminSessions)
    .values({ idHash: "session-hash", userId, createdAt: now, lastSeenAt: now });
  await db.insert(webauthnChallenges).values({ challenge: "challenge", userId, expiresAt: now });
  await db
    .insert(loginThrottle)
    .values({ address: "192.0.2.7", failures: 3, windowStartedAt: now });
  await db.insert(rateLimitHits).values({
    bucket: rateLimitOf("contact").bucket,
    key: "192.0.2.7",
    hits: [now],
    lastHitAt: now,
  });
  await db
    .insert(postcodes)
    .values({ postcode: "LS21 1BZ", district: "LS21", lat: 53.9055, lon: -1.6911 });
  await db.insert(jobRuns).values({
    name: "retention",
    lastStartedAt: now,
    lastFinishedAt: now,
    lastDurationMs: 12,
    lastOutcome: "ok",
    lastSucceededAt: now,
    lastSummary: "Deleted 3 records past their retention period",
    lastSummaryAt: now,
  });
}

/**
 * Every table's rows (and every sequence's position) as PostgreSQL prints them, in UTC, sorted:
 * the same text on PGlite and PostgreSQL, to the microsecond, whatever the server's time zone.
 */
export async function tableContents(database: Database): Promise<Record<string, string[]>> {
  return database.db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
    const tables = await rowsOf<{ name: string }>(
      tx,
      sql.raw(`select table_schema || '.' || table_name as name from information_schema.tables
               where table_schema in ('public', 'drizzle') and table_type = 'BASE TABLE'
               order by 1`),
    );
    const contents: Record<string, string[]> = {};
    for (const { name } of tables) {
      // Generated columns (the search documents) are left out: they are not data a backup
      // carries but worked out again by the engine that restores it, and the engines' English
      // stemmers differ ("added" is 'add' on PGlite's PostgreSQL 17, 'ad' on PostgreSQL 15).
      const [schema, table] = name.split(".");
      const columns = await rowsOf<{ name: string }>(
        tx,
        sql`select column_name as name from information_schema.columns
            where table_schema = ${schema} and table_name = ${table} and is_generated = 'NEVER'
            order by ordinal_position`,
      );
      const list = columns.map((column) => `t."${column.name}"`).join(", ");
      const rows = await rowsOf<{ row: string }>(
        tx,
        sql.raw(`select row(${list})::text as row from ${name} t`),
      );
      // Sorted here, not by the database, whose collations may differ between engines.
      contents[name] = rows.map((row) => row.row).sort();
    }
    const sequences = await rowsOf<{ row: string }>(
      tx,
      sql.raw(`select schemaname || '.' || sequencename || ' ' || coalesce(last_value::text, '-')
               as row from pg_sequences where schemaname in ('public', 'drizzle')`),
    );
    contents["(sequences)"] = sequences.map((row) => row.row).sort();
    return contents;
  });
}
