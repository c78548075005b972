// E-mail notifications end to end: a visitor's message or story, the outbox, the
// worker and a real SMTP server on this machine; an outage and its recovery, refusals, two workers
// racing, a worker that dies mid-send, a slow server, and the log-only mode without SMTP_URL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { notificationOutbox } from "../../db/schema.ts";
import { captureLog } from "../../test/capture-log.ts";
import { startTestSmtpServer } from "../../test/smtp-server.ts";
import { setUpTestApp, testClock } from "../../test/test-app.ts";
import { createContactRequest } from "../contact/service.ts";
import { logMailer, smtpMailer } from "./mailer.ts";
import { claimNotification, LEASE_MS, RETRY, retryDelayMs } from "./outbox.ts";
import { type NotificationSettings, notificationSettings } from "./settings.ts";
import { createNotificationWorker, startNotifications } from "./worker.ts";

const smtp = await startTestSmtpServer();
afterAll(() => smtp.stop());

const { app, db, database, config } = await setUpTestApp({
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL: "owner@realaccess.example",
  NOTIFY_FROM: "Real Access notices <notices@realaccess.example>",
  SITE_URL: "https://www.realaccess.example",
});
const settings = notificationSettings(config) as NotificationSettings & { smtpUrl: string };

let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

const message = {
  name: "Priya Shah",
  email: "priya@example.co.uk",
  organization: "Shah & Daughters Bakery",
  inquiryType: "accessibility-question" as const,
  message: "Our shop has one step at the door.\nWhat is the cheapest way to fix it <properly>?",
};

const sendMessage = (payload: object = message) =>
  app.inject({ method: "POST", url: "/api/contact", payload, remoteAddress: nextAddress() });

/** A worker of its own, on the test's clock, with what it logs kept. */
function worker(now = testClock(new Date()).now, mailer = smtpMailer(settings)) {
  const logged = captureLog();
  return {
    ...createNotificationWorker({ database, settings, mailer, log: logged.log, now }),
    logged,
  };
}

const outbox = () => db.select().from(notificationOutbox).orderBy(notificationOutbox.id);

beforeEach(async () => {
  await db.delete(notificationOutbox).where(sql`true`);
  smtp.received.length = 0;
  smtp.refuseWith = null;
  smtp.holdUntil = null;
  smtp.onArrive = null;
});

describe("a new contact message", () => {
  it("e-mails the owner the message, from the site with Reply-To the visitor, and a link to Messages", async () => {
    expect((await sendMessage()).statusCode).toBe(201);
    await worker().runOnce();

    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.recipients).toEqual(["owner@realaccess.example"]);
    expect(email?.headers.get("from")).toBe("Real Access notices <notices@realaccess.example>");
    expect(email?.headers.get("reply-to")).toBe("Priya Shah <priya@example.co.uk>");
    expect(email?.headers.get("subject")).toBe("New message from Priya Shah");
    expect(email?.headers.get("message-id")).toMatch(
      /^<notification-\d+\.\d+@www\.realaccess\.example>$/,
    );
    expect(email?.text).toContain("E-mail: priya@example.co.uk");
    expect(email?.text).toContain("Organisation: Shah & Daughters Bakery");
    expect(email?.text).toContain("About: A question about accessibility");
    expect(email?.text).toContain(message.message);
    expect(email?.text).toContain("https://www.realaccess.example/admin?tab=messages");
    // The HTML part escapes the visitor's words and links to the same tab.
    expect(email?.html).toContain("fix it &lt;properly&gt;?");
    expect(email?.html).toContain("Shah &amp; Daughters");
    expect(email?.html).not.toContain("<properly>");
    expect(email?.html).toContain('<a href="https://www.realaccess.example/admin?tab=messages">');
    expect((await outbox())[0]).toMatchObject({ status: "sent", attempts: 1, lastError: null });
  });

  it("goes out at once even when the database's clock is ahead of the server's", async () => {
    expect((await sendMessage()).statusCode).toBe(201);
    // The row's time comes from the database's clock; this process's may lag behind it (another
    // machine, or the same millisecond read with microseconds on the database's side).
    await db.update(notificationOutbox).set({ nextAttemptAt: new Date(Date.now() + 60_000) });
    await worker().runOnce();

    expect(smtp.received.map((email) => email.headers.get("subject"))).toEqual([
      "New message from Priya Shah",
    ]);
  });

  it("cannot add recipients or headers through the visitor's name", async () => {
    const sneaky = {
      ...message,
      name: "Mallory\r\nBcc: victim@example.org\r\nSubject: Free money",
      email: "mallory@example.org",
      organization: "Acme\r\nE-mail: attacker@example.org",
    };
    // The contract refuses line breaks in one-line fields…
    expect((await sendMessage(sneaky)).statusCode).toBe(400);
    // …and a message stored before it did is still sent safely.
    await createContactRequest(db, sneaky);
    await worker().runOnce();

    const [email] = smtp.received;
    expect(email?.recipients).toEqual(["owner@realaccess.example"]);
    expect(email?.headers.has("bcc")).toBe(false);
    expect(email?.headers.get("subject")).toBe(
      "New message from Mallory Bcc: victim@example.org Subject: Free money",
    );
    const head = email?.raw.slice(0, email.raw.indexOf("\r\n\r\n")) ?? "";
    expect(head).not.toMatch(/^Bcc:/im);
    expect(head.match(/^Subject:/gim)).toHaveLength(1);
    // Nor a line of its own in the text: one "E-mail:" line, the visitor's.
    expect(email?.text.match(/^E-mail:.*$/gm)).toEqual(["E-mail: mallory@example.org"]);
    expect(email?.text).toContain("Organisation: Acme E-mail: attacker@example.org");
  });
});

