import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import {
  assessments,
  auditLog,
  communityArticles,
  contactRequests,
  loginThrottle,
  notificationOutbox,
  rateLimitHits,
} from "../../db/schema.ts";
import { seedDatabase } from "../../db/seed/index.ts";
import { makeStory } from "../../test/factories.ts";
import { createTestDatabase } from "../../test/test-database.ts";
import { type PurgeCounts, purgeExpiredData, RETENTION_MS, startRetention } from "./retention.ts";

const database = await createTestDatabase();
const { db } = database;
afterAll(() => database.close());

const NOW = new Date("2027-06-01T12:00:00Z");
/** Just inside and just past a retention period, seen from NOW. */
const ago = (ms: number, offsetMs: number) => new Date(NOW.getTime() - ms + offsetMs);
const MINUTE = 60_000;

async function message(name: string, createdAt: Date) {
  await db
    .insert(contactRequests)
    .values({ name, email: "a@example.org", message: "Hi", createdAt });
}
const names = async () => (await db.select().from(contactRequests)).map((row) => row.name).sort();
const titles = async () =>
  (await db.select().from(communityArticles)).map((row) => row.title).sort();

describe("purgeExpiredData", () => {
  it("deletes each kind of record only once it is past the privacy policy's period", async () => {
    await message("kept message", ago(RETENTION_MS.contactMessages, MINUTE));
    await message("expired message", ago(RETENTION_MS.contactMessages, -MINUTE));
    const old = ago(RETENTION_MS.unpublishedStories, -MINUTE);
    await makeStory(db, { title: "old pending", createdAt: old });
    await makeStory(db, { title: "old published", createdAt: old, isApproved: true });
    await makeStory(db, {
      title: "recent pending",
      createdAt: ago(RETENTION_MS.unpublishedStories, MINUTE),
    });
    await db.insert(auditLog).values([
      { actor: "admin", action: "admin.login", at: ago(RETENTION_MS.auditLog, -MINUTE) },
      { actor: "admin", action: "admin.logout", at: ago(RETENTION_MS.auditLog, MINUTE) },
    ]);
    const hit = (key: string, at: Date) => ({ bucket: "contact", key, hits: [at], lastHitAt: at });
    await db
      .insert(rateLimitHits)
      .values([
        hit("203.0.113.1", ago(RETENTION_MS.rateLimitHits, -MINUTE)),
        hit("203.0.113.2", ago(RETENTION_MS.rateLimitHits, MINUTE)),
      ]);
    await db.insert(assessments).values(
      [
        ["old-assessment", ago(RETENTION_MS.assessments, -MINUTE)],
        ["kept-assessment", ago(RETENTION_MS.assessments, MINUTE)],
      ].map(([tokenHash, updatedAt]) => ({
        tokenHash: tokenHash as string,
        // Both made long ago: results are kept two years from their last update.
        createdAt: ago(RETENTION_MS.assessments, -60 * 24 * MINUTE),
        updatedAt: updatedAt as Date,
        businessType: "retail",
        businessSize: "1",
        focus: ["digital"],
        responses: {},
        scores: {},
        overallScore: 50,
        recommendations: [],
      })),
    );
    const stale = ago(RETENTION_MS.loginThrottle, -MINUTE);
    await db.insert(loginThrottle).values([
      { address: "203.0.113.3", failures: 2, windowStartedAt: stale },
      // Still blocked recently, so its history still counts.
      { address: "203.0.113.4", failures: 5, windowStartedAt: stale, blockedUntil: NOW },
    ]);

    const email = (subject: string) => ({
      kind: "contact-message",
      payload: { subject },
      createdAt: ago(365 * 24 * 60 * MINUTE, 0),
    });
    await db.insert(notificationOutbox).values([
      {
        ...email("sent long ago"),
        status: "sent",
        sentAt: ago(RETENTION_MS.sentNotifications, -MINUTE),
      },
      {
        ...email("sent lately"),
        status: "sent",
        sentAt: ago(RETENTION_MS.sentNotifications, MINUTE),
      },
      {
        ...email("failed long ago"),
        status: "failed",
        lastAttemptAt: ago(RETENTION_MS.failedNotifications, -MINUTE),
      },
      {
        ...email("failed lately"),
        status: "failed",
        lastAttemptAt: ago(RETENTION_MS.failedNotifications, MINUTE),
      },
      // However old, an e-mail not yet sent is kept until it has been.
      { ...email("still to send"), status: "pending" },
    ]);

    const counts = await purgeExpiredData(db, NOW);

    expect(counts).toEqual({
      contactMessages: 1,
      unpublishedStories: 1,
      assessments: 1,
      unpublishedGuides: 0,
      auditLog: 1,
      rateLimitHits: 1,
      loginThrottle: 1,
      notifications: 2,
    });
    const emails = await db
      .select({ payload: notificationOutbox.payload })
      .from(notificationOutbox);
    expect(emails.map((row) => (row.payload as { subject: string }).subject).sort()).toEqual([
      "failed lately",
      "sent lately",
      "still to send",
    ]);
    expect(await names()).toEqual(["kept message"]);
    expect(await titles()).toEqual(["old published", "recent pending"]);
    const kept = await db.select({ tokenHash: assessments.tokenHash }).from(assessments);
    expect(kept).toEqual([{ tokenHash: "kept-assessment" }]);
    const hits = await db.select().from(rateLimitHits);
    expect(hits.map((hit) => hit.key)).toEqual(["203.0.113.2"]);
    const throttled = await db.select().from(loginThrottle);
    expect(throttled.map((row) => row.address)).toEqual(["203.0.113.4"]);
    const [purge] = await db.select().from(auditLog).where(eq(auditLog.action, "retention.purge"));
    expect(purge).toMatchObject({ actor: "system", details: counts });
  });

  it("records nothing when nothing was due", async () => {
    const auditRows = (await db.select().from(auditLog)).length;
    expect(await purgeExpiredData(db, NOW)).toEqual({
      contactMessages: 0,
      unpublishedStories: 0,
      assessments: 0,
      unpublishedGuides: 0,
      auditLog: 0,
      rateLimitHits: 0,
      loginThrottle: 0,
      notifications: 0,
    });
    expect(await db.select().from(auditLog)).toHaveLength(auditRows);
  });
});

