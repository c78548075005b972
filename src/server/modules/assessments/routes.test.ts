import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AREAS, areaById } from "../../../shared/assessment/areas/index.ts";
import type { Answer, AreaId } from "../../../shared/assessment/model.ts";
import { ASSESSMENT_RATE_LIMIT } from "../../../shared/contracts/assessments.ts";
import { assessments, quickSolutions } from "../../db/schema.ts";
import { quickSolutionSeeds } from "../../db/seed/quick-solutions.ts";
import { sha256Hex } from "../../db/sha256.ts";
import { makeQuickSolution } from "../../test/factories.ts";
import { ADMIN_PASSWORD, setUpTestApp } from "../../test/test-app.ts";
import { fixOf } from "./fixes/index.ts";
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
    expect(Object.keys(question).sort()).toEqual(["askedAfter", "hint", "id", "primary", "text"]);
    // Without a business named, every question is listed, follow-ups with their condition.
    const inside = body.areas[1].questions;
    expect(inside.map((q: { id: string }) => q.id)).toContain("inside.changing-places");
    expect(
      inside.find((q: { id: string }) => q.id === "inside.toilet-kept-clear").askedAfter,
    ).toEqual({
      question: "inside.accessible-toilet",
      answers: ["yes", "partly"],
    });
  });

  it("lists only what a business of that type and size is asked", async () => {
    const online = await app.inject({
      method: "GET",
      url: "/api/assessments/questions?businessType=online&businessSize=1",
    });
    const areas = online.json().areas;
    expect(areas.map((area: { id: string }) => area.id)).toEqual([
      "communication",
      "digital",
      "service",
      "employment",
    ]);
    const ids = areas.flatMap((area: { questions: { id: string }[] }) =>
      area.questions.map((q) => q.id),
    );
    expect(ids).not.toContain("communication.hearing-loop");
    expect(ids).not.toContain("employment.access-to-work");
    const bad = await app.inject({
      method: "GET",
      url: "/api/assessments/questions?businessSize=7",
    });
    expect(bad.statusCode).toBe(400);
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

  it("turns every No, Partly and Not sure into a recommendation, with at most five first steps", async () => {
    const responses = answerAll(["communication"], "no");
    const [first, second] = areaById("communication").questions;
    if (first) responses[first.id] = "partly";
    if (second) responses[second.id] = "not-sure";
    const response = await submit(submission({ focus: ["communication"], responses }));
    expect(response.statusCode).toBe(201);
    const { recommendations, firstSteps, overallScore } = response.json();
    expect(recommendations).toHaveLength(areaById("communication").questions.length);
    expect(overallScore).toBeLessThanOrEqual(50);
    expect(firstSteps.length).toBeGreaterThan(0);
    expect(firstSteps.length).toBeLessThanOrEqual(5);
    expect(
      recommendations.slice(0, firstSteps.length).map((r: { questionId: string }) => r.questionId),
    ).toEqual(firstSteps);
    expect(recommendations).toContainEqual(
      expect.objectContaining({
        questionId: second?.id,
        kind: "check",
        action: second && fixOf(second.id).check,
      }),
    );
  });

  it("carries the linked quick solution's bands and page, read when the results are read", async () => {
    const question = areaById("getting-there").questions.find(
      (candidate) => candidate.id === "getting-there.door-easy-to-open",
    );
    if (!question) throw new Error("no such question");
    const key = fixOf(question.id).fix.quickSolution;
    const responses = { ...answerAll(["getting-there"], "yes"), [question.id]: "no" };

    // Not on this site (the team deleted it): no bands, a link to the list, never a first step.
    const before = await submit(submission({ focus: ["getting-there"], responses }));
    expect(before.json().recommendations[0]).toMatchObject({ quickSolution: null, group: "refit" });

    const solution = await makeQuickSolution(db, {
      key,
      issue: "Door that takes two hands to open",
      costBand: "under-50",
      effortBand: "low",
    });
    const created = await submit(submission({ focus: ["getting-there"], responses }));
    const { token, recommendations, firstSteps } = created.json();
    expect(recommendations[0].quickSolution).toEqual({
      id: solution.id,
      title: "Door that takes two hands to open",
      url: `/advice-and-solutions/quick-solutions/${solution.id}-door-that-takes-two-hands-to-open`,
      costBand: "under-50",
      effortBand: "low",
    });
    expect(firstSteps).toEqual([question.id]);

    // The team re-rates it: the results say what Quick Solutions says.
    await db
      .update(quickSolutions)
      .set({ costBand: "over-500" })
      .where(eq(quickSolutions.id, solution.id));
    const later = (await read(token)).json();
    expect(later.recommendations[0]).toMatchObject({
      quickSolution: { costBand: "over-500" },
      group: "refit",
    });
    expect(later.firstSteps).toEqual([]);
    await db.delete(quickSolutions).where(eq(quickSolutions.id, solution.id));
  });

  it("asks about a Changing Places toilet only of a building the guidance names", async () => {
    const questions = await app.inject({
      method: "GET",
      url: "/api/assessments/questions?businessType=hospitality&businessSize=2-9",
    });
    const inside = questions
      .json()
      .areas.find((area: { id: string }) => area.id === "inside").questions;
    expect(
      inside.find((q: { id: string }) => q.id === "inside.changing-places").askedAfter,
    ).toEqual({ question: "inside.large-public-building", answers: ["yes"] });

    const responses = answerAll(["inside"], "no");
    const response = await submit(submission({ focus: ["inside"], responses }));
    expect(response.statusCode).toBe(201);
    const ids = response.json().recommendations.map((r: { questionId: string }) => r.questionId);
    expect(ids).not.toContain("inside.changing-places");
    // Nor whether a toilet it does not have is kept clear.
    expect(ids).not.toContain("inside.toilet-kept-clear");
    const stored = (await read(response.json().token)).json();
    expect(stored.responses).not.toHaveProperty("inside.changing-places");

    const large = { ...responses, "inside.large-public-building": "yes" };
    const building = await submit(submission({ focus: ["inside"], responses: large }));
    const planned = building
      .json()
      .recommendations.map((r: { questionId: string }) => r.questionId);
    expect(planned).toContain("inside.changing-places");
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
    // A follow-up is not asked until the answer that brings it in.
    const primary = areaById("service").questions.filter(
      (question) => question.primary && !question.askedWhen?.after,
    );
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
    [
      "Partly to a question that asks only what there is",
      { responses: { "getting-there.step-free-alternative": "partly" } },
      /with yes, no or not-sure: getting-there.step-free-alternative/,
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

describe("getting in comes first", () => {
  // The plan ranks by the quick solutions' bands, so they are here as seeded.
  beforeAll(async () => {
    await db.insert(quickSolutions).values(quickSolutionSeeds);
  });
  afterAll(async () => {
    await db.delete(quickSolutions);
  });
  const everyArea = AREAS.map((area) => area.id);
  const cafeSaysNo = () =>
    submit(submission({ focus: everyArea, responses: answerAll(everyArea, "no") }));

  it("gives a café answering No throughout its front step within its first two steps", async () => {
    const response = await cafeSaysNo();
    expect(response.statusCode).toBe(201);
    const { firstSteps } = response.json();
    expect(firstSteps.slice(0, 2)).toContain("getting-there.step-free-entrance");
  });

  it("never sends it to a step-free entrance it said it has not got, nor trains staff on equipment it has not got", async () => {
    const { recommendations } = (await cafeSaysNo()).json();
    const actions = recommendations.map((r: { action: string }) => r.action);
    for (const action of actions) {
      expect(action).not.toMatch(/step-free (entrance|door)/i);
      expect(action).not.toMatch(/unlock/i);
      expect(action).not.toMatch(/access equipment/i);
    }
  });

  it("advises sign-posting and unlocking a step-free entrance only when there is one", async () => {
    const responses = {
      ...answerAll(["getting-there"], "yes"),
      "getting-there.step-free-entrance": "no",
      "getting-there.step-free-alternative": "yes",
      "getting-there.step-free-alternative-open": "no",
    };
    const response = await submit(submission({ focus: ["getting-there"], responses }));
    const advice = response
      .json()
      .recommendations.find(
        (r: { questionId: string }) => r.questionId === "getting-there.step-free-alternative-open",
      );
    expect(advice.action).toMatch(/unlocked/);
    expect(advice.action).toMatch(/sign at the main entrance/);
  });
});

describe("PUT /api/assessments/:token", () => {
  const update = (token: string, payload: unknown, remoteAddress = nextAddress()) =>
    app.inject({
      method: "PUT",
      url: `/api/assessments/${token}`,
      payload: payload as object,
      remoteAddress,
    });
  const allNo = () =>
    submission({ responses: answerAll(["getting-there", "communication"], "no") });

  it("updates the results at the same address, which then shows the new results", async () => {
    const { token } = (await submit(allNo())).json();
    const response = await update(token, submission());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token, overallScore: 100, recommendations: [] });
    const shown = (await read(token)).json();
    expect(shown).toMatchObject({ token, overallScore: 100, recommendations: [] });
    expect(shown.previous).toMatchObject({
      overallScore: 0,
      scores: { "getting-there": 0, communication: 0 },
    });
  });

  it("keeps a dated history of the earlier scores, newest first", async () => {
    const { token } = (await submit(allNo())).json();
    const half = answerAll(["getting-there", "communication"], "yes");
    half["communication.contact-in-writing"] = "no";
    await update(token, submission({ responses: half }));
    await update(token, submission());
    const { history, createdAt, updatedAt } = (await read(token)).json();
    expect(history.map((entry: { overallScore: number }) => entry.overallScore)).toEqual([
      expect.any(Number),
      0,
    ]);
    expect(history[0].overallScore).toBeGreaterThan(0);
    expect(history[0].overallScore).toBeLessThan(100);
    for (const entry of history) expect(Date.parse(entry.assessedAt)).not.toBeNaN();
    expect(history[1].assessedAt).toBe(createdAt);
    expect(Date.parse(updatedAt)).toBeGreaterThanOrEqual(Date.parse(createdAt));
    // Still one result for the editors' summary, not three.
    const rows = await db.select({ id: assessments.id }).from(assessments);
    const before = rows.length;
    await update(token, submission());
    expect(await db.select({ id: assessments.id }).from(assessments)).toHaveLength(before);
  });

  it("answers 404 for results that are not there, and 400 for a bad token or body", async () => {
    expect((await update("A".repeat(32), submission())).statusCode).toBe(404);
    expect((await update("short", submission())).statusCode).toBe(400);
    const { token } = (await submit(submission())).json();
    const bad = await update(token, submission({ businessType: "castle" }));
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toMatch(/Choose your type of business/);
    expect((await read(token)).json().overallScore).toBe(100);
  });

  it("shares the hourly limit with new results", async () => {
    const from = nextAddress();
    const { token } = (await submit(submission(), from)).json();
    for (let sent = 1; sent < ASSESSMENT_RATE_LIMIT.max; sent += 1) {
      expect((await update(token, submission(), from)).statusCode).toBe(200);
    }
    const refused = await update(token, submission(), from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toBe(ASSESSMENT_RATE_LIMIT_MESSAGE);
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

  it("shows the earlier scores of results made, before updates kept their address, to follow others", async () => {
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

describe("results kept from before 'Do you have a car park for visitors?' was asked", () => {
  /** Results made now, then their answers put back as the old question bank stored them. */
  async function oldResults(blueBadge: Answer) {
    const answer = await app.inject({
      method: "POST",
      url: "/api/assessments",
      remoteAddress: nextAddress(),
      payload: submission(),
    });
    const { token } = answer.json();
    const { "getting-there.car-park": _asked, ...rest } = submission().responses;
    await db
      .update(assessments)
      .set({ responses: { ...rest, "getting-there.blue-badge-parking": blueBadge } })
      .where(eq(assessments.tokenHash, sha256Hex(token)));
    return (await app.inject({ method: "GET", url: `/api/assessments/${token}` })).json();
  }

  it("say nothing about a Blue Badge bay from an old No, which may mean no car park", async () => {
    const result = await oldResults("no");
    expect(result.recommendations.map((r: { questionId: string }) => r.questionId)).not.toContain(
      "getting-there.blue-badge-parking",
    );
    expect(result.responses["getting-there.car-park"]).toBeUndefined();
  });

  it("read an old Partly as a car park with too few Blue Badge spaces", async () => {
    const result = await oldResults("partly");
    expect(result.responses["getting-there.car-park"]).toBe("yes");
    expect(result.recommendations.map((r: { questionId: string }) => r.questionId)).toContain(
      "getting-there.blue-badge-parking",
    );
  });
});
