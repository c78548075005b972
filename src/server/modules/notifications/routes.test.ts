// GET /api/admin/notifications and POST …/:id/retry: the Activity tab's failing e-mails.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { NotificationOverview } from "../../../shared/contracts/notifications.ts";
import { auditLog, notificationOutbox } from "../../db/schema.ts";
import { makeNotification } from "../../test/factories.ts";
import { setUpTestApp, testClock } from "../../test/test-app.ts";

const clock = testClock(new Date("2026-03-02T10:00:00Z"));
const { app, db, signIn } = await setUpTestApp(
  { SMTP_URL: "smtps://user:secret@smtp.example.com", SITE_URL: "https://www.realaccess.example" },
  clock.now,
);
const cookie = await signIn();

const get = (headers: Record<string, string> = { cookie }) =>
  app.inject({ method: "GET", url: "/api/admin/notifications", headers });
const retry = (id: number | string, headers: Record<string, string> = { cookie }) =>
  app.inject({ method: "POST", url: `/api/admin/notifications/${id}/retry`, headers });

const at = (iso: string) => new Date(iso);

describe("GET /api/admin/notifications", () => {
  it("answers 401 JSON without credentials", async () => {
    const response = await get({});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Admin sign-in required" });
    expect((await retry(1, {})).statusCode).toBe(401);
  });

  it("says how e-mail is set up, never the SMTP address, and that nothing is failing", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json()).toEqual({
      delivery: "smtp",
      mode: "immediate",
      digestHour: 8,
      maxAttempts: 10,
      waiting: 0,
      problems: [],
      totalProblems: 0,
    });
    expect(response.body).not.toContain("secret");
  });

  it("lists failed and retrying e-mails newest first, not the sent or untried ones", async () => {
    const failed = await makeNotification(db, {
      status: "failed",
      attempts: 10,
      createdAt: at("2026-03-01T08:00:00Z"),
      lastAttemptAt: at("2026-03-01T12:00:00Z"),
      lastError: "connect ECONNREFUSED 127.0.0.1:587",
    });
    const retrying = await makeNotification(db, {
      kind: "pending-story",
      payload: {
        storyId: 4,
        title: "Ramps at the <b>station</b>",
        authorName: "Sam",
        excerpt: null,
        receivedAt: "2026-03-02T09:00:00.000Z",
      },
      attempts: 2,
      createdAt: at("2026-03-02T09:00:00Z"),
      lastAttemptAt: at("2026-03-02T09:03:00Z"),
      nextAttemptAt: at("2026-03-02T09:07:00Z"),
      lastError: "451 Try again later",
    });
    await makeNotification(db, { status: "sent", attempts: 1, sentAt: at("2026-03-02T09:00:00Z") });
    await makeNotification(db); // queued, not tried yet
    await makeNotification(db, {
      kind: "from-the-future",
      status: "failed",
      createdAt: at("2026-02-01T08:00:00Z"),
      lastError: "unreadable",
    });

    const body = (await get()).json<NotificationOverview>();
    expect(body).toMatchObject({ waiting: 2, totalProblems: 3 });
    expect(body.problems).toEqual([
      {
        id: retrying.id,
        about: "Story awaiting review: Ramps at the <b>station</b>",
        state: "retrying",
        attempts: 2,
        createdAt: "2026-03-02T09:00:00.000Z",
        lastAttemptAt: "2026-03-02T09:03:00.000Z",
        nextAttemptAt: "2026-03-02T09:07:00.000Z",
        lastError: "451 Try again later",
      },
      {
        id: failed.id,
        about: `New message from ${(failed.payload as { name: string }).name}`,
        state: "failed",
        attempts: 10,
        createdAt: "2026-03-01T08:00:00.000Z",
        lastAttemptAt: "2026-03-01T12:00:00.000Z",
        nextAttemptAt: null,
        lastError: "connect ECONNREFUSED 127.0.0.1:587",
      },
      expect.objectContaining({
        about: "An e-mail this version of the site cannot read",
        state: "failed",
      }),
    ]);
  });
});

describe("POST /api/admin/notifications/:id/retry", () => {
  it("queues a failed e-mail to go now with fresh attempts, and records who did it", async () => {
    const failed = await makeNotification(db, { status: "failed", attempts: 10, lastError: "No" });
    const response = await retry(failed.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ queued: true });
    const [row] = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, failed.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(row?.nextAttemptAt).toEqual(clock.now());
    const ids = (await get()).json<NotificationOverview>().problems.map((problem) => problem.id);
    expect(ids).not.toContain(failed.id);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "notification.retry"));
    expect(audit).toMatchObject({ targetId: String(failed.id), success: true });
  });

  it("also sends a retrying e-mail now, instead of waiting for its next attempt", async () => {
    const retrying = await makeNotification(db, {
      attempts: 3,
      nextAttemptAt: at("2026-03-02T11:00:00Z"),
      lastError: "451 Busy",
    });
    expect((await retry(retrying.id)).statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.id, retrying.id));
    expect(row).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: clock.now() });
  });

  it("refuses an e-mail that is not failing (409), an unknown one (404) and a bad id (400)", async () => {
    const sent = await makeNotification(db, { status: "sent", sentAt: clock.now() });
    const conflict = await retry(sent.id);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({
      error: "That e-mail is not failing, so there is nothing to send again",
    });
    const untried = await makeNotification(db);
    expect((await retry(untried.id)).statusCode).toBe(409);
    const missing = await retry(987654);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "E-mail notification not found" });
    expect((await retry("abc")).statusCode).toBe(400);
  });
});

describe("without SMTP_URL", () => {
  it("says e-mails are logged, and what the digest settings are", async () => {
    const logOnly = await setUpTestApp({ NOTIFY_MODE: "digest", NOTIFY_DIGEST_HOUR: "18" });
    const response = await logOnly.app.inject({
      method: "GET",
      url: "/api/admin/notifications",
      headers: { cookie: await logOnly.signIn() },
    });
    expect(response.json()).toMatchObject({ delivery: "log", mode: "digest", digestHour: 18 });
  });
});
