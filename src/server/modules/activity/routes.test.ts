import { describe, expect, it } from "vitest";
import { AUDIT_LOG_PAGE_SIZE } from "../../../shared/audit-actions.ts";
import type { AuditLogPage } from "../../../shared/contracts/audit-log.ts";
import {
  makeAuditEntry,
  makeNewsSource,
  makeQuickSolution,
  makeStory,
} from "../../test/factories.ts";
import { ADMIN_PASSWORD, setUpTestApp } from "../../test/test-app.ts";
import { createContactRequest } from "../contact/service.ts";
import { redactRemovedStoryText } from "../retention/redact-story-audit.ts";

const { app, db, signIn, signInAs } = await setUpTestApp();
// Signing in is itself logged: one admin.login row, the newest until the tests write more.
const cookie = await signIn({ headers: { "user-agent": "Test browser/1.0" } });

const minute = (n: number) => new Date(Date.UTC(2020, 5, 1, 12, n));
// 30 updates a minute apart, then two rows recorded in the same instant (the id decides).
for (let n = 0; n < 30; n += 1) {
  await makeAuditEntry(db, { action: "quick-solution.update", targetId: String(n), at: minute(n) });
}
const sameInstant = new Date(Date.UTC(2019, 0, 1));
const older = await makeAuditEntry(db, { action: "community.approve", at: sameInstant });
const newer = await makeAuditEntry(db, {
  action: "community.delete",
  at: sameInstant,
  details: { title: "Ramps at the <b>station</b>", authorName: "Sam" },
  userAgent: "Secret browser/2.0",
});

const get = (query = "", headers: Record<string, string> = { cookie }) =>
  app.inject({ method: "GET", url: `/api/admin/audit-log${query}`, headers });