describe("a new community story", () => {
  it("e-mails a short notice with a link to Pending, without the author's address", async () => {
    const story = {
      title: "A bench by the till",
      content:
        "We put a bench by the till and a sign saying anyone may sit while they wait. Within a week three regulars thanked us.",
      authorName: "Maggie, café owner",
      authorEmail: "maggie@example.co.uk",
    };
    const answer = await app.inject({
      method: "POST",
      url: "/api/community",
      payload: story,
      remoteAddress: nextAddress(),
    });
    expect(answer.statusCode).toBe(201);
    await worker().runOnce();

    const [email] = smtp.received;
    expect(email?.headers.get("subject")).toBe("Story awaiting review: A bench by the till");
    expect(email?.headers.has("reply-to")).toBe(false);
    expect(email?.text).toContain("By: Maggie, café owner");
    expect(email?.text).toContain("https://www.realaccess.example/admin?tab=pending");
    expect(email?.raw).not.toContain("maggie@example.co.uk");
  });
});

describe("an SMTP outage", () => {
  it("loses nothing: e-mails queued during it arrive after it ends, each exactly once", async () => {
    await smtp.stop();
    // The worker's clock starts after the rows are written, then moves only when the test says.
    let clock = testClock();
    let sender = worker();
    try {
      for (const name of ["Ann", "Ben", "Cai"]) {
        // The visitor's answer does not depend on the mail server.
        expect((await sendMessage({ ...message, name })).statusCode).toBe(201);
      }
      clock = testClock(new Date());
      sender = worker(clock.now);
      await sender.runOnce();
      const waiting = await outbox();
      expect(waiting.map((row) => [row.status, row.attempts])).toEqual([
        ["pending", 1],
        ["pending", 1],
        ["pending", 1],
      ]);
      expect(waiting[0]?.lastError).toMatch(/ECONNREFUSED|connect/i);
      expect(sender.logged.messages()).toContain("e-mail notification failed; will retry");
    } finally {
      await smtp.start();
    }

    // Back up, but the next attempt is not due yet.
    await sender.runOnce();
    expect(smtp.received).toHaveLength(0);

    clock.advance(retryDelayMs(1));
    await sender.runOnce();
    await sender.runOnce();
    const subjects = smtp.received.map((email) => email.headers.get("subject")).sort();
    expect(subjects).toEqual([
      "New message from Ann",
      "New message from Ben",
      "New message from Cai",
    ]);
    expect(new Set(smtp.received.map((email) => email.headers.get("message-id"))).size).toBe(3);
    expect((await outbox()).map((row) => [row.status, row.attempts])).toEqual([
      ["sent", 2],
      ["sent", 2],
      ["sent", 2],
    ]);
  });

  it("retries with growing waits and gives up after the last attempt", async () => {
    smtp.refuseWith = { code: 451, message: "Try again later" };
    await sendMessage();
    const clock = testClock(new Date());
    const sender = worker(clock.now);
    for (let attempt = 1; attempt <= RETRY.maxAttempts; attempt += 1) {
      await sender.runOnce();
      const [row] = await outbox();
      expect(row?.attempts).toBe(attempt);
      if (attempt < RETRY.maxAttempts) {
        expect(row?.status).toBe("pending");
        expect(row?.nextAttemptAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(attempt));
        clock.advance(retryDelayMs(attempt) - 1);
        await sender.runOnce(); // a moment early: nothing happens
        expect((await outbox())[0]?.attempts).toBe(attempt);
        clock.advance(1);
      }
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "failed", attempts: RETRY.maxAttempts });
    expect(row?.lastError).toContain("Try again later");
    expect(sender.logged.messages()).toContain("e-mail notification failed; not retrying");
    clock.advance(RETRY.maxDelayMs * 10);
    await sender.runOnce();
    expect((await outbox())[0]?.attempts).toBe(RETRY.maxAttempts);
    // The waits doubled from a minute to the hour's ceiling.
    expect([1, 2, 3, 6, 7, 9].map(retryDelayMs)).toEqual([
      60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
    ]);
  });

  it("gives up at once when the server refuses the e-mail for good", async () => {
    smtp.refuseWith = { code: 550, message: "Mailbox unavailable" };
    await sendMessage();
    await worker().runOnce();
    const [row] = await outbox();
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(row?.lastError).toContain("Mailbox unavailable");
  });
});

