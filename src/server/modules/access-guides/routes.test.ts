// Access guides through the API (decision 036): made from self-assessment results, managed by a
// secret token, reviewed by an editor before anyone sees them, listed in the directory by town
// and need, and exported as A11yJSON with units.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { areaById } from "../../../shared/assessment/areas/index.ts";
import type { Answer, AreaId } from "../../../shared/assessment/model.ts";
import { ACCESS_GUIDE_CREATE_LIMIT } from "../../../shared/contracts/access-guides.ts";
import { accessGuides, auditLog, notificationOutbox } from "../../db/schema.ts";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { GUIDE_SUBMISSION } from "../../test/guide-submission.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db, signInAs } = await setUpTestApp();
const editor = (await signInAs("editor")).cookie;
const contributor = (await signInAs("contributor")).cookie;

let address = 0;
/** Each test sends from its own address, so the hourly limits never leak between tests. */
const nextAddress = () => `198.51.100.${++address}`;

const AREAS: AreaId[] = ["getting-there", "inside", "service", "communication"];
const answerAll = (answer: Answer) =>
  Object.fromEntries(
    AREAS.flatMap((id) => areaById(id).questions.map((question) => [question.id, answer])),
  );

/** A café's results: every question Yes but a step at the front door. */
async function cafeResults() {
  const response = await app.inject({
    method: "POST",
    url: "/api/assessments",
    remoteAddress: nextAddress(),
    payload: {
      businessType: "hospitality",
      businessSize: "2-9",
      focus: AREAS,
      responses: {
        ...answerAll("yes"),
        "getting-there.step-free-entrance": "no",
        "getting-there.step-free-alternative": "no",
      },
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json().token as string;
}

const guideBody = async (overrides: Record<string, unknown> = {}) => ({
  assessmentToken: await cafeResults(),
  name: "The Corner Café",
  town: "Otley",
  postcode: "ls21 1bz",
  location: { lat: 53.9059, lon: -1.6918 },
  contactEmail: "owner@corner-cafe.example",
  details: {
    entrance: { steps: 1, stepHeightMm: 150, doorClearWidthMm: 850, ramp: true },
    parking: { blueBadgeBays: 2, distanceToEntranceM: 25 },
    toilet: { transferSpaceMm: 800 },
  },
  ...overrides,
});

const create = async (body: unknown, remoteAddress = nextAddress()) =>
  app.inject({ method: "POST", url: "/api/access-guides", payload: body as object, remoteAddress });

const manage = (token: string, method: "GET" | "PATCH" | "DELETE" = "GET", payload?: object) =>
  app.inject({
    method,
    url: `/api/access-guides/manage/${token}`,
    remoteAddress: nextAddress(),
    ...(payload ? { payload } : {}),
  });
const submit = (token: string) =>
  app.inject({
    method: "POST",
    url: `/api/access-guides/manage/${token}/submit`,
    payload: GUIDE_SUBMISSION,
    remoteAddress: nextAddress(),
  });
const approve = (id: number, cookie = editor) =>
  app.inject({
    method: "POST",
    url: `/api/admin/access-guides/${id}/approve`,
    headers: { cookie },
  });
const reject = (id: number, reason: string) =>
  app.inject({
    method: "POST",
    url: `/api/admin/access-guides/${id}/reject`,
    headers: { cookie: editor },
    payload: { reason },
  });
const publicRead = (id: number) => app.inject({ method: "GET", url: `/api/access-guides/${id}` });

async function newGuide(overrides: Record<string, unknown> = {}) {
  const response = await create(await guideBody(overrides));
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; status: string; manageToken: string };
}

describe("POST /api/access-guides", () => {
  it("makes a draft from results, filling what the answers say and keeping the business's own facts", async () => {
    const created = await newGuide();
    expect(created).toEqual({
      id: expect.any(Number),
      status: "draft",
      manageToken: expect.any(String),
    });
    const guide = (await manage(created.manageToken)).json();
    expect(guide).toMatchObject({
      name: "The Corner Café",
      postcode: "LS21 1BZ",
      postcodeDistrict: "LS21",
    });
    expect(guide.details.entrance).toEqual({
      stepFree: false,
      steps: 1,
      stepHeightMm: 150,
      doorClearWidthMm: 850,
      ramp: true,
    });
    expect(guide.details).toMatchObject({
      hearingLoop: true,
      assistanceDogsWelcome: true,
      toilet: { accessible: true, transferSpaceMm: 800 },
      quieterTimes: { offered: true },
    });
    // Nothing the answers cannot know is filled in, and nothing is a [placeholder].
    expect(guide.details.contact).toBeUndefined();
    expect(JSON.stringify(guide.details)).not.toMatch(/\[/);
  });

  it("takes the kind of place the business chooses, else the one its business type says", async () => {
    const chosen = await newGuide({ category: "cafe" });
    expect((await manage(chosen.manageToken)).json().category).toBe("cafe");
    // The results say "Café, restaurant or pub": a restaurant, the widest, until it chooses.
    const unchosen = await newGuide();
    expect((await manage(unchosen.manageToken)).json().category).toBe("restaurant");
    const blank = await newGuide({ category: "" });
    expect((await manage(blank.manageToken)).json().category).toBe("restaurant");
    const refused = await create(await guideBody({ category: "castle" }));
    expect(refused.statusCode).toBe(400);
    expect(JSON.stringify(refused.json())).toContain(
      "Choose what kind of place it is from the list",
    );
  });

  it("keeps only a hash of the manage token", async () => {
    const { id, manageToken } = await newGuide();
    const [row] = await db.select().from(accessGuides).where(eq(accessGuides.id, id));
    expect(JSON.stringify(row)).not.toContain(manageToken);
  });

  it.each([
    ["a postcode that is not a UK one", { postcode: "12345" }],
    ["a door narrower than any door", { details: { entrance: { doorClearWidthMm: 90 } } }],
    ["a ramp steeper than a ramp", { details: { entrance: { rampGradientPercent: 60 } } }],
    ["a counter in the ceiling", { details: { service: { counterHeightMm: 4000 } } }],
    ["half a step", { details: { entrance: { steps: 1.5 } } }],
    ["a fact the guide does not hold", { details: { entrance: { colour: "red" } } }],
    ["a yes-or-no as words", { details: { hearingLoop: "yes" } }],
    ["an e-mail address that is not one", { contactEmail: "not an address" }],
    ["no name", { name: " " }],
  ])("refuses %s with 400", async (_what, overrides) => {
    const response = await create(await guideBody(overrides));
    expect(response.statusCode).toBe(400);
  });

  it("refuses results that do not exist", async () => {
    const response = await create({ ...(await guideBody()), assessmentToken: "x".repeat(32) });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/self-assessment results/);
  });

  it("answers a filled honeypot like a guide and keeps nothing", async () => {
    const before = (await db.select().from(accessGuides)).length;
    const response = await create({ ...(await guideBody()), website: "http://spam.example" });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ id: 0, status: "draft" });
    expect((await db.select().from(accessGuides)).length).toBe(before);
  });

  it("limits new guides from one address each hour", async () => {
    const from = nextAddress();
    const body = await guideBody();
    for (let i = 0; i < ACCESS_GUIDE_CREATE_LIMIT.max; i++) {
      expect((await create(body, from)).statusCode).toBe(201);
    }
    expect((await create(body, from)).statusCode).toBe(429);
  });
});

