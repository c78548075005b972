// An invitation e-mailed through the outbox: to the invitee's address, at once even in
// digest mode, with the link removed from the row once sent; and never without SMTP_URL.
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { notificationOutbox, users } from "../../db/schema.ts";
import { captureLog } from "../../test/capture-log.ts";
import { startTestSmtpServer } from "../../test/smtp-server.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { smtpMailer } from "../notifications/mailer.ts";
import { type NotificationSettings, notificationSettings } from "../notifications/settings.ts";
import { createNotificationWorker } from "../notifications/worker.ts";

const smtp = await startTestSmtpServer();
afterAll(() => smtp.stop());

const { app, db, database, config, signIn } = await setUpTestApp({
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL: "owner@realaccess.example",
  NOTIFY_MODE: "digest",
  SITE_URL: "https://www.realaccess.example",
});
const settings = notificationSettings(config) as NotificationSettings & { smtpUrl: string };
const owner = await signIn();

const sendOutbox = () =>
  createNotificationWorker({
    database,
    settings,
    mailer: smtpMailer(settings),
    log: captureLog().log,
  }).runOnce();

let invited = 0;
function invite(on: typeof app, cookie: string, email?: string) {
  invited += 1;
  return on.inject({
    method: "POST",
    url: "/api/admin/users",
    headers: { cookie },
    payload: {
      username: `mailed.${invited}`,
      displayName: `Sam Okafor ${invited}`,
      role: "editor",
      email,
    },
  });
}

beforeEach(async () => {
  await db.delete(notificationOutbox).where(sql`true`);
  smtp.received.length = 0;
});

describe("an invitation e-mailed to the new person", () => {
  it("goes to their address at once, in digest mode too, and its link signs them in", async () => {
    const answer = await invite(app, owner, "sam@example.co.uk");
    expect(answer.statusCode).toBe(201);
    const { inviteUrl, emailedTo, user } = answer.json();
    expect(emailedTo).toBe("sam@example.co.uk");

    await sendOutbox();
    expect(smtp.received).toHaveLength(1);
    const [email] = smtp.received;
    expect(email?.recipients).toEqual(["sam@example.co.uk"]);
    expect(email?.headers.get("subject")).toBe("Your invitation to the Real Access website");
    expect(email?.text).toContain(`Your username: ${user.username}`);
    expect(email?.text).toContain("as an editor");
    expect(email?.text).toContain(inviteUrl);

    const token = String(inviteUrl).split("/").at(-1);
    const accepted = await app.inject({
      method: "POST",
      url: `/api/admin/invites/${token}`,
      payload: { password: "a lantern by the harbour wall" },
    });
    expect(accepted.statusCode).toBe(204);
  });

  it("keeps the link out of the outbox once sent, and the address off the account", async () => {
    const { inviteUrl, user } = (await invite(app, owner, "ada@example.co.uk")).json();
    const [queued] = await db.select().from(notificationOutbox);
    expect(JSON.stringify(queued?.payload)).toContain(inviteUrl);

    await sendOutbox();
    const [sent] = await db.select().from(notificationOutbox);
    expect(sent?.status).toBe("sent");
    expect(JSON.stringify(sent?.payload)).not.toContain(inviteUrl);
    const [account] = await db.select().from(users).where(eq(users.id, user.id));
    expect(JSON.stringify(account)).not.toContain("ada@example.co.uk");
  });

  it("sends nothing when no address is given, and refuses one that is not an address", async () => {
    const answer = await invite(app, owner);
    expect(answer.json().emailedTo).toBeNull();
    expect(await db.select().from(notificationOutbox)).toEqual([]);

    const bad = await invite(app, owner, "not an address");
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain("Enter an e-mail address in the correct format");
  });
});

describe("a site without SMTP_URL", () => {
  it("does not queue the link, and says so", async () => {
    const plain = await setUpTestApp({ SITE_URL: "https://www.realaccess.example" });
    const answer = await invite(plain.app, await plain.signIn(), "lee@example.co.uk");
    expect(answer.statusCode).toBe(201);
    expect(answer.json().emailedTo).toBeNull();
    expect(await plain.db.select().from(notificationOutbox)).toEqual([]);
  });
});
