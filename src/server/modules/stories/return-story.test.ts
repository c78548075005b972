// Returning a story with a reason: the editor's words reach the author's inbox through the
// outbox (at once, in digest mode too, never in the team's digest), the story is gone as after
// Delete, and the audit log keeps the reason. A missing or empty reason changes nothing.
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { REJECTION_REASON_MAX } from "../../../shared/contracts/stories.ts";
import { auditLog, communityArticles, notificationOutbox } from "../../db/schema.ts";
import { captureLog } from "../../test/capture-log.ts";
import { makeStory } from "../../test/factories.ts";
import { startTestSmtpServer } from "../../test/smtp-server.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { smtpMailer } from "../notifications/mailer.ts";
import { type NotificationSettings, notificationSettings } from "../notifications/settings.ts";
import { createNotificationWorker } from "../notifications/worker.ts";

const smtp = await startTestSmtpServer();
afterAll(() => smtp.stop());

const { app, db, database, config, signInAs } = await setUpTestApp({
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL: "owner@realaccess.example",
  NOTIFY_MODE: "digest",
  SITE_URL: "https://www.realaccess.example",
});
const settings = notificationSettings(config) as NotificationSettings & { smtpUrl: string };
const editor = (await signInAs("editor")).cookie;

const sendOutbox = () =>
  createNotificationWorker({
    database,
    settings,
    mailer: smtpMailer(settings),
    log: captureLog().log,
  }).runOnce();

const reject = (id: number, payload: unknown, cookie = editor) =>
  app.inject({
    method: "POST",
    url: `/api/community/${id}/reject`,
    headers: { cookie },
    payload: payload as object,
  });

const REASON =
  "Thank you for this.\nIt names your customer, Mrs Patel, who may not want that: please leave her name out and send it again.";

const stillThere = async (id: number) =>
  (await db.select().from(communityArticles).where(eq(communityArticles.id, id))).length === 1;

beforeEach(async () => {
  await db.delete(notificationOutbox).where(sql`true`);
  smtp.received.length = 0;
});

describe("POST /api/community/:id/reject", () => {
  it("e-mails the reason to the author, then deletes the story", async () => {
    const story = await makeStory(db, {
      title: "Our café's ramp",
      authorName: "Sam Okafor",
      authorEmail: "sam@example.co.uk",
    });
    const answer = await reject(story.id, { reason: `  ${REASON}  ` });
    expect(answer.statusCode).toBe(204);
    expect(await stillThere(story.id)).toBe(false);
    const read = await app.inject({ method: "GET", url: `/api/community/${story.id}` });
    expect(read.statusCode).toBe(404);

    await sendOutbox();
    // Digest mode gathers the team's notices; the author's e-mail goes at once, to them alone.
    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.recipients).toEqual(["sam@example.co.uk"]);
    expect(email?.headers.get("subject")).toBe("Your story for Real Access: Our café's ramp");
    expect(email?.text).toContain("Hello Sam Okafor,");
    expect(email?.text).toContain("It names your customer, Mrs Patel");
    expect(email?.text).toContain(
      "https://www.realaccess.example/advice-and-solutions?tab=community-stories",
    );

    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "community.reject", targetId: String(story.id) });
    expect(audit?.details).toMatchObject({ title: "Our café's ramp", reason: REASON });
  });

  it.each([
    ["no reason", {}],
    ["an empty reason", { reason: "   " }],
    ["a reason too long", { reason: "x".repeat(REJECTION_REASON_MAX + 1) }],
    ["a reason with control characters", { reason: "Please \u0000 change it." }],
    ["anything else besides", { reason: "Too short.", silently: true }],
  ])("refuses %s with 400, keeping the story and sending nothing", async (_name, body) => {
    const story = await makeStory(db);
    const answer = await reject(story.id, body);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error).toEqual(expect.any(String));
    expect(await stillThere(story.id)).toBe(true);
    expect(await db.select().from(notificationOutbox)).toEqual([]);
  });

  it("says why an empty reason is refused", async () => {
    const story = await makeStory(db);
    const answer = await reject(story.id, { reason: "" });
    expect(JSON.stringify(answer.json())).toContain("Say why the story is being returned");
  });

  it("answers 404 for a story that is not there", async () => {
    expect((await reject(987_654, { reason: REASON })).statusCode).toBe(404);
    expect(await db.select().from(notificationOutbox)).toEqual([]);
  });

  it("is for those who moderate stories", async () => {
    const story = await makeStory(db);
    expect((await reject(story.id, { reason: REASON }, "")).statusCode).toBe(401);
    const contributor = (await signInAs("contributor")).cookie;
    expect((await reject(story.id, { reason: REASON }, contributor)).statusCode).toBe(403);
    expect(await stillThere(story.id)).toBe(true);
  });
});