describe("managing and reviewing a guide", () => {
  it("goes from draft to review, back with a reason, and to published", async () => {
    const { id, manageToken } = await newGuide();
    expect((await publicRead(id)).statusCode).toBe(404);

    expect((await submit(manageToken)).json()).toEqual({ status: "in_review" });
    expect((await publicRead(id)).statusCode).toBe(404);
    const queue = await app.inject({
      method: "GET",
      url: "/api/admin/access-guides?status=in_review",
      headers: { cookie: editor },
    });
    expect(queue.json().map((guide: { id: number }) => guide.id)).toContain(id);

    const reason = "Please measure the door's clear width with the door fully open.";
    const returned = await reject(id, reason);
    expect(returned.json()).toEqual({ status: "changes_requested" });
    expect((await manage(manageToken)).json()).toMatchObject({
      status: "changes_requested",
      reviewReason: reason,
    });
    const [email] = await db
      .select()
      .from(notificationOutbox)
      .where(eq(notificationOutbox.kind, "guide-returned"));
    expect(email?.payload).toMatchObject({ email: "owner@corner-cafe.example", reason });

    const edited = await manage(manageToken, "PATCH", {
      details: { entrance: { stepFree: false, steps: 1, doorClearWidthMm: 820 } },
    });
    expect(edited.statusCode).toBe(200);
    expect((await submit(manageToken)).statusCode).toBe(200);
    const approved = await approve(id);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toEqual({
      status: "published",
      url: `/access-guides/${id}-the-corner-cafe`,
    });
    const published = (await publicRead(id)).json();
    expect(published.details.entrance.doorClearWidthMm).toBe(820);
    expect(published.lastCheckedAt).toEqual(expect.any(String));
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "access-guide.reject"));
    expect(audit?.details).toMatchObject({ reason });
  });

  it("publishes the kind of place with the guide, and a change to it after review", async () => {
    const { id, manageToken } = await newGuide({ category: "pub" });
    await submit(manageToken);
    await approve(id);
    expect((await publicRead(id)).json().category).toBe("pub");
    const edited = await manage(manageToken, "PATCH", { category: "restaurant" });
    expect(edited.json()).toMatchObject({ category: "restaurant", status: "in_review" });
    expect((await publicRead(id)).json().category).toBe("pub");
    const queue = await app.inject({
      method: "GET",
      url: "/api/admin/access-guides?status=in_review",
      headers: { cookie: editor },
    });
    const waiting = queue.json().find((guide: { id: number }) => guide.id === id);
    expect(waiting).toMatchObject({
      category: "restaurant",
      lastReview: { version: { category: "pub" } },
    });
    await approve(id);
    expect((await publicRead(id)).json().category).toBe("restaurant");
    const a11yJson = await app.inject({ method: "GET", url: `/api/access-guides/${id}/a11yjson` });
    expect(a11yJson.json().properties.category).toBe("restaurant");
  });

  it("keeps the published version up while an edit waits for review", async () => {
    const { id, manageToken } = await newGuide({ name: "Bramley Books" });
    await submit(manageToken);
    await approve(id);
    const edited = await manage(manageToken, "PATCH", { name: "Bramley Books and Coffee" });
    expect(edited.json()).toMatchObject({
      status: "in_review",
      url: `/access-guides/${id}-bramley-books`,
    });
    expect((await publicRead(id)).json().name).toBe("Bramley Books");
    await approve(id);
    expect((await publicRead(id)).json().name).toBe("Bramley Books and Coffee");
  });

  it("never publishes the contact e-mail unless the business asks", async () => {
    const { id, manageToken } = await newGuide();
    await submit(manageToken);
    await approve(id);
    expect((await publicRead(id)).json().contactEmail).toBeNull();
    await manage(manageToken, "PATCH", { publishContactEmail: true });
    await approve(id);
    expect((await publicRead(id)).json().contactEmail).toBe("owner@corner-cafe.example");
  });

  it("approves only what waits for review, and only for editors", async () => {
    const { id, manageToken } = await newGuide();
    expect((await approve(id)).statusCode).toBe(409);
    await submit(manageToken);
    expect((await approve(id, contributor)).statusCode).toBe(403);
    expect((await approve(999_999)).statusCode).toBe(404);
  });

  it("answers 404 for a manage token that is not one, and deletes by the token", async () => {
    expect((await manage("A".repeat(32))).statusCode).toBe(404);
    const { id, manageToken } = await newGuide();
    await submit(manageToken);
    await approve(id);
    expect((await manage(manageToken, "DELETE")).statusCode).toBe(204);
    expect((await publicRead(id)).statusCode).toBe(404);
    expect((await manage(manageToken)).statusCode).toBe(404);
  });
});