describe("startRetention", () => {
  it("purges at once, and stopping waits for it", async () => {
    await message("ancient message", new Date("2001-01-01T00:00:00Z"));
    const logged: string[] = [];
    const log = { info: (_: object, text: string) => logged.push(text), error: () => {} };
    const purges: PurgeCounts[] = [];
    const stop = startRetention({
      database,
      log,
      purges: { purged: (counts) => purges.push(counts), failed: () => {} },
    });
    await stop();
    expect(logged).toEqual(["retention purge finished"]);
    expect(await names()).not.toContain("ancient message");
    // What the metrics are told: the same counts the purge returned.
    expect(purges).toHaveLength(1);
    expect(purges[0]?.contactMessages).toBeGreaterThanOrEqual(1);
  });

  it("tells the observer when a purge fails", async () => {
    const broken = await createTestDatabase();
    await broken.close();
    let failures = 0;
    const stop = startRetention({
      database: broken,
      log: { info: () => {}, error: () => {} },
      purges: { purged: () => {}, failed: () => failures++ },
    });
    await stop();
    expect(failures).toBe(1);
  });
});

describe("the sample content", () => {
  it("survives the first purge, pending stories included", async () => {
    const fresh = await createTestDatabase();
    try {
      await seedDatabase(fresh.db);
      const pending = async () =>
        (await fresh.db.select().from(communityArticles)).filter((row) => !row.isApproved).length;
      const before = await pending();
      expect(before).toBeGreaterThan(0);
      expect((await purgeExpiredData(fresh.db)).unpublishedStories).toBe(0);
      expect(await pending()).toBe(before);
    } finally {
      await fresh.close();
    }
  });
});

// Its own database: the purge it runs must not count in the other tests' purges.
const separate = await createTestDatabase();
afterAll(() => separate.close());

describe("the audit log after a story is gone", () => {
  it("removes a story's wording from the audit log once the story is gone", async () => {
    const { db } = separate;
    const expired = await makeStory(db, {
      title: "Fixed wording",
      createdAt: ago(RETENTION_MS.unpublishedStories, -MINUTE),
    });
    const kept = await makeStory(db, { title: "Still on the site", isApproved: true });
    const edit = (storyId: number, original: string) => ({
      actor: "session:abc",
      action: "community.edit",
      targetId: String(storyId),
      at: ago(0, -MINUTE),
      details: {
        before: { title: original, content: "What the author first wrote." },
        after: { title: "Fixed wording", content: "What the admin made of it." },
      },
    });
    await db.insert(auditLog).values([
      edit(expired.id, "The author's own words"),
      edit(kept.id, "Words of a story still published"),
      {
        actor: "session:abc",
        action: "community.delete",
        targetId: "987654",
        at: ago(0, -MINUTE),
        details: { bulk: true, title: "A deleted story", authorName: "Priya Author" },
      },
    ]);

    await purgeExpiredData(db, NOW);

    const rows = await db.select().from(auditLog);
    const detailsOf = (targetId: string, action: string) =>
      rows.find((row) => row.targetId === targetId && row.action === action)?.details;
    expect(detailsOf(String(expired.id), "community.edit")).toEqual({
      redacted: true,
      changed: ["title", "content"],
    });
    expect(detailsOf("987654", "community.delete")).toEqual({ redacted: true, bulk: true });
    expect(detailsOf(String(kept.id), "community.edit")).toMatchObject({
      before: { title: "Words of a story still published" },
    });
    const everything = JSON.stringify(rows);
    expect(everything).not.toContain("The author's own words");
    expect(everything).not.toContain("Priya Author");
  });
});
