import { describe, expect, it } from "vitest";
import { guideSummary } from "./guide-summary.ts";

describe("a guide's summary in the directory", () => {
  it("says step-free, the door's width and the toilet", () => {
    expect(
      guideSummary({
        entrance: { stepFree: true, doorClearWidthMm: 1000 },
        toilet: { accessible: true },
      }),
    ).toEqual([
      { term: "Entrance", value: "Step-free" },
      { term: "Door", value: "1,000 mm clear width" },
      { term: "Toilet", value: "Accessible" },
    ]);
  });

  it("counts the steps and names a ramp", () => {
    expect(guideSummary({ entrance: { stepFree: false, steps: 1, ramp: true } })).toEqual([
      { term: "Entrance", value: "1 step, with a ramp" },
    ]);
    expect(guideSummary({ entrance: { stepFree: false, steps: 3 } })[0]?.value).toBe("3 steps");
    expect(guideSummary({ entrance: { stepFree: false } })[0]?.value).toBe("Steps");
  });

  it("says no accessible toilet only when the business said so, and nothing it left blank", () => {
    expect(guideSummary({ toilet: { accessible: false } })).toEqual([
      { term: "Toilet", value: "No accessible toilet" },
    ]);
    expect(guideSummary({})).toEqual([]);
  });

  it("gives the steps' height, the kind of ramp, the toilet's door and key, and parking", () => {
    expect(
      guideSummary({
        entrance: {
          stepFree: false,
          steps: 1,
          stepHeightMm: 150,
          ramp: true,
          rampType: "portable",
        },
        toilet: { accessible: true, doorClearWidthMm: 900, radarKey: true },
        parking: { blueBadgeBays: 2, distanceToEntranceM: 25 },
      }),
    ).toEqual([
      { term: "Entrance", value: "1 step of 150 mm, with a portable ramp" },
      { term: "Toilet", value: "Accessible, door 900 mm clear width, RADAR key" },
      { term: "Parking", value: "2 Blue Badge bays, 25 metres from the entrance" },
    ]);
    expect(
      guideSummary({ entrance: { stepFree: false, steps: 3, stepHeightMm: 170 } })[0]?.value,
    ).toBe("3 steps, the tallest 170 mm");
    expect(guideSummary({ parking: { carPark: false } })).toEqual([
      { term: "Parking", value: "No car park" },
    ]);
  });
});
