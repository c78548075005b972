// Kept fresh (decision 036): a published guide not checked for 12 months is e-mailed once, when its
// business gave an address, with a link of its own that opens the guide; the link leaves the
// outbox once the e-mail has gone.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { accessGuides, notificationOutbox } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { composeEmail } from "../notifications/compose.ts";
import { payloadAfterSending, readNotification } from "../notifications/payloads.ts";
import { remindStaleGuides } from "./reminders.ts";

const { app, db } = await setUpTestApp();
// The factory's guides were last checked on 1 June 2026.
const A_YEAR_AND_A_MONTH_LATER = new Date("2027-07-01T09:00:00Z");
const ELEVEN_MONTHS_LATER = new Date("2027-05-01T09:00:00Z");

const reminders = () =>
  db.select().from(notificationOutbox).where(eq(notificationOutbox.kind, "guide-reminder"));

beforeEach(async () => {
  await db.delete(notificationOutbox).where(sql`true`);
  await db.delete(accessGuides).where(sql`true`);
});

async function staleGuide(email: string | null, published = true) {
  const guide = await makeAccessGuide(db, { name: "Otley Tea Rooms", published });
  await db
    .update(accessGuides)
    .set({ contactEmail: email, lastCheckedAt: new Date("2026-06-01T10:00:00Z") })
    .where(eq(accessGuides.id, guide.id));
  return guide;
}

describe("reminding businesses of guides not checked for 12 months", () => {
  it("e-mails once a link that opens the guide, and forgets the link once sent", async () => {
    const guide = await staleGuide("owner@tearooms.example");
    expect(await remindStaleGuides(db, ELEVEN_MONTHS_LATER)).toBe(0);
    expect(await remindStaleGuides(db, A_YEAR_AND_A_MONTH_LATER)).toBe(1);
    expect(await remindStaleGuides(db, A_YEAR_AND_A_MONTH_LATER)).toBe(0);

    const [row] = await reminders();
    const notification = readNotification(row?.kind ?? "", row?.payload);
    if (notification?.kind !== "guide-reminder") throw new Error("no reminder queued");
    const { manageToken } = notification.payload;
    const email = composeEmail(
      { id: row?.id ?? 0, createdAt: new Date() },
      notification,
      "https://www.realaccess.example",
    );
    expect(email.to).toBe("owner@tearooms.example");
    expect(email.text).toContain(
      `https://www.realaccess.example/access-guides/manage/${manageToken}`,
    );
    expect(email.text).toContain("1 June 2026");

    const opened = await app.inject({
      method: "GET",
      url: `/api/access-guides/manage/${manageToken}`,
    });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().id).toBe(guide.id);
    expect(payloadAfterSending(notification)).toMatchObject({ manageToken: null });
  });

  it("reminds nobody without an address, and no guide never published", async () => {
    await staleGuide(null);
    await staleGuide("draft@tearooms.example", false);
    expect(await remindStaleGuides(db, A_YEAR_AND_A_MONTH_LATER)).toBe(0);
    expect(await reminders()).toEqual([]);
  });
});

describe("reminding sooner for equipment that breaks", () => {
  it("e-mails at 6 months a guide that promises a lift, naming the facts due", async () => {
    const withLift = await makeAccessGuide(db, {
      name: "Lift Lane Gallery",
      published: true,
      details: { inside: { lift: true }, entrance: { doorClearWidthMm: 900 } },
    });
    const without = await makeAccessGuide(db, { name: "Stairs Only Shop", published: true });
    for (const guide of [withLift, without]) {
      await db
        .update(accessGuides)
        .set({ contactEmail: "owner@gallery.example" })
        .where(eq(accessGuides.id, guide.id));
    }
    const SEVEN_MONTHS_LATER = new Date("2027-01-02T09:00:00Z");
    expect(await remindStaleGuides(db, new Date("2026-11-30T09:00:00Z"))).toBe(0);
    expect(await remindStaleGuides(db, SEVEN_MONTHS_LATER)).toBe(1);
    const [row] = await reminders();
    const notification = readNotification(row?.kind ?? "", row?.payload);
    if (notification?.kind !== "guide-reminder") throw new Error("no reminder queued");
    expect(notification.payload).toMatchObject({
      guideId: withLift.id,
      dueFacts: ["Is there a lift to other floors?"],
    });
    const email = composeEmail(
      { id: row?.id ?? 0, createdAt: new Date() },
      notification,
      "https://www.realaccess.example",
    );
    expect(email.text).toContain("Due to be checked: Is there a lift to other floors?.");
    expect(email.text).toContain('"Everything is still right"');
  });
});
