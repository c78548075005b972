// A guide in review stays as its reviewer reads it (edits and photo changes answer 409
// with words, the business takes it back first), approval publishes what the reviewer saw, and the
// team can take a published guide down with a reason.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { IN_REVIEW_LOCKED } from "../../../shared/guide-safeguard-words.ts";
import { accessGuides, auditLog, notificationOutbox } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { GUIDE_SUBMISSION } from "../../test/guide-submission.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { composeEmail } from "../notifications/compose.ts";
import { readNotification } from "../notifications/payloads.ts";

const { app, db, signInAs } = await setUpTestApp();
const editorSession = await signInAs("editor");
const editor = editorSession.cookie;
const contributor = (await signInAs("contributor")).cookie;

let address = 0;
const nextAddress = () => `192.0.2.${++address}`;

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object) =>
  app.inject({ method, url, remoteAddress: nextAddress(), ...(payload ? { payload } : {}) });
const asEditor = (url: string, payload?: object, cookie = editor) =>
  app.inject({ method: "POST", url, headers: { cookie }, ...(payload ? { payload } : {}) });
const manageUrl = (token: string) => `/api/access-guides/manage/${token}`;

/** A draft with an address to write to, sent for review. */
async function guideInReview(name: string) {
  const guide = await makeAccessGuide(db, { name });
  await db
    .update(accessGuides)
    .set({ contactEmail: "owner@example.org" })
    .where(eq(accessGuides.id, guide.id));
  const sent = await call("POST", `${manageUrl(guide.manageToken)}/submit`, GUIDE_SUBMISSION);
  expect(sent.statusCode).toBe(200);
  return guide;
}

const queued = async (id: number) =>
  (
    await app.inject({
      method: "GET",
      url: "/api/admin/access-guides?status=in_review",
      headers: { cookie: editor },
    })
  )
    .json()
    .find((guide: { id: number }) => guide.id === id) as { updatedAt: string; name: string };

describe("a guide in review", () => {
  it("refuses edits and photo changes with words", async () => {
    const guide = await guideInReview("Locked Café");
    const edit = await call("PATCH", manageUrl(guide.manageToken), {
      name: "CHANGED AFTER REVIEW - spam http://spam.example",
    });
    expect(edit.statusCode, edit.body).toBe(409);
    expect(edit.json().error).toBe(IN_REVIEW_LOCKED);
    const photo = await call("DELETE", `${manageUrl(guide.manageToken)}/photos/1`);
    expect(photo.statusCode, photo.body).toBe(409);
    expect(photo.json().error).toBe(IN_REVIEW_LOCKED);

    const [row] = await db.select().from(accessGuides).where(eq(accessGuides.id, guide.id));
    expect(row?.name).toBe("Locked Café");
  });

  it("can be taken back from review, then changed, with an audit entry", async () => {
    const guide = await guideInReview("Withdrawn Café");
    const withdrawn = await call("POST", `${manageUrl(guide.manageToken)}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toMatchObject({ status: "draft", name: "Withdrawn Café" });
    expect(await queued(guide.id)).toBeUndefined();
    const edit = await call("PATCH", manageUrl(guide.manageToken), { name: "Withdrawn Café Bar" });
    expect(edit.statusCode).toBe(200);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "access-guide.withdraw"), eq(auditLog.targetId, String(guide.id))),
      );
    expect(audit?.actor).toBe("business");
    // Not in review any more: nothing to take back.
    expect((await call("POST", `${manageUrl(guide.manageToken)}/withdraw`)).statusCode).toBe(409);
  });

  it("publishes what the reviewer saw, and refuses a guide changed since", async () => {
    const guide = await guideInReview("Seen Café");
    const seen = (await queued(guide.id)).updatedAt;
    // Whatever way a change might come (here straight to the table), approval notices.
    await db
      .update(accessGuides)
      .set({ name: "Seen Café CHANGED", updatedAt: new Date(Date.parse(seen) + 1000) })
      .where(eq(accessGuides.id, guide.id));
    const stale = await asEditor(`/api/admin/access-guides/${guide.id}/approve`, { seen });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toBe(
      "This guide has changed since you opened it. Load the queue again and read it before you publish it.",
    );
    expect((await call("GET", `/api/access-guides/${guide.id}`)).statusCode).toBe(404);

    const fresh = (await queued(guide.id)).updatedAt;
    const approved = await asEditor(`/api/admin/access-guides/${guide.id}/approve`, {
      seen: fresh,
    });
    expect(approved.statusCode).toBe(200);
    expect((await call("GET", `/api/access-guides/${guide.id}`)).json().name).toBe(
      "Seen Café CHANGED",
    );
  });
});

describe("POST /api/admin/access-guides/:id/unpublish", () => {
  const reason = "Visitors tell us the step-free entrance has been closed since June.";

  it("takes the guide off the site, tells the business why and names the editor", async () => {
    const guide = await makeAccessGuide(db, { name: "Taken Down Café", published: true });
    await db
      .update(accessGuides)
      .set({ contactEmail: "owner@example.org" })
      .where(eq(accessGuides.id, guide.id));
    expect((await call("GET", `/api/access-guides/${guide.id}`)).statusCode).toBe(200);

    const taken = await asEditor(`/api/admin/access-guides/${guide.id}/unpublish`, { reason });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ status: "draft" });

    for (const url of [
      `/api/access-guides/${guide.id}`,
      `/api/access-guides/${guide.id}/a11yjson`,
      `/api/access-guides/${guide.id}/osm-tags`,
    ]) {
      const gone = await call("GET", url);
      expect(gone.statusCode, url).toBe(410);
      expect(gone.json().error).toBe(
        "This access guide was taken off the site by the Real Access team.",
      );
    }
    const directory = (await call("GET", "/api/access-guides?town=Leeds")).json();
    expect(directory.map((each: { id: number }) => each.id)).not.toContain(guide.id);

    const managed = (await call("GET", manageUrl(guide.manageToken))).json();
    expect(managed).toMatchObject({ status: "draft", takenDown: { reason }, url: null });

    const [audit] = await db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "access-guide.unpublish"), eq(auditLog.targetId, String(guide.id))),
      );
    expect(audit?.actor).toContain(editorSession.username);
    expect(audit?.details).toMatchObject({ reason });

    const [row] = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, "guide-taken-down"));
    const notification = row && readNotification(row.kind, row.payload);
    expect(notification?.payload).toMatchObject({ guideId: guide.id, reason });
    const email = row && notification && composeEmail(row, notification, "https://site.example");
    expect(email?.to).toBe("owner@example.org");
    expect(email?.text).toContain(reason);
    expect(email?.text).toContain("https://site.example/access-guides/how-we-check");
  });

  it("is for editors, needs a reason and a guide on the site", async () => {
    const guide = await makeAccessGuide(db, { published: true });
    const url = `/api/admin/access-guides/${guide.id}/unpublish`;
    expect((await asEditor(url, { reason }, contributor)).statusCode).toBe(403);
    expect((await asEditor(url, { reason: "  " })).statusCode).toBe(400);
    const draft = await makeAccessGuide(db);
    expect(
      (await asEditor(`/api/admin/access-guides/${draft.id}/unpublish`, { reason })).statusCode,
    ).toBe(409);
    expect(
      (await asEditor("/api/admin/access-guides/999999/unpublish", { reason })).statusCode,
    ).toBe(404);
    expect((await call("GET", `/api/access-guides/${guide.id}`)).statusCode).toBe(200);
  });
});
