// NOTIFY_MODE=digest: one e-mail a day at NOTIFY_DIGEST_HOUR, UK time, holding every
// message and story since the last, and none at all on a day with nothing in it.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { communityArticles, notificationOutbox } from "../../db/schema.ts";
import { captureLog } from "../../test/capture-log.ts";
import { startTestSmtpServer } from "../../test/smtp-server.ts";
import { setUpTestApp, testClock } from "../../test/test-app.ts";
import { createContactRequest } from "../contact/service.ts";
import { createStory } from "../stories/service.ts";
import { gatherDigest } from "./digest.ts";
import { latestDigestTime } from "./digest-time.ts";
import { smtpMailer } from "./mailer.ts";
import { queueNotification } from "./outbox.ts";
import { type NotificationSettings, notificationSettings } from "./settings.ts";
import { createNotificationWorker } from "./worker.ts";

const smtp = await startTestSmtpServer();
afterAll(() => smtp.stop());

const { db, database, config } = await setUpTestApp({
  SMTP_URL: smtp.url,
  NOTIFY_MODE: "digest",
  NOTIFY_DIGEST_HOUR: "7",
  SITE_URL: "https://www.realaccess.example",
});
const settings = notificationSettings(config) as NotificationSettings & { smtpUrl: string };

const DAY = 24 * 60 * 60 * 1000;

function digestWorker(now: () => Date) {
  const logged = captureLog();
  return createNotificationWorker({
    database,
    settings,
    mailer: smtpMailer(settings),
    log: logged.log,
    now,
  });
}

const message = (name: string, text = `Hello from ${name}.`) =>
  createContactRequest(db, {
    name,
    email: `${name.toLowerCase()}@example.org`,
    organization: undefined,
    inquiryType: "book-inquiry",
    message: text,
  });

const story = (title: string) =>
  createStory(db, {
    title,
    content: `${title}. ${"It tells how a small change made a big difference. ".repeat(3)}`,
    excerpt: undefined,
    authorName: "Sam",
    authorEmail: "sam@example.org",
  });

const outbox = () => db.select().from(notificationOutbox).orderBy(notificationOutbox.id);

beforeEach(async () => {
  await db.delete(notificationOutbox).where(sql`true`);
  smtp.received.length = 0;
});

