// Trust you can see: who stated each fact of a published guide and when, visitors'
// "Was this right?" answers and what the team does with a "wrong", and reports of a problem in
// the team's queue, with the median wait for its first action in /metrics.
import { eq, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { REPORT_REASON_IDS } from "../../../shared/access-guides/trust.ts";
import { auditLog, notificationOutbox } from "../../db/schema.ts";
import { GUIDE_SUBMISSION } from "../../test/guide-submission.ts";
import { resultsToken as makeResultsToken } from "../../test/self-assessment-results.ts";
import { setUpTestApp, testClock } from "../../test/test-app.ts";
import { composeEmail } from "../notifications/compose.ts";
import { readNotification } from "../notifications/payloads.ts";

const METRICS_TOKEN = "a-metrics-token-for-the-trust-tests";
const clock = testClock(new Date("2026-03-03T10:00:00Z"));
const { app, db, signInAs } = await setUpTestApp({ METRICS_TOKEN }, clock.now);
/** An editor signed in now: the tests move the clock on by weeks, past any session's life. */
const editor = async () => (await signInAs("editor")).cookie;
const DAY = 24 * 60 * 60 * 1000;

let address = 0;
const nextAddress = () => `203.0.113.${++address}`;

beforeEach(async () => {
  await db.delete(notificationOutbox).where(sql`true`);
});

const resultsToken = () => makeResultsToken(app, { remoteAddress: nextAddress() });

const approve = async (id: number) => {
  const approved = await app.inject({
    method: "POST",
    url: `/api/admin/access-guides/${id}/approve`,
    headers: { cookie: await editor() },
  });
  expect(approved.statusCode, approved.body).toBe(200);
};
const submit = async (token: string) => {
  const sent = await app.inject({
    method: "POST",
    url: `/api/access-guides/manage/${token}/submit`,
    payload: GUIDE_SUBMISSION,
    remoteAddress: nextAddress(),
  });
  expect(sent.statusCode, sent.body).toBe(200);
};

/** A guide with an entrance and a toilet, sent and approved today. */
async function publishedGuide(name: string) {
  const created = await app.inject({
    method: "POST",
    url: "/api/access-guides",
    remoteAddress: nextAddress(),
    payload: {
      assessmentToken: await resultsToken(),
      name,
      town: "Hebden Bridge",
      postcode: "HX7 8AD",
      location: { lat: 53.7414, lon: -2.0128 },
      contactEmail: "owner@example.org",
      details: {
        entrance: { stepFree: false, steps: 1, doorClearWidthMm: 800 },
        toilet: { accessible: true },
      },
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const guide = created.json() as { id: number; manageToken: string };
  await submit(guide.manageToken);
  await approve(guide.id);
  return guide;
}

const publicGuide = async (id: number) => {
  const response = await app.inject({ method: "GET", url: `/api/access-guides/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};
const say = (id: number, payload: object, remoteAddress = nextAddress()) =>
  app.inject({
    method: "POST",
    url: `/api/access-guides/${id}/feedback`,
    remoteAddress,
    payload,
  });
const report = (id: number, payload: object, remoteAddress = nextAddress()) =>
  app.inject({ method: "POST", url: `/api/access-guides/${id}/reports`, remoteAddress, payload });
const asEditor = async (method: "GET" | "POST", url: string) =>
  app.inject({ method, url, headers: { cookie: await editor() } });

describe("provenance on a published guide", () => {
  it("stamps each fact as the business's, and a changed fact with the day it was checked again", async () => {
    const guide = await publishedGuide("The Weavers' Tearoom");
    const checked = clock.now().toISOString();
    const first = await publicGuide(guide.id);
    expect(first.provenance).toMatchObject({
      "entrance.stepFree": { source: "business", checkedAt: checked },
      "entrance.steps": { source: "business", checkedAt: checked },
      "entrance.doorClearWidthMm": { source: "business", checkedAt: checked },
      "toilet.accessible": { source: "business", checkedAt: checked },
    });
    clock.advance(30 * DAY);
    const edited = await app.inject({
      method: "PATCH",
      url: `/api/access-guides/manage/${guide.manageToken}`,
      remoteAddress: nextAddress(),
      payload: {
        details: {
          entrance: { stepFree: false, steps: 1, doorClearWidthMm: 850 },
          toilet: { accessible: true },
        },
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    await submit(guide.manageToken);
    await approve(guide.id);
    const again = clock.now().toISOString();
    const second = await publicGuide(guide.id);
    expect(second.provenance["entrance.doorClearWidthMm"]).toEqual({
      source: "business",
      checkedAt: again,
    });
    expect(second.provenance["toilet.accessible"]).toEqual({
      source: "business",
      checkedAt: checked,
    });
    expect(second.sections.entrance).toEqual({
      stated: { source: "business", checkedAt: again },
      confirmations: 0,
      lastConfirmedAt: null,
      dispute: null,
    });
    // The same dates go into the A11yJSON's tags; the guide's last check stays as it was.
    const a11yJson = await app.inject({
      method: "GET",
      url: `/api/access-guides/${guide.id}/a11yjson`,
    });
    expect(a11yJson.json().properties.tags).toMatchObject({
      lastCheckedAt: again,
      "checkedAt.entrance.doorClearWidthMm": again,
      "checkedBy.entrance.doorClearWidthMm": "business",
      "checkedAt.toilet.accessible": checked,
    });
  });
});

describe('"Was this right?"', () => {
  it('counts and dates the "right" answers, which make the section\'s facts confirmed by visitors', async () => {
    const guide = await publishedGuide("The Mill Bakery");
    clock.advance(DAY);
    expect((await say(guide.id, { section: "toilet", answer: "right" })).statusCode).toBe(202);
    clock.advance(DAY);
    const second = await say(guide.id, { section: "toilet", answer: "right" });
    expect(second.statusCode, second.body).toBe(202);
    expect(second.json()).toEqual({ status: "received" });
    const seen = await publicGuide(guide.id);
    expect(seen.sections.toilet).toMatchObject({
      confirmations: 2,
      lastConfirmedAt: clock.now().toISOString(),
      dispute: null,
    });
    expect(seen.provenance["toilet.accessible"]).toEqual({
      source: "visitor",
      checkedAt: clock.now().toISOString(),
    });
    expect(seen.sections.entrance.confirmations).toBe(0);
    expect(seen.provenance["entrance.steps"].source).toBe("business");
  });

  it('puts a "wrong" before the team, who accept it: "being checked", the business e-mailed, then "unconfirmed"', async () => {
    const guide = await publishedGuide("The Packhorse Inn");
    const note = `There are two steps now (${guide.id})`;
    expect((await say(guide.id, { section: "entrance", answer: "wrong", note })).statusCode).toBe(
      202,
    );
    expect((await publicGuide(guide.id)).sections.entrance.dispute).toBeNull();
    const queue = await asEditor("GET", "/api/admin/access-guides/feedback");
    expect(queue.statusCode).toBe(200);
    const waiting = queue.json().find((each: { note: string }) => each.note === note);
    expect(waiting).toMatchObject({
      guideId: guide.id,
      guideName: "The Packhorse Inn",
      section: "entrance",
    });
    const accepted = await asEditor(
      "POST",
      `/api/admin/access-guides/feedback/${waiting.id}/accept`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect((await publicGuide(guide.id)).sections.entrance.dispute).toBe("being-checked");
    const queued = await asEditor("GET", "/api/admin/access-guides/feedback");
    expect(queued.json().some((each: { id: number }) => each.id === waiting.id)).toBe(false);

    const rows = await db.select().from(notificationOutbox);
    const emails = rows.flatMap((row) => {
      const notification = readNotification(row.kind, row.payload);
      return notification?.kind === "guide-disputed" && notification.payload.guideId === guide.id
        ? [composeEmail(row, notification, "https://www.realaccess.example")]
        : [];
    });
    expect(emails).toHaveLength(1);
    expect(emails[0]?.to).toBe("owner@example.org");
    expect(emails[0]?.subject).toBe(
      'Your access guide for The Packhorse Inn: please check "The entrance"',
    );
    expect(emails[0]?.text).toContain(note);

    clock.advance(31 * DAY);
    expect((await publicGuide(guide.id)).sections.entrance.dispute).toBe("unconfirmed");
  });

  it("keeps nothing a bot sends, and refuses a section that is not in a guide", async () => {
    const guide = await publishedGuide("The Bridge Gallery");
    const bot = await say(guide.id, { section: "toilet", answer: "right", website: "spam" });
    expect(bot.statusCode).toBe(202);
    expect((await publicGuide(guide.id)).sections.toilet.confirmations).toBe(0);
    const nowhere = await say(guide.id, { section: "roof", answer: "right" });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().details).toEqual([
      { field: "section", message: "Choose the part of the guide you are answering about" },
    ]);
  });
});

describe("reports", () => {
  it("land in the team's queue with an audit entry, and the wait for the first action is a metric", async () => {
    const guide = await publishedGuide("The Old Chapel Café");
    const details = `Closed since October (${guide.id})`;
    const sent = await report(guide.id, { reason: "closed", details });
    expect(sent.statusCode, sent.body).toBe(202);
    const queue = await asEditor("GET", "/api/admin/access-guides/reports");
    expect(queue.statusCode).toBe(200);
    const waiting = queue.json().find((each: { details: string }) => each.details === details);
    expect(waiting).toMatchObject({
      guideId: guide.id,
      guideName: "The Old Chapel Café",
      reason: "closed",
      handledAt: null,
    });
    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "access-guide.report"));
    expect(audit.some((row) => row.targetId === String(guide.id))).toBe(true);

    clock.advance(2 * 60 * 60 * 1000);
    const handled = await asEditor(
      "POST",
      `/api/admin/access-guides/reports/${waiting.id}/handled`,
    );
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().handledAt).toBe(clock.now().toISOString());
    const after = await asEditor("GET", "/api/admin/access-guides/reports");
    expect(after.json().some((each: { id: number }) => each.id === waiting.id)).toBe(false);

    const metrics = await app.inject({
      method: "GET",
      url: "/metrics",
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(metrics.body).toContain(
      "real_access_access_guide_report_first_action_median_seconds 7200",
    );
  });

  it("answers an unknown reason with 400 and the reasons there are", async () => {
    const guide = await publishedGuide("The Canal Shop");
    const refused = await report(guide.id, { reason: "too-expensive" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      {
        field: "reason",
        message: `Choose a reason for the report: ${REPORT_REASON_IDS.join(", ")}`,
      },
    ]);
    expect(REPORT_REASON_IDS.join(", ")).toBe(
      "closed, moved, wrong-facts, offensive, not-a-real-place, other",
    );
  });

  it("are only for published guides, and the team's queue only for editors", async () => {
    expect((await report(999_999, { reason: "moved" })).statusCode).toBe(404);
    const contributor = (await signInAs("contributor")).cookie;
    const queue = await app.inject({
      method: "GET",
      url: "/api/admin/access-guides/reports",
      headers: { cookie: contributor },
    });
    expect(queue.statusCode).toBe(403);
  });
});
