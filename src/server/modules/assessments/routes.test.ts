import { describe, expect, it } from "vitest";
import { AREAS, areaById } from "../../../shared/assessment/areas/index.ts";
import type { Answer, AreaId } from "../../../shared/assessment/model.ts";
import { ASSESSMENT_RATE_LIMIT } from "../../../shared/contracts/assessments.ts";
import { assessments } from "../../db/schema.ts";
import { makeQuickSolution } from "../../test/factories.ts";
import { ADMIN_PASSWORD, setUpTestApp } from "../../test/test-app.ts";
import { ASSESSMENT_RATE_LIMIT_MESSAGE } from "./routes.ts";
import { NOTHING_TO_SCORE } from "./service.ts";

const { app, db } = await setUpTestApp();

let address = 0;
/** Each test sends from its own client address, so the hourly limit never leaks between tests. */
const nextAddress = () => `198.51.100.${++address}`;

/** The same answer to every question of the areas. */
const answerAll = (areaIds: AreaId[], answer: Answer) =>
  Object.fromEntries(
    areaIds.flatMap((id) => areaById(id).questions.map((question) => [question.id, answer])),
  );

const submission = (overrides: Record<string, unknown> = {}) => ({
  businessType: "hospitality",
  businessSize: "2-9",
  focus: ["getting-there", "communication"],
  responses: answerAll(["getting-there", "communication"], "yes"),
  ...overrides,
});

const submit = (payload: unknown, remoteAddress = nextAddress()) =>
  app.inject({
    method: "POST",
    url: "/api/assessments",
    payload: payload as object,
    remoteAddress,
  });

const read = (token: string) => app.inject({ method: "GET", url: `/api/assessments/${token}` });

describe("GET /api/assessments/questions", () => {
  it("lists the business types, sizes and every area's questions without the fixes", async () => {
    const response = await app.inject({ method: "GET", url: "/api/assessments/questions" });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.businessTypes).toContainEqual({ id: "online", label: "Online only" });
    expect(body.businessSizes.map((size: { label: string }) => size.label)).toHaveLength(5);
    expect(body.areas.map((area: { title: string }) => area.title)).toEqual([
      "Getting there and getting in",
      "Inside the premises",
      "Communication and information",
      "Website and digital",
      "Customer service and staff",
      "Employment and policies",
    ]);
    const [question] = body.areas[0].questions;
    expect(Object.keys(question).sort()).toEqual(["hint", "id", "primary", "text"]);
  });
});

