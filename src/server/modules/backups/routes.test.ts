import { desc } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app.ts";
import { BackupError } from "../../db/backup/backup-error.ts";
import { openDump } from "../../db/backup/dump-file.ts";
import { auditLog } from "../../db/schema.ts";
import { ADMIN_PASSWORD, setUpTestApp, testClock } from "../../test/test-app.ts";

const clock = testClock(new Date("2026-03-01T23:30:00Z"));
const { app, db, database, config, signIn } = await setUpTestApp({}, clock.now);
const bearer = { authorization: `Bearer ${ADMIN_PASSWORD}`, "user-agent": "backup-script/1.0" };
await signIn(); // an admin session, which the backup leaves out

const contact = (message: string) =>
  app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { name: "Visitor", email: "visitor@example.org", message },
  });

describe("GET /api/admin/backup", () => {
  it("answers 401 JSON without credentials", async () => {
    const response = await app.inject({ url: "/api/admin/backup" });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Admin sign-in required" });
  });

  it("sends the whole database as a dated SQL file, without sessions, and audits it", async () => {
    expect((await contact("Please back this message up.")).statusCode).toBe(201);
    const response = await app.inject({ url: "/api/admin/backup", headers: bearer });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/sql; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="real-access-2026-03-01.sql"',
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const sql = openDump(response.body, "the answer");
    expect(sql).toContain("Please back this message up.");
    expect(sql).toMatch(/^CREATE TABLE public\.admin_sessions /m);
    expect(sql).not.toMatch(/^INSERT INTO public\.admin_sessions /m);

    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({
      action: "backup.download",
      actor: "user:owner",
      via: "password-header",
      userAgent: "backup-script/1.0",
      success: true,
    });
  });

  it("leaves the database as it was: writes go on after a backup", async () => {
    await app.inject({ url: "/api/admin/backup", headers: bearer });
    expect((await contact("Written after the backup.")).statusCode).toBe(201);
  });

  it("answers 503 with the reason when no backup can be taken", async () => {
    const failing = await buildApp({
      config,
      database: {
        ...database,
        dump: () => Promise.reject(new BackupError("pg_dump was not found.")),
      },
    });
    afterAll(() => failing.close());
    const response = await failing.inject({ url: "/api/admin/backup", headers: bearer });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ error: "pg_dump was not found." });
  });
});