describe("the daily digest", () => {
  it("holds the day's messages and stories for one e-mail at the digest hour", async () => {
    await message("Ann");
    await message("Ben", `A long one. ${"Words and more words. ".repeat(80)}`);
    await story("Ramps at the library");
    const clock = testClock(new Date());
    const worker = digestWorker(clock.now);

    // Before the next 07:00 (UK), nothing is sent: the items wait.
    clock.advance(
      latestDigestTime(new Date(clock.now().getTime() + DAY), 7).getTime() -
        1 -
        clock.now().getTime(),
    );
    await worker.runOnce();
    expect(smtp.received).toHaveLength(0);
    expect((await outbox()).map((row) => row.kind)).toEqual([
      "contact-message",
      "contact-message",
      "pending-story",
    ]);

    // At 07:00 they are gathered into one digest and sent.
    clock.advance(1);
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.headers.get("subject")).toBe(
      "Daily summary: 2 new messages and 1 story awaiting review",
    );
    expect(email?.text).toContain("New messages (2)");
    expect(email?.text).toContain("Name: Ann");
    expect(email?.text).toContain("About: About the book");
    expect(email?.text).toContain("Hello from Ann.");
    expect(email?.text).toContain("… (the rest is in the admin area)");
    expect(email?.text).toContain("Stories awaiting review (1)");
    expect(email?.text).toContain("Title: Ramps at the library");
    expect(email?.text).toContain("https://www.realaccess.example/admin?tab=messages");
    expect(email?.text).toContain("https://www.realaccess.example/admin?tab=pending");
    expect(email?.text).toContain("07:00 (UK time)");
    // A digest has several senders, so no Reply-To.
    expect(email?.headers.has("reply-to")).toBe(false);
    expect((await outbox()).map((row) => [row.kind, row.status])).toEqual([["digest", "sent"]]);

    // The next day had nothing in it: no e-mail at all.
    clock.advance(DAY);
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);
    expect(await outbox()).toHaveLength(1);
  });

  it("holds the drafts contributors sent for review, each linked to its admin tab", async () => {
    await message("Cy");
    for (const [kind, title] of [
      ["article", "Quiet hours that work"],
      ["news", "Hearing loops at every library"],
    ] as const) {
      await queueNotification(db, {
        kind: "review-request",
        payload: {
          kind,
          itemId: 1,
          title,
          submittedBy: "Tom Reid",
          submittedAt: "2026-03-01T09:00:00.000Z",
        },
      });
    }
    const clock = testClock(new Date());
    const worker = digestWorker(clock.now);
    clock.advance(
      latestDigestTime(new Date(clock.now().getTime() + DAY), 7).getTime() - clock.now().getTime(),
    );
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.headers.get("subject")).toBe(
      "Daily summary: 1 new message and 2 drafts sent for review",
    );
    expect(email?.text).toContain("Drafts sent for review (2)");
    expect(email?.text).toContain("Title: Quiet hours that work\nWhat: Article\nSent by: Tom Reid");
    expect(email?.text).toContain("What: News item");
    expect(email?.text).toContain("https://www.realaccess.example/admin?tab=articles");
    expect(email?.text).toContain("https://www.realaccess.example/admin?tab=news");
  });

  it("puts what arrives after the digest hour in the next day's digest", async () => {
    await message("Early");
    const clock = testClock(new Date());
    const worker = digestWorker(clock.now);
    const nextDigest = latestDigestTime(new Date(clock.now().getTime() + DAY), 7);
    clock.advance(nextDigest.getTime() - clock.now().getTime());
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);

    // Written after 07:00 (by the clock the database keeps, which the test cannot move): the row
    // is stamped in the past-digest window by hand, as if it came at 07:05.
    await message("Late");
    await db
      .update(notificationOutbox)
      .set({ createdAt: new Date(nextDigest.getTime() + 5 * 60_000) })
      .where(sql`${notificationOutbox.kind} = 'contact-message'`);
    clock.advance(60 * 60_000);
    await worker.runOnce();
    expect(smtp.received).toHaveLength(1);

    clock.advance(DAY);
    await worker.runOnce();
    expect(smtp.received.map((email) => email.headers.get("subject"))).toEqual([
      "Daily summary: 1 new message",
      "Daily summary: 1 new message",
    ]);
    expect(smtp.received[1]?.text).toContain("Name: Late");
  });

  it("gathers each item into one digest only, when two instances gather at once", async () => {
    for (const name of ["One", "Two", "Three", "Four"]) await message(name);
    const later = new Date(Date.now() + DAY);
    const counts = await Promise.all([
      gatherDigest(db, later, 7),
      gatherDigest(db, later, 7),
      gatherDigest(db, later, 7),
    ]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4);
    const rows = await outbox();
    const items = rows.flatMap((row) => (row.payload as { items: unknown[] }).items);
    expect(rows.every((row) => row.kind === "digest")).toBe(true);
    expect(items).toHaveLength(4);
  });

  it("leaves out the stories approved or deleted since they arrived", async () => {
    const approved = await story("Approved before the digest");
    const deleted = await story("Deleted before the digest");
    await story("Still waiting for review");
    await db
      .update(communityArticles)
      .set({ isApproved: true })
      .where(eq(communityArticles.id, approved.id));
    await db.delete(communityArticles).where(eq(communityArticles.id, deleted.id));

    expect(await gatherDigest(db, new Date(Date.now() + DAY), 7)).toBe(1);
    const [digest, ...others] = await outbox();
    expect([digest?.kind, others]).toEqual(["digest", []]);
    const payload = digest?.payload as { items: { payload: { title: string } }[] } | undefined;
    expect(payload?.items.map((item) => item.payload.title)).toEqual(["Still waiting for review"]);
  });

  it("sends nothing when every story it held has been dealt with", async () => {
    const handled = await story("Approved at once");
    await db
      .update(communityArticles)
      .set({ isApproved: true })
      .where(eq(communityArticles.id, handled.id));
    expect(await gatherDigest(db, new Date(Date.now() + DAY), 7)).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it("marks failed, rather than holds for ever, an item this version cannot read", async () => {
    await db.insert(notificationOutbox).values({ kind: "pending-story", payload: { odd: true } });
    await story("A readable one");
    expect(await gatherDigest(db, new Date(Date.now() + DAY), 7)).toBe(1);
    expect((await outbox()).map((row) => [row.kind, row.status])).toEqual([
      ["pending-story", "failed"],
      ["digest", "pending"],
    ]);
  });
});

describe("latestDigestTime", () => {
  it("is the last time the UK clock showed the hour, in winter and in summer time", () => {
    // Winter: UK time is UTC.
    expect(latestDigestTime(new Date("2026-01-15T07:00:00Z"), 7).toISOString()).toBe(
      "2026-01-15T07:00:00.000Z",
    );
    expect(latestDigestTime(new Date("2026-01-15T06:59:59Z"), 7).toISOString()).toBe(
      "2026-01-14T07:00:00.000Z",
    );
    // Summer: 07:00 in London is 06:00 UTC.
    expect(latestDigestTime(new Date("2026-07-15T06:30:00Z"), 7).toISOString()).toBe(
      "2026-07-15T06:00:00.000Z",
    );
    expect(latestDigestTime(new Date("2026-07-01T00:30:00Z"), 8).toISOString()).toBe(
      "2026-06-30T07:00:00.000Z",
    );
    // The mornings after the clocks change (29 March and 25 October 2026).
    expect(latestDigestTime(new Date("2026-03-29T12:00:00Z"), 7).toISOString()).toBe(
      "2026-03-29T06:00:00.000Z",
    );
    expect(latestDigestTime(new Date("2026-10-25T12:00:00Z"), 7).toISOString()).toBe(
      "2026-10-25T07:00:00.000Z",
    );
    expect(latestDigestTime(new Date("2026-01-01T00:00:00Z"), 0).toISOString()).toBe(
      "2026-01-01T00:00:00.000Z",
    );
  });
});
