// Live notices through the API and the pages: a business posts one from its manage
// link and it shows at once in the public guide, on the guide's page and in the directory; it is
// gone after DELETE, and after its last day by itself; a note with a web address, a day in the
// past or too far ahead, and a guide not yet published are refused with words. Without
// JavaScript, the manage page's forms do the same.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, ukToday } from "../../../shared/access-guides/notices.ts";
import {
  ACCESS_GUIDE_NOTICE_LIMIT,
  NOTICE_MESSAGES,
} from "../../../shared/contracts/access-guide-notices.ts";
import { permalinkPath } from "../../../shared/permalinks.ts";
import { accessGuides, auditLog } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { decoded, postForm } from "../../test/form-pages.ts";
import { setUpTestApp } from "../../test/test-app.ts";
import { testPageSource } from "../../test/test-pages.ts";

// Dates from today's, as the pages and the feed read the real clock; a test moves the app's.
const TODAY = ukToday(new Date());
const day = (offset: number) => addDays(TODAY, offset);
let clock = new Date();
const { app, db } = await setUpTestApp({}, () => clock, { pages: await testPageSource() });

let address = 0;
const nextAddress = () => `198.51.100.${++address}`;

let made = 0;
async function publishedGuide() {
  made += 1;
  const guide = await makeAccessGuide(db, {
    published: true,
    name: `Notice Café ${made}`,
    town: `Noticeton ${made}`,
    details: { inside: { lift: true, liftWidthMm: 1100 }, entrance: { stepFree: true } },
  });
  return { ...guide, page: permalinkPath("access-guide", { id: guide.id, title: guide.name }) };
}

const post = (token: string, payload: object) =>
  app.inject({
    method: "POST",
    url: `/api/access-guides/manage/${token}/notices`,
    remoteAddress: nextAddress(),
    payload,
  });
const end = (token: string, id: number) =>
  app.inject({
    method: "DELETE",
    url: `/api/access-guides/manage/${token}/notices/${id}`,
    remoteAddress: nextAddress(),
  });
const publicGuide = async (id: number) =>
  (await app.inject({ method: "GET", url: `/api/access-guides/${id}` })).json();
const pageText = async (path: string) =>
  decoded((await app.inject({ method: "GET", url: path })).body);

/** "Friday 4 December", with the year when it is not this year's (shared/access-guides/notices.test.ts). */
function inWords(until: string) {
  const sameYear = until.slice(0, 4) === TODAY.slice(0, 4);
  return new Intl.DateTimeFormat("en-GB", {
    weekday: "long",
    day: "numeric",
    month: "long",
    ...(sameYear ? {} : { year: "numeric" as const }),
    timeZone: "UTC",
  })
    .format(new Date(`${until}T12:00:00Z`))
    .replace(",", "");
}
const SOON = day(6);
const LIFT_NOTICE = `The lift is out of use until ${inWords(SOON)}.`;