describe("POST /api/assessments", () => {
  it("scores on the server, ignoring scores a client sends, and answers 201 with a long token", async () => {
    const response = await submit(submission({ overallScore: 3, scores: { digital: 1 } }));
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(body.overallScore).toBe(100);
    expect(body.scores).toEqual({ "getting-there": 100, communication: 100 });
    expect(body.recommendations).toEqual([]);
  });

  it("turns every No, Partly and Not sure into a recommendation, highest impact first", async () => {
    const responses = answerAll(["communication"], "no");
    const [first, second] = areaById("communication").questions;
    if (first) responses[first.id] = "partly";
    if (second) responses[second.id] = "not-sure";
    const response = await submit(submission({ focus: ["communication"], responses }));
    expect(response.statusCode).toBe(201);
    const { recommendations, overallScore } = response.json();
    expect(recommendations).toHaveLength(areaById("communication").questions.length);
    expect(overallScore).toBeLessThanOrEqual(50);
    const rank = { high: 3, medium: 2, low: 1 } as const;
    const impacts = recommendations.map((r: { impact: keyof typeof rank }) => rank[r.impact]);
    expect(impacts).toEqual([...impacts].sort((a, b) => b - a));
    expect(recommendations[0]).toMatchObject({
      areaId: "communication",
      action: expect.any(String),
      cost: expect.stringMatching(/^£{1,3}$/),
      learnMore: {
        title: expect.any(String),
        href: expect.stringMatching(/^\/advice-and-solutions/),
      },
    });
  });

  it("links a fix to the quick solution that explains it when the site has it", async () => {
    const question = AREAS.flatMap((area) => area.questions).find(
      (candidate) => "quickSolution" in candidate.fix.learnMore,
    );
    if (!question || !("quickSolution" in question.fix.learnMore)) throw new Error("no link");
    const title = question.fix.learnMore.quickSolution;
    const areaId = question.id.split(".")[0] as AreaId;
    const responses = { ...answerAll([areaId], "yes"), [question.id]: "no" };

    const before = await submit(submission({ focus: [areaId], responses }));
    expect(before.json().recommendations[0].learnMore).toEqual({
      title: "Quick Solutions",
      href: "/advice-and-solutions",
    });

    await makeQuickSolution(db, { issue: title });
    const after = await submit(submission({ focus: [areaId], responses }));
    expect(after.json().recommendations[0].learnMore).toEqual({
      title,
      href: `/advice-and-solutions?search=${encodeURIComponent(title).replaceAll("%20", "+")}`,
    });
  });

  it("leaves out the premises areas for an online-only business", async () => {
    const response = await submit(
      submission({
        businessType: "online",
        focus: ["getting-there", "digital"],
        responses: answerAll(["digital"], "yes"),
      }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().scores).toEqual({ digital: 100 });
  });

  it("names the unanswered primary questions of a chosen area", async () => {
    const primary = areaById("service").questions.filter((question) => question.primary);
    const response = await submit(submission({ focus: ["service"], responses: {} }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details.unanswered).toEqual(primary.map((question) => question.id));
    expect(response.json().error).toContain(primary[0]?.id);
  });

  it.each([
    [
      "an unknown question",
      { responses: { "getting-there.moat-bridge": "yes" } },
      /Unknown question ids/,
    ],
    [
      "an unknown answer",
      { responses: { [AREAS[0]?.questions[0]?.id ?? ""]: "maybe" } },
      /Answer with yes/,
    ],
    ["an unknown area", { focus: ["car-park"] }, /Choose areas from the list/],
    ["no area", { focus: [] }, /Choose at least one area/],
    ["an unknown business type", { businessType: "castle" }, /Choose your type of business/],
  ])("refuses %s with 400", async (_name, overrides, message) => {
    const response = await submit(submission(overrides));
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toMatch(message);
  });

  it("refuses an assessment where nothing applies", async () => {
    const response = await submit(
      submission({ focus: ["digital"], responses: answerAll(["digital"], "not-applicable") }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(NOTHING_TO_SCORE);
  });

  it(`pauses an address after ${ASSESSMENT_RATE_LIMIT.max} in an hour`, async () => {
    const from = nextAddress();
    for (let sent = 0; sent < ASSESSMENT_RATE_LIMIT.max; sent += 1) {
      expect((await submit(submission(), from)).statusCode).toBe(201);
    }
    const refused = await submit(submission(), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(ASSESSMENT_RATE_LIMIT_MESSAGE);
    expect((await submit(submission())).statusCode).toBe(201);
  });
});

describe("GET and DELETE /api/assessments/:token", () => {
  it("reads results back privately, with the band, the draft guide and no token stored", async () => {
    const { token } = (await submit(submission())).json();
    const response = await read(token);
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    const body = response.json();
    expect(body).toMatchObject({
      token,
      businessType: "hospitality",
      focus: ["getting-there", "communication"],
      overallScore: 100,
      band: "Leading the way",
      previous: null,
    });
    expect(body.guide.at(-1)).toMatchObject({ id: "help", title: "How to ask for help" });
    expect(body.guideText).toContain("How to ask for help");
    const rows = await db.select({ tokenHash: assessments.tokenHash }).from(assessments);
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
  });

  it("shows the earlier scores when the assessment updated another", async () => {
    const first = await submit(
      submission({ responses: answerAll(["getting-there", "communication"], "no") }),
    );
    const earlier = first.json().token;
    const second = await submit(submission({ previousToken: earlier }));
    const body = (await read(second.json().token)).json();
    expect(body.previous).toMatchObject({
      overallScore: 0,
      scores: { "getting-there": 0, communication: 0 },
    });
  });

  it("deletes results, after which they are gone", async () => {
    const { token } = (await submit(submission())).json();
    const deleted = await app.inject({ method: "DELETE", url: `/api/assessments/${token}` });
    expect(deleted.statusCode).toBe(204);
    expect((await read(token)).statusCode).toBe(404);
    const again = await app.inject({ method: "DELETE", url: `/api/assessments/${token}` });
    expect(again.statusCode).toBe(404);
  });

  it("answers a token that is not one with 400, and an unknown one with 404", async () => {
    expect((await read("short")).statusCode).toBe(400);
    expect((await read("A".repeat(32))).statusCode).toBe(404);
  });
});

describe("GET /api/admin/assessments/summary", () => {
  it("is for the admin only", async () => {
    const response = await app.inject({ method: "GET", url: "/api/admin/assessments/summary" });
    expect(response.statusCode).toBe(401);
  });

  it("counts assessments, averages each area and lists the commonest gaps", async () => {
    const gap = areaById("digital").questions[0];
    const responses = { ...answerAll(["digital"], "yes"), ...(gap ? { [gap.id]: "no" } : {}) };
    await submit(submission({ focus: ["digital"], responses }));
    await submit(submission({ focus: ["digital"], responses }));
    const response = await app.inject({
      method: "GET",
      url: "/api/admin/assessments/summary",
      headers: { authorization: `Bearer ${ADMIN_PASSWORD}` },
    });
    expect(response.statusCode).toBe(200);
    const summary = response.json();
    expect(summary.count).toBeGreaterThanOrEqual(2);
    expect(
      summary.areas.find((area: { id: string }) => area.id === "digital").assessed,
    ).toBeGreaterThanOrEqual(2);
    expect(summary.commonGaps).toContainEqual(
      expect.objectContaining({ questionId: gap?.id, count: expect.any(Number) }),
    );
  });
});
