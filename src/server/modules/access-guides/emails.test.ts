// The e-mails an access guide sends: its private link to the address the business gives,
// as the form promises (and the link leaves the outbox once sent); word to the business when the
// team publishes it; and a notice to the team, once, each time a guide joins the review queue.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accessGuides, notificationOutbox } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { GUIDE_SUBMISSION } from "../../test/guide-submission.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { composeEmail } from "../notifications/compose.ts";
import { payloadAfterSending, readNotification } from "../notifications/payloads.ts";

const { app, db, signInAs } = await setUpTestApp();
const editor = (await signInAs("editor")).cookie;
const SITE = "https://www.realaccess.example";

let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

beforeEach(async () => {
  await db.delete(notificationOutbox).where(sql`true`);
});

/** Each e-mail in the outbox for this guide, as it would go out. */
async function emailsAbout(guideId: number) {
  const rows = await db.select().from(notificationOutbox).orderBy(notificationOutbox.id);
  return rows.flatMap((row) => {
    const notification = readNotification(row.kind, row.payload);
    if (!notification || !("guideId" in notification.payload)) return [];
    if (notification.payload.guideId !== guideId) return [];
    return [{ kind: row.kind, notification, ...composeEmail(row, notification, SITE) }];
  });
}

async function cafeResults() {
  const response = await app.inject({
    method: "POST",
    url: "/api/assessments",
    remoteAddress: nextAddress(),
    payload: {
      businessType: "hospitality",
      businessSize: "2-9",
      focus: ["communication"],
      responses: {
        "communication.contact-in-writing": "yes",
        "communication.relay-uk": "no",
        "communication.hearing-loop": "yes",
        "communication.plain-english": "yes",
        "communication.large-print": "yes",
        "communication.easy-read": "no",
        "communication.bsl-interpreter": "no",
        "communication.background-noise": "yes",
      },
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().token as string;
}

const startGuide = async (contactEmail?: string) => {
  const response = await app.inject({
    method: "POST",
    url: "/api/access-guides",
    remoteAddress: nextAddress(),
    payload: {
      assessmentToken: await cafeResults(),
      name: "The Lock Keeper's Café",
      town: "Hebden Bridge",
      postcode: "HX7 8AD",
      location: { lat: 53.7414, lon: -2.0128 },
      ...(contactEmail ? { contactEmail } : {}),
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; manageToken: string };
};

const submit = (token: string) =>
  app.inject({
    method: "POST",
    url: `/api/access-guides/manage/${token}/submit`,
    payload: GUIDE_SUBMISSION,
    remoteAddress: nextAddress(),
  });

describe("the business's private link", () => {
  it("is e-mailed when the business gives an address, and leaves the outbox once sent", async () => {
    const guide = await startGuide("owner@lockkeeper.example");
    const [email, ...more] = await emailsAbout(guide.id);
    expect(more).toEqual([]);
    expect(email?.kind).toBe("guide-link");
    expect(email?.to).toBe("owner@lockkeeper.example");
    expect(email?.subject).toBe("Your access guide for The Lock Keeper's Café: your private link");
    expect(email?.text).toContain(`${SITE}/access-guides/manage/${guide.manageToken}`);
    expect(email?.text).toContain("the link is the only way to change your guide");
    expect(payloadAfterSending(email?.notification ?? ({} as never))).toMatchObject({
      manageToken: null,
    });
  });

  it("is not sent without an address, and is sent when one is added later", async () => {
    const guide = await startGuide();
    expect(await emailsAbout(guide.id)).toEqual([]);
    const saved = await app.inject({
      method: "PATCH",
      url: `/api/access-guides/manage/${guide.manageToken}`,
      remoteAddress: nextAddress(),
      payload: { contactEmail: "later@lockkeeper.example" },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const emails = await emailsAbout(guide.id);
    expect(emails.map((each) => [each.kind, each.to])).toEqual([
      ["guide-link", "later@lockkeeper.example"],
    ]);
    // Saved again with the same address: not sent twice.
    await app.inject({
      method: "PATCH",
      url: `/api/access-guides/manage/${guide.manageToken}`,
      remoteAddress: nextAddress(),
      payload: { contactEmail: "later@lockkeeper.example" },
    });
    expect(await emailsAbout(guide.id)).toHaveLength(1);
  });
});

describe("waiting for review and published", () => {
  it("tells the team once when a guide is sent, and the business when it is published", async () => {
    const guide = await startGuide("owner@lockkeeper.example");
    await db.delete(notificationOutbox).where(sql`true`);

    expect((await submit(guide.manageToken)).statusCode).toBe(200);
    expect((await submit(guide.manageToken)).statusCode).toBe(200);
    const [notice, ...again] = await emailsAbout(guide.id);
    expect(again).toEqual([]);
    expect(notice?.kind).toBe("pending-guide");
    expect(notice?.to).toBeNull();
    expect(notice?.subject).toBe("Access guide awaiting review: The Lock Keeper's Café");
    expect(notice?.text).toContain("A new guide");
    expect(notice?.text).toContain(`${SITE}/admin?tab=access-guides`);

    await db.delete(notificationOutbox).where(sql`true`);
    const approved = await app.inject({
      method: "POST",
      url: `/api/admin/access-guides/${guide.id}/approve`,
      headers: { cookie: editor },
    });
    expect(approved.statusCode).toBe(200);
    const [published] = await emailsAbout(guide.id);
    expect(published?.kind).toBe("guide-published");
    expect(published?.to).toBe("owner@lockkeeper.example");
    expect(published?.subject).toBe("Your access guide for The Lock Keeper's Café is published");
    expect(published?.text).toContain(`${SITE}${approved.json().url}`);
  });

  it("tells the team when a change to a published guide waits", async () => {
    const guide = await makeAccessGuide(db, { name: "The Tow Path Deli", published: true });
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/access-guides/manage/${guide.manageToken}`,
      remoteAddress: nextAddress(),
      payload: { town: "Mytholmroyd" },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const [notice] = await emailsAbout(guide.id);
    expect(notice?.kind).toBe("pending-guide");
    expect(notice?.text).toContain("A change to a published guide");
    const [row] = await db.select().from(accessGuides).where(eq(accessGuides.id, guide.id));
    expect(row?.status).toBe("in_review");
  });

  it("e-mails nobody outside the team when the business gave no address", async () => {
    const guide = await startGuide();
    await submit(guide.manageToken);
    await app.inject({
      method: "POST",
      url: `/api/admin/access-guides/${guide.id}/approve`,
      headers: { cookie: editor },
    });
    expect((await emailsAbout(guide.id)).map((each) => each.kind)).toEqual(["pending-guide"]);
  });
});