describe("live notices", () => {
  it("shows a notice at once on the public guide, its page and the directory, and not after DELETE", async () => {
    const guide = await publishedGuide();
    const posted = await post(guide.manageToken, {
      facility: "lift",
      until: SOON,
      note: "An engineer is booked. Staff will bring orders down.",
    });
    expect(posted.statusCode).toBe(201);
    const notice = posted.json();
    expect(notice).toMatchObject({ facility: "lift", until: SOON });

    expect((await publicGuide(guide.id)).notices).toEqual([
      expect.objectContaining({
        id: notice.id,
        facility: "lift",
        until: SOON,
        note: "An engineer is booked. Staff will bring orders down.",
      }),
    ]);
    const page = await pageText(guide.page);
    expect(page).toContain(LIFT_NOTICE);
    expect(page).toContain("An engineer is booked. Staff will bring orders down.");
    const print = await pageText(`${guide.page}/print`);
    expect(print).toContain(
      `<strong>Out of use:</strong> ${LIFT_NOTICE} An engineer is booked. Staff will bring orders down.`,
    );
    const directory = await pageText(`/access-guides?town=${encodeURIComponent(guide.town)}`);
    expect(directory).toContain(LIFT_NOTICE);
    const a11yJson = (
      await app.inject({ method: "GET", url: `/api/access-guides/${guide.id}/a11yjson` })
    ).json();
    expect(a11yJson.properties.accessibility.availableEquipment[0]).toMatchObject({
      category: "elevator",
      isWorking: false,
    });

    expect((await end(guide.manageToken, notice.id)).statusCode).toBe(204);
    expect((await publicGuide(guide.id)).notices).toEqual([]);
    expect(await pageText(guide.page)).not.toContain(LIFT_NOTICE);
    // Ended once is ended: again, it is not there to end.
    expect((await end(guide.manageToken, notice.id)).statusCode).toBe(404);

    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, String(guide.id)), eq(auditLog.actor, "business")));
    expect(audit.map((row) => row.action).sort()).toEqual([
      "access-guide.notice-end",
      "access-guide.notice-post",
    ]);
  });

  it("ends a notice by itself after its last day", async () => {
    const guide = await publishedGuide();
    expect(
      (await post(guide.manageToken, { facility: "hearing-loop", until: day(2) })).statusCode,
    ).toBe(201);
    try {
      // 22:30 UTC is still the same day in the UK, summer or winter; 00:30 the next.
      clock = new Date(`${day(2)}T22:30:00Z`);
      expect((await publicGuide(guide.id)).notices).toHaveLength(1);
      clock = new Date(`${day(3)}T00:30:00Z`);
      expect((await publicGuide(guide.id)).notices).toEqual([]);
    } finally {
      clock = new Date();
    }
  });

  it("refuses a note with a web address, a day past or too far ahead, with words", async () => {
    const guide = await publishedGuide();
    const link = await post(guide.manageToken, {
      facility: "other",
      until: day(3),
      note: "Book at www.cheap-offers.example.com now",
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().details).toEqual([{ field: "note", message: NOTICE_MESSAGES.link }]);
    const past = await post(guide.manageToken, { facility: "lift", until: day(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().error).toBe(NOTICE_MESSAGES.tooSoon);
    const far = await post(guide.manageToken, { facility: "lift", until: day(91) });
    expect(far.statusCode).toBe(400);
    expect(far.json().error).toBe(NOTICE_MESSAGES.tooLate);
    const unknown = await post(guide.manageToken, { facility: "escalator", until: day(3) });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toEqual([
      { field: "facility", message: NOTICE_MESSAGES.facility },
    ]);
    expect((await publicGuide(guide.id)).notices).toEqual([]);
  });

  it("refuses a notice on a guide not yet published", async () => {
    const draft = await makeAccessGuide(db);
    const response = await post(draft.manageToken, { facility: "lift", until: day(3) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toBe(NOTICE_MESSAGES.notPublished);
  });

  it("posts and ends a notice without JavaScript, and tells a refused one beside its field", async () => {
    const guide = await publishedGuide();
    const manage = `/access-guides/manage/${guide.manageToken}`;
    const refused = await postForm(
      app,
      `${manage}/notices`,
      { facility: "toilet", until: day(-30), note: "" },
      nextAddress(),
    );
    expect(refused.statusCode).toBe(400);
    expect(decoded(refused.body)).toContain(NOTICE_MESSAGES.tooSoon);

    const taken = await postForm(
      app,
      `${manage}/notices`,
      { facility: "toilet", until: SOON, note: "Use the one at the library." },
      nextAddress(),
    );
    expect(taken.statusCode).toBe(303);
    expect(taken.headers.location).toBe(`${manage}?notice=posted#notices`);
    const managePage = await pageText(`${manage}?notice=posted`);
    expect(managePage).toContain("Your notice is on your guide now.");
    expect(managePage).toContain(`The accessible toilet is out of use until ${inWords(SOON)}.`);
    const [notice] = (await publicGuide(guide.id)).notices;
    expect(await pageText(guide.page)).toContain("Use the one at the library.");

    const ended = await postForm(app, `${manage}/notices/${notice.id}/end`, {}, nextAddress());
    expect(ended.statusCode).toBe(303);
    expect(ended.headers.location).toBe(`${manage}?notice=ended#notices`);
    expect((await publicGuide(guide.id)).notices).toEqual([]);
  });
});

describe("live notices elsewhere, and their limit", () => {
  it("puts a notice first in the guide's feed entry", async () => {
    const guide = await publishedGuide();
    await post(guide.manageToken, { facility: "lift", until: SOON, note: "Sorry!" });
    const feed = decoded(
      (await app.inject({ method: "GET", url: "/feeds/access-guides.xml" })).body,
    );
    expect(feed).toContain(`${LIFT_NOTICE} Sorry! An access guide for ${guide.name}`);
  });

  it("pauses posting from an address that posts too often", async () => {
    const draft = await makeAccessGuide(db);
    const from = "203.0.113.77";
    const send = () =>
      app.inject({
        method: "POST",
        url: `/api/access-guides/manage/${draft.manageToken}/notices`,
        remoteAddress: from,
        payload: { facility: "lift", until: day(3) },
      });
    // Each post counts, a refused one too (this guide is not published: 409).
    for (let sent = 0; sent < ACCESS_GUIDE_NOTICE_LIMIT.max; sent += 1) {
      expect((await send()).statusCode).toBe(409);
    }
    const paused = await send();
    expect(paused.statusCode).toBe(429);
    expect(paused.json().error).toContain("paused them for a while");
  });
});

describe("confirming a guide is still right", () => {
  const OVERDUE = "This may be out of date: the business has not confirmed it recently.";

  it("marks a lift not confirmed for 7 months, until the business confirms everything", async () => {
    const guide = await publishedGuide();
    // Pages read the real clock: seven months before it, a lift is due (6) and a door is not (12).
    const sevenMonthsAgo = new Date();
    sevenMonthsAgo.setUTCMonth(sevenMonthsAgo.getUTCMonth() - 7);
    await db
      .update(accessGuides)
      .set({
        lastCheckedAt: sevenMonthsAgo,
        published: {
          ...(guide.published ?? {
            name: guide.name,
            town: guide.town,
            postcode: guide.postcode,
            postcodeDistrict: "LS1",
            details: {},
            contactEmail: null,
          }),
          lastCheckedAt: sevenMonthsAgo.toISOString(),
        },
      })
      .where(eq(accessGuides.id, guide.id));
    const before = await pageText(guide.page);
    expect(before.split(OVERDUE)).toHaveLength(2);
    expect(before).toMatch(
      /Is there a lift to other floors\?<\/dt><dd[^>]*>Yes<span[^>]*>This may be out of date/,
    );

    const saved = clock;
    clock = new Date();
    try {
      const confirmed = await postForm(
        app,
        `/access-guides/manage/${guide.manageToken}/confirm`,
        {},
        nextAddress(),
      );
      expect(confirmed.statusCode).toBe(303);
      expect(confirmed.headers.location).toBe(
        `/access-guides/manage/${guide.manageToken}?notice=confirmed#notices`,
      );
      expect((await publicGuide(guide.id)).lastCheckedAt).toBe(clock.toISOString());
      expect(await pageText(guide.page)).not.toContain(OVERDUE);
      const api = await app.inject({
        method: "POST",
        url: `/api/access-guides/manage/${guide.manageToken}/confirm`,
        remoteAddress: nextAddress(),
      });
      expect(api.statusCode).toBe(200);
      expect(api.json()).toEqual({ lastCheckedAt: clock.toISOString() });
    } finally {
      clock = saved;
    }
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(
        and(eq(auditLog.targetId, String(guide.id)), eq(auditLog.action, "access-guide.confirm")),
      );
    expect(audit).toHaveLength(2);
  });

  it("refuses to confirm a guide not yet published", async () => {
    const draft = await makeAccessGuide(db);
    const response = await app.inject({
      method: "POST",
      url: `/api/access-guides/manage/${draft.manageToken}/confirm`,
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(409);
  });
});
