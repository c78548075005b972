// POST /api/admin/notifications/test: the Activity tab's "Send a test e-mail" reaches
// the mail server at once and reports its answer, accepted or refused, in the activity log too.
import { desc, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema.ts";
import { startTestSmtpServer } from "../../test/smtp-server.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const smtp = await startTestSmtpServer();
afterAll(() => smtp.stop());

const { app, db, signIn, signInAs } = await setUpTestApp({
  SMTP_URL: smtp.url,
  NOTIFY_EMAIL: "team@realaccess.example",
  SITE_URL: "https://www.realaccess.example",
});
const cookie = await signIn();
const sendTest = (headers: Record<string, string> = { cookie }) =>
  app.inject({ method: "POST", url: "/api/admin/notifications/test", headers });

const lastTestEntry = async () =>
  (
    await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "notification.test"))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe("POST /api/admin/notifications/test", () => {
  it("sends a test e-mail to the team's addresses now and says it was accepted", async () => {
    const before = smtp.received.length;
    const response = await sendTest();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sent: true,
      delivery: "smtp",
      to: ["team@realaccess.example"],
      error: null,
    });
    const email = smtp.received[before];
    expect(email?.recipients).toEqual(["team@realaccess.example"]);
    expect(email?.headers.get("subject")).toBe("A test e-mail from the Real Access website");
    expect(email?.text).toMatch(/asked the website to send this test e-mail at/);
    expect(await lastTestEntry()).toMatchObject({ success: true });
  });

  it("reports the mail server's refusal in its words, and logs it as not sent", async () => {
    smtp.refuseWith = { code: 550, message: "Relaying denied for realaccess.example" };
    try {
      const response = await sendTest();
      expect(response.statusCode).toBe(200);
      const result = response.json();
      expect(result).toMatchObject({ sent: false, delivery: "smtp" });
      expect(result.error).toMatch(/550 Relaying denied for realaccess\.example/);
    } finally {
      smtp.refuseWith = null;
    }
    expect(await lastTestEntry()).toMatchObject({ success: false });
  });

  it("is the owner's: 401 signed out, 403 for an editor", async () => {
    expect((await sendTest({})).statusCode).toBe(401);
    const { cookie: editor } = await signInAs("editor");
    const refused = await sendTest({ cookie: editor });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toHaveProperty("error");
    const entries = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "notification.test"));
    expect(entries).toHaveLength(2);
  });
});