describe("GET /api/admin/audit-log", () => {
  it("answers 401 JSON without credentials", async () => {
    const response = await get("", {});
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: "Admin sign-in required" });
  });

  it("lists the newest first, a page at a time, with the totals; never cached", async () => {
    const response = await get();
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json<AuditLogPage>();
    expect(body).toMatchObject({
      page: 1,
      pageSize: AUDIT_LOG_PAGE_SIZE,
      total: 33,
      totalPages: 2,
    });
    expect(body.entries).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(body.entries[0]).toMatchObject({ action: "admin.login", success: true, targetId: null });
    expect(body.entries.slice(1, 4).map((entry) => entry.targetId)).toEqual(["29", "28", "27"]);

    const second = (await get("?page=2")).json<AuditLogPage>();
    expect(second).toMatchObject({ page: 2, total: 33, totalPages: 2 });
    expect(second.entries.map((entry) => entry.id).slice(-2)).toEqual([newer.id, older.id]);
    expect(second.entries.at(-3)?.targetId).toBe("0");

    const beyond = (await get("?page=3")).json<AuditLogPage>();
    expect(beyond).toMatchObject({ page: 3, total: 33, entries: [] });
  });

  it("filters by action", async () => {
    const body = (await get("?action=community.delete")).json<AuditLogPage>();
    expect(body).toMatchObject({ page: 1, total: 1, totalPages: 1 });
    expect(body.entries).toEqual([
      {
        id: newer.id,
        at: sameInstant.toISOString(),
        action: "community.delete",
        targetId: newer.targetId,
        actor: "session:0123456789ab",
        via: null,
        success: true,
        address: null,
        // No story has its id: the title its delete row kept names it.
        itemTitle: "Ramps at the <b>station</b>",
        itemDeleted: true,
        // Summarised, as text: the raw details and the user agent are not sent.
        summary: "“Ramps at the <b>station</b>” by Sam",
      },
    ]);
    const none = (await get("?action=news.delete&page=1")).json<AuditLogPage>();
    expect(none).toMatchObject({ entries: [], total: 0, totalPages: 1 });
  });

  it("shows a failed sign-in with its address, and the writes the admin makes", async () => {
    const failed = await app.inject({
      method: "POST",
      url: "/api/admin/login",
      payload: { password: "not the password" },
      remoteAddress: "203.0.113.9",
    });
    expect(failed.statusCode).toBe(401);
    const message = await createContactRequest(db, {
      name: "Ada",
      email: "ada@example.org",
      message: "Hello there.",
      organization: undefined,
      inquiryType: undefined,
    });
    const read = await app.inject({
      method: "PATCH",
      url: `/api/contact-requests/${message.id}/read`,
      headers: { authorization: `Bearer ${ADMIN_PASSWORD}` },
    });
    expect(read.statusCode).toBe(200);

    const [latest, attempt] = (await get()).json<AuditLogPage>().entries;
    expect(latest).toMatchObject({
      action: "contact-request.read",
      targetId: String(message.id),
      actor: "user:owner",
      via: "password-header",
      success: true,
    });
    expect(attempt).toMatchObject({
      action: "admin.login",
      actor: "anonymous",
      success: false,
      address: "203.0.113.9",
    });
    expect(JSON.stringify(attempt)).not.toContain("not the password");
  });

  it("names the person and their token, and filters by person", async () => {
    const editor = await signInAs("editor");
    const token = await app.inject({
      method: "POST",
      url: "/api/admin/tokens",
      headers: { cookie: editor.cookie, "content-type": "application/json" },
      payload: { name: "Weekly report" },
    });
    expect(token.statusCode).toBe(201);
    const story = await makeStory(db, { title: "Approved by the editor's script" });
    const approved = await app.inject({
      method: "POST",
      url: `/api/community/${story.id}/approve`,
      headers: { authorization: `Bearer ${token.json().token}` },
    });
    expect(approved.statusCode).toBe(200);
    const mine = (await get(`?actor=user:${editor.username}`)).json<AuditLogPage>();
    expect(mine.entries.map(({ action, actor, via }) => ({ action, actor, via }))).toEqual([
      {
        action: "community.approve",
        actor: `user:${editor.username}`,
        via: "token:Weekly report",
      },
      { action: "token.create", actor: `user:${editor.username}`, via: null },
      { action: "admin.login", actor: `user:${editor.username}`, via: null },
    ]);
    const actors = (await get("/actors")).json<string[]>();
    expect(actors).toContain(`user:${editor.username}`);
  });

  it("names each item by its title, and one deleted since by what its delete row kept", async () => {
    const story = await makeStory(db, { title: "Braille menus at the Old Mill café" });
    const solution = await makeQuickSolution(db, { issue: "No seat by the counter" });
    const source = await makeNewsSource(db, { url: "https://feeds.example/old-mill.xml" });
    const headers = { cookie };
    const approve = await app.inject({
      method: "POST",
      url: `/api/community/${story.id}/approve`,
      headers,
    });
    expect(approve.statusCode).toBe(200);
    await makeAuditEntry(db, {
      action: "quick-solution.update",
      targetId: String(solution.id),
      at: new Date(),
    });
    await makeAuditEntry(db, {
      action: "news-source.refresh",
      targetId: String(source.id),
      at: new Date(),
    });
    const rowOf = async (action: string, targetId: number) => {
      const { entries } = (await get(`?action=${action}`)).json<AuditLogPage>();
      const row = entries.find((entry) => entry.targetId === String(targetId));
      if (!row) throw new Error(`no ${action} row for ${targetId}`);
      return row;
    };
    expect(await rowOf("community.approve", story.id)).toMatchObject({
      itemTitle: "Braille menus at the Old Mill café",
      itemDeleted: false,
    });
    expect(await rowOf("quick-solution.update", solution.id)).toMatchObject({
      itemTitle: "No seat by the counter",
      itemDeleted: false,
    });
    expect(await rowOf("news-source.refresh", source.id)).toMatchObject({
      itemTitle: "https://feeds.example/old-mill.xml",
      itemDeleted: false,
    });

    // Deleted: every row about the story still names it, by the title its delete row kept…
    const removed = await app.inject({
      method: "DELETE",
      url: `/api/community/${story.id}`,
      headers,
    });
    expect(removed.statusCode).toBe(204);
    const named = { itemTitle: "Braille menus at the Old Mill café", itemDeleted: true };
    expect(await rowOf("community.approve", story.id)).toMatchObject(named);
    expect(await rowOf("community.delete", story.id)).toMatchObject(named);
    // …until the story's words are removed from the log, when it is only a deleted story.
    await redactRemovedStoryText(db);
    const unnamed = { itemTitle: null, itemDeleted: true };
    expect(await rowOf("community.approve", story.id)).toMatchObject(unnamed);
    expect(await rowOf("community.delete", story.id)).toMatchObject(unnamed);
  });

  it("still lists rows whose action this version does not know", async () => {
    await makeAuditEntry(db, { action: "legacy.thing", at: new Date(Date.UTC(2018, 0, 1)) });
    const body = (await get("?page=2")).json<AuditLogPage>();
    expect(body.entries.at(-1)?.action).toBe("legacy.thing");
  });

  it.each([
    ["?page=0", "page", "page must be at least 1"],
    ["?page=-2", "page", "page must be at least 1"],
    ["?page=1.5", "page", "page must be a whole number"],
    ["?page=abc", "page", "page must be a number"],
    ["?page=10001", "page", "page must be at most 10000"],
    ["?action=community.frobnicate", "action", "action must be one of the recorded actions"],
    ["?action=", "action", "action must be one of the recorded actions"],
  ])("refuses %s with 400 naming the field", async (query, field, message) => {
    const response = await get(query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: "Invalid querystring",
      details: [{ field, message }],
    });
  });

  it("refuses unknown and repeated parameters with 400", async () => {
    const unknown = await get("?page=1&sort=asc");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: "Invalid querystring" });
    expect((await get("?page=1&page=2")).statusCode).toBe(400);
    expect((await get("?action=admin.login&action=admin.logout")).statusCode).toBe(400);
  });
});