describe("several workers", () => {
  it("send each e-mail exactly once when they race for the same rows", async () => {
    const count = 12;
    for (let n = 0; n < count; n += 1) {
      await createContactRequest(db, { ...message, name: `Racer ${n}` });
    }
    const first = worker();
    const second = worker();
    await Promise.all([first.runOnce(), second.runOnce()]);

    const ids = smtp.received.map((email) => email.headers.get("message-id"));
    // Once on PostgreSQL this got 11 of 12: the last row's time, from the database's clock in
    // microseconds, was a fraction of a millisecond after the workers' clock, so not yet due
    // (outbox.ts `due` now sends a never-tried row at once). Should it recur, the rows say why.
    const rows = (await outbox()).map(({ id, status, attempts, lastError }) =>
      JSON.stringify({ id, status, attempts, lastError }),
    );
    expect(ids, rows.join("\n")).toHaveLength(count);
    expect(new Set(ids).size).toBe(count);
    expect((await outbox()).every((row) => row.status === "sent" && row.attempts === 1)).toBe(true);
    const sent = (w: ReturnType<typeof worker>) =>
      w.logged.messages().filter((text) => text === "e-mail notification sent").length;
    expect(sent(first) + sent(second)).toBe(count);
    expect(sent(first)).toBeGreaterThan(0);
    expect(sent(second)).toBeGreaterThan(0);
  });

  it("send again, once, what a worker that died mid-send had claimed, after its lease", async () => {
    await createContactRequest(db, { ...message, name: "Orphan" });
    const clock = testClock(new Date());
    // A worker claims the row and dies before recording anything.
    const dead = await claimNotification(db, clock.now(), ["contact-message"]);
    expect(dead).not.toBeNull();

    const survivor = worker(clock.now);
    await survivor.runOnce();
    expect(smtp.received).toHaveLength(0); // still claimed

    clock.advance(LEASE_MS + 1);
    await survivor.runOnce();
    await survivor.runOnce();
    expect(smtp.received.map((email) => email.headers.get("subject"))).toEqual([
      "New message from Orphan",
    ]);
    expect((await outbox())[0]).toMatchObject({ status: "sent", attempts: 2 });
  });
});

describe("a slow mail server", () => {
  it("never delays the visitor's answer", async () => {
    let release = () => {};
    smtp.holdUntil = new Promise((resolve) => {
      release = resolve;
    });
    const arrived = new Promise<void>((resolve) => {
      smtp.onArrive = resolve;
    });
    const logged = captureLog();
    const stop = startNotifications({ database, settings, log: logged.log });
    try {
      // The worker's first run finds nothing; the message's nudge starts a send that hangs.
      const answer = await sendMessage({ ...message, name: "Patient" });
      expect(answer.statusCode).toBe(201);
      await arrived;
      expect(smtp.received).toHaveLength(0);
      expect((await outbox())[0]?.status).toBe("sending");
      release();
    } finally {
      release();
      await stop();
    }
    expect(smtp.received.map((email) => email.headers.get("subject"))).toEqual([
      "New message from Patient",
    ]);
    expect((await outbox())[0]?.status).toBe("sent");
  });
});

describe("without SMTP_URL", () => {
  it("logs each e-mail instead of sending it, and counts it done", async () => {
    const logged = captureLog();
    const logOnly = { ...settings, smtpUrl: null };
    const sender = createNotificationWorker({
      database,
      settings: logOnly,
      mailer: logMailer(logOnly, logged.log),
      log: logged.log,
    });
    await sendMessage({ ...message, name: "Logged" });
    await sender.runOnce();

    expect(smtp.received).toHaveLength(0);
    const line = logged.lines.find((entry) => entry.level === "info");
    expect(line?.message).toBe("e-mail notification logged, not sent: SMTP_URL is not set");
    expect(line?.object.notification).toMatchObject({
      to: ["owner@realaccess.example"],
      subject: "New message from Logged",
    });
    // The message's text goes to the debug level only.
    expect(JSON.stringify(line)).not.toContain("cheapest way");
    expect(logged.lines.find((entry) => entry.level === "debug")?.object.text).toContain(
      "cheapest way",
    );
    const [row] = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.status, "sent"));
    expect(row).toBeDefined();
  });
});
