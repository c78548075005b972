import { desc } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ContactRequestRecord } from "../../../shared/contracts/contact.ts";
import { auditLog } from "../../db/schema.ts";
import { ADMIN_PASSWORD, setUpTestApp } from "../../test/test-app.ts";
import { createContactRequest } from "./service.ts";

const { app, db, signIn } = await setUpTestApp();
const cookie = await signIn();

const first = await createContactRequest(db, {
  name: "Priya Shah",
  email: "priya@example.org",
  organization: undefined,
  message: "Could you cover hearing loops in small shops?",
  inquiryType: "news-story-suggestion",
});
const second = await createContactRequest(db, {
  name: "Tom Reed",
  email: "tom@example.org",
  organization: "Reed's Bakery",
  inquiryType: undefined,
  message: "Thank you for the ramp advice.",
});

describe("GET /api/contact-requests", () => {
  it("lists every message newest first, pending and unread, for the admin only", async () => {
    const visitor = await app.inject({ method: "GET", url: "/api/contact-requests" });
    expect(visitor.statusCode).toBe(401);
    const response = await app.inject({
      method: "GET",
      url: "/api/contact-requests",
      headers: { authorization: `Bearer ${ADMIN_PASSWORD}` },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ContactRequestRecord[]>();
    expect(body.map((message) => message.id)).toEqual([second.id, first.id]);
    expect(body[0]).toMatchObject({
      name: "Tom Reed",
      organization: "Reed's Bakery",
      inquiryType: null,
      status: "pending",
      isRead: false,
    });
  });
});

describe("PATCH /api/contact-requests/:id/read and /unread", () => {
  it("marks a message read and unread again, audited", async () => {
    const read = await app.inject({
      method: "PATCH",
      url: `/api/contact-requests/${first.id}/read`,
      headers: { cookie },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: first.id, isRead: true });
    const [audit] = await db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "contact-request.read", targetId: String(first.id) });

    const unread = await app.inject({
      method: "PATCH",
      url: `/api/contact-requests/${first.id}/unread`,
      headers: { cookie },
    });
    expect(unread.json()).toMatchObject({ id: first.id, isRead: false });
  });

  it("answers 404 for an unknown id and 400 for a bad one", async () => {
    const missing = await app.inject({
      method: "PATCH",
      url: "/api/contact-requests/987654/read",
      headers: { cookie },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: "Contact request not found" });
    const bad = await app.inject({
      method: "PATCH",
      url: "/api/contact-requests/x/read",
      headers: { cookie },
    });
    expect(bad.statusCode).toBe(400);
  });
});
