import { describe, expect, it } from "vitest";
import { googleAttributes } from "./google-attributes.ts";

const answers = (details: Parameters<typeof googleAttributes>[0]) =>
  Object.fromEntries(googleAttributes(details).map(({ name, answer }) => [name, answer]));

describe("the Google Business Profile attributes", () => {
  it("says Yes only where the facts show it", () => {
    expect(
      answers({
        entrance: { stepFree: true, doorClearWidthMm: 850 },
        parking: { blueBadgeBays: 2 },
        toilet: { accessible: true },
        seating: { movableChairs: true },
        inside: { lift: true, liftWidthMm: 1100, liftDepthMm: 1400 },
      }),
    ).toEqual({
      "Wheelchair-accessible entrance": "Yes",
      "Wheelchair-accessible car park": "Yes",
      "Wheelchair-accessible lift": "Yes",
      "Wheelchair-accessible toilet": "Yes",
      "Wheelchair-accessible seating": "Yes",
    });
  });

  it("says No for a narrow door however level, and for no Blue Badge bays", () => {
    const result = answers({
      entrance: { stepFree: true, doorClearWidthMm: 700 },
      parking: { blueBadgeBays: 0 },
    });
    expect(result["Wheelchair-accessible entrance"]).toBe("No");
    expect(result["Wheelchair-accessible car park"]).toBe("No");
  });

  it("is not sure of what the guide leaves blank", () => {
    expect(new Set(Object.values(answers({})))).toEqual(new Set(["Not sure yet"]));
  });

  it("asks about the lift's car: a small one is No, one not measured is not sure", () => {
    const lift = (inside: Parameters<typeof googleAttributes>[0]["inside"]) =>
      googleAttributes({ inside }).find((each) => each.name === "Wheelchair-accessible lift");
    expect(lift({ lift: true, liftWidthMm: 800, liftDepthMm: 1200 })).toEqual({
      name: "Wheelchair-accessible lift",
      answer: "No",
      rule: "Your lift's car is 800 × 1200 mm, smaller than the 1000 × 1250 mm a wheelchair user needs.",
    });
    expect(lift({ lift: true, liftWidthMm: 1000, liftDepthMm: 1250 })?.rule).toBe(
      "Your lift's car is 1000 × 1250 mm: room for a wheelchair (1000 × 1250 mm).",
    );
    expect(lift({ lift: true })).toMatchObject({
      answer: "Not sure yet",
      rule: "You have a lift, but your guide does not give the size of its car: measure it inside.",
    });
    expect(lift({ lift: false })?.answer).toBe("No");
  });

  it("gives each answer with the rule that produced it", () => {
    const attributes = googleAttributes({
      entrance: { stepFree: true, doorClearWidthMm: 700 },
      parking: { blueBadgeBays: 1 },
    });
    expect(attributes.map(({ name, rule }) => [name, rule])).toEqual([
      [
        "Wheelchair-accessible entrance",
        "The door's clear width is 700 mm, under the 775 mm most wheelchair users need.",
      ],
      ["Wheelchair-accessible car park", "You have 1 Blue Badge bay."],
      ["Wheelchair-accessible lift", "Your guide does not say whether you have a lift."],
      [
        "Wheelchair-accessible toilet",
        "Your guide does not say whether you have an accessible toilet.",
      ],
      [
        "Wheelchair-accessible seating",
        "Your guide does not say whether chairs can be moved to make room for a wheelchair.",
      ],
    ]);
  });
});