describe("the directory", () => {
  it("finds published guides by town or postcode district and by every need asked", async () => {
    const ramp = await makeAccessGuide(db, {
      name: "Skipton Ramp Shop",
      town: "Skipton",
      postcode: "BD23 1JD",
      published: true,
      details: { entrance: { stepFree: true }, hearingLoop: true, toilet: { accessible: false } },
    });
    const loop = await makeAccessGuide(db, {
      name: "Skipton Loop Bar",
      town: "Skipton",
      postcode: "BD23 2AA",
      published: true,
      details: { entrance: { stepFree: false }, hearingLoop: true },
    });
    const draft = await makeAccessGuide(db, { name: "Skipton Draft", town: "Skipton" });
    const elsewhere = await makeAccessGuide(db, {
      town: "Ilkley",
      postcode: "LS29 8AA",
      published: true,
    });
    const list = async (query: string) => {
      const response = await app.inject({ method: "GET", url: `/api/access-guides?${query}` });
      expect(response.statusCode).toBe(200);
      return response.json().map((guide: { id: number }) => guide.id);
    };
    expect(await list("town=skipton")).toEqual([loop.id, ramp.id]);
    expect(await list("town=BD23")).toEqual([loop.id, ramp.id]);
    expect(await list("town=Skipton&need=step-free")).toEqual([ramp.id]);
    expect(await list("town=Skipton&need=hearing-loop&need=step-free")).toEqual([ramp.id]);
    expect(await list("town=Skipton&need=accessible-toilet")).toEqual([]);
    expect(await list("town=Skipton")).not.toContain(draft.id);
    expect(await list("need=hearing-loop")).not.toContain(elsewhere.id);
    const wrongNeed = await app.inject({ method: "GET", url: "/api/access-guides?need=lift" });
    expect(wrongNeed.statusCode).toBe(400);
  });
});

