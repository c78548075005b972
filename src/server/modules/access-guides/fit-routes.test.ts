// "Does it fit me?" through the API (decision 043): with a visitor's profile in the query, the
// directory's guides and a single guide carry `fit`; without one they do not; a bad value is a
// 400 that says what to send.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { makeAccessGuide } from "../../test/access-guide-factory.ts";
import { setUpTestApp } from "../../test/test-app.ts";

const { app, db } = await setUpTestApp();

/** A town of its own, so each test reads only its own guides. */
const townOf = () => `Fittown ${randomUUID().slice(0, 8)}`;

const get = (url: string) => app.inject({ method: "GET", url });

/** One step of 150 mm with a ramp of 6 %, and an 850 mm door. */
const stepAndDoor = {
  entrance: {
    stepFree: false,
    steps: 1,
    stepHeightMm: 150,
    ramp: true,
    rampGradientPercent: 6,
    doorClearWidthMm: 850,
  },
} as const;

interface Listed {
  name: string;
  fit?: { verdict: string; reasons: { fact: string; verdict: string; text: string }[] };
}

describe("fit on the directory", () => {
  it("a 900 mm chair at an 850 mm door does not fit, naming 850; a 700 mm chair and a 200 mm step is not turned away", async () => {
    const town = townOf();
    await makeAccessGuide(db, { town, name: "Door Café", details: stepAndDoor, published: true });
    const wide = await get(
      `/api/access-guides?town=${encodeURIComponent(town)}&chairWidthMm=900&maxStepMm=0`,
    );
    expect(wide.statusCode, wide.body).toBe(200);
    const [guide] = wide.json() as Listed[];
    expect(guide?.fit?.verdict).toBe("does-not-fit");
    expect(guide?.fit?.reasons).toContainEqual({
      fact: "entrance.doorClearWidthMm",
      verdict: "does-not-fit",
      text: "Entrance door 850 mm wide; your 900 mm chair needs 950 mm.",
    });

    const narrow = await get(
      `/api/access-guides?town=${encodeURIComponent(town)}&chairWidthMm=700&maxStepMm=200`,
    );
    const [same] = narrow.json() as Listed[];
    expect(same?.fit?.verdict).not.toBe("does-not-fit");
    expect(same?.fit?.reasons).toContainEqual({
      fact: "entrance.doorClearWidthMm",
      verdict: "fits",
      text: "Entrance door 850 mm wide; your 700 mm chair needs 750 mm.",
    });
  });

  it("an unmeasured door is check, not measured; with no profile there is no fit", async () => {
    const town = townOf();
    await makeAccessGuide(db, {
      town,
      name: "Unmeasured Café",
      details: { entrance: { stepFree: true } },
      published: true,
    });
    const judged = await get(
      `/api/access-guides?town=${encodeURIComponent(town)}&chairWidthMm=700`,
    );
    const [guide] = judged.json() as Listed[];
    expect(guide?.fit?.verdict).toBe("check");
    expect(guide?.fit?.reasons[0]).toEqual({
      fact: "entrance.doorClearWidthMm",
      verdict: "check",
      text: "Entrance door width: not measured by the business. Check before you go.",
    });

    const plain = await get(`/api/access-guides?town=${encodeURIComponent(town)}`);
    expect((plain.json() as Listed[])[0]).not.toHaveProperty("fit");
  });

  it("filters by need and judges by the profile's needs, separately", async () => {
    const town = townOf();
    await makeAccessGuide(db, {
      town,
      name: "Loop Café",
      details: { hearingLoop: true, entrance: { stepFree: true } },
      published: true,
    });
    const answer = await get(
      `/api/access-guides?town=${encodeURIComponent(town)}&need=hearing-loop&needs=hearing-loop,seating`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const [guide] = answer.json() as Listed[];
    expect(guide?.fit).toEqual({
      verdict: "check",
      reasons: [
        { fact: "hearingLoop", verdict: "fits", text: "Hearing loop where you talk to staff." },
        {
          fact: "seating.waitingSeats",
          verdict: "check",
          text: "Somewhere to sit while you wait: not answered by the business. Check before you go.",
        },
      ],
    });
  });
});

describe("fit on a single guide", () => {
  it("carries the verdict with its reasons when a profile is given, and none without", async () => {
    const guide = await makeAccessGuide(db, { details: stepAndDoor, published: true });
    const judged = await get(`/api/access-guides/${guide.id}?chairWidthMm=900`);
    expect(judged.statusCode, judged.body).toBe(200);
    expect(judged.json().fit.verdict).toBe("does-not-fit");
    expect(judged.json().fit.reasons[0].text).toBe(
      "Entrance door 850 mm wide; your 900 mm chair needs 950 mm.",
    );
    const plain = await get(`/api/access-guides/${guide.id}`);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).not.toHaveProperty("fit");
  });
});

describe("a profile the API cannot read", () => {
  it.each([
    [
      "chairWidthMm=wide",
      "chairWidthMm is your wheelchair's or scooter's overall width: a whole number of millimetres from 400 to 1500",
    ],
    [
      "chairWidthMm=90",
      "chairWidthMm is your wheelchair's or scooter's overall width: a whole number of millimetres from 400 to 1500",
    ],
    [
      "maxStepMm=-1",
      "maxStepMm is the highest single step you can manage: a whole number of millimetres from 0 (no steps) to 300",
    ],
    [
      "transfer=up",
      "transfer is the side of the toilet, as you face it, you transfer from: left, right, either",
    ],
    [
      "needs=lift",
      "needs are one or more of step-free, accessible-toilet, hearing-loop, assistance-dogs, quieter-times, seating",
    ],
  ])("%s is a 400 that says what to send, on the list and on a guide", async (query, message) => {
    const guide = await makeAccessGuide(db, { published: true });
    for (const url of [`/api/access-guides?${query}`, `/api/access-guides/${guide.id}?${query}`]) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().error, url).toBe("Invalid querystring");
      const [field] = query.split("=");
      expect(answer.json().details, url).toContainEqual({
        field: expect.stringMatching(new RegExp(`^${field}`)),
        message,
      });
    }
  });
});
