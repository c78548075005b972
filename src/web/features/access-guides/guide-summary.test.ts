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
});