describe("GET /api/access-guides/:id/a11yjson", () => {
  it("gives the facts as A11yJSON, each measurement with its unit", async () => {
    const guide = await makeAccessGuide(db, {
      published: true,
      name: "The Wool Exchange",
      category: "shop",
      details: {
        entrance: { stepFree: false, steps: 2, stepHeightMm: 160, doorClearWidthMm: 850 },
        parking: { blueBadgeBays: 2, distanceToEntranceM: 30 },
        hearingLoop: true,
      },
    });
    const response = await app.inject({
      method: "GET",
      url: `/api/access-guides/${guide.id}/a11yjson`,
    });
    expect(response.statusCode).toBe(200);
    const { type, geometry, properties } = response.json();
    expect({ type, geometry }).toEqual({
      type: "Feature",
      geometry: { type: "Point", coordinates: [-1.5478, 53.7965] },
    });
    expect(properties).toMatchObject({
      originalId: String(guide.id),
      name: { en: "The Wool Exchange" },
      category: "shop",
      infoPageUrl: `http://localhost:3000/access-guides/${guide.id}-the-wool-exchange`,
    });
    const { accessibility } = properties;
    expect(accessibility.entrances[0].properties).toMatchObject({
      isLevel: false,
      door: { width: { value: 850, unit: "mm" } },
      stairs: { count: 2, stepHeight: { value: 160, unit: "mm" } },
    });
    expect(accessibility.parking.forWheelchairUsers.distanceToEntrance).toEqual({
      value: 30,
      unit: "m",
    });
    expect(accessibility.hasInductionLoop).toBe(true);
    // A fact left blank is left out.
    expect(accessibility.restrooms).toBeUndefined();
  });

  it("is 404 for a draft", async () => {
    const draft = await makeAccessGuide(db);
    const response = await app.inject({
      method: "GET",
      url: `/api/access-guides/${draft.id}/a11yjson`,
    });
    expect(response.statusCode).toBe(404);
  });
});
