import { describe, expect, it } from "vitest";
import { GUIDE_FIELDS, type GuideField, type GuideFieldPath, reconfirmMonthsOf } from "./fields.ts";
import { isGuideStale, overdueFacts } from "./freshness.ts";

describe("a guide's freshness", () => {
  it("is stale once its facts were last checked over 12 months ago", () => {
    const checked = "2026-06-01T10:00:00Z";
    expect(isGuideStale(checked, new Date("2027-06-01T09:59:00Z"))).toBe(false);
    expect(isGuideStale(checked, new Date("2027-06-01T10:01:00Z"))).toBe(true);
  });
});

describe("re-confirming facts", () => {
  it("asks every 6 months for equipment that breaks, every 12 for the rest, from the facts table", () => {
    const breakable = (Object.keys(GUIDE_FIELDS) as GuideFieldPath[]).filter(
      (path) => (GUIDE_FIELDS[path] as GuideField).breaks,
    );
    expect(breakable.sort()).toEqual(
      ["entrance.doorType", "hearingLoop", "inside.lift", "toilet.alarmCord"].sort(),
    );
    expect(reconfirmMonthsOf("inside.lift", true)).toBe(6);
    expect(reconfirmMonthsOf("hearingLoop", true)).toBe(6);
    expect(reconfirmMonthsOf("toilet.alarmCord", true)).toBe(6);
    expect(reconfirmMonthsOf("entrance.doorType", "automatic")).toBe(6);
    // "No lift" and a door that is pushed open do not break.
    expect(reconfirmMonthsOf("inside.lift", false)).toBe(12);
    expect(reconfirmMonthsOf("entrance.doorType", "heavy")).toBe(12);
    expect(reconfirmMonthsOf("entrance.doorClearWidthMm", 850)).toBe(12);
  });

  it("says which facts are past their date", () => {
    const details = {
      inside: { lift: true, liftWidthMm: 1100 },
      entrance: { doorType: "automatic", doorClearWidthMm: 850 },
      hearingLoop: false,
    };
    const checked = "2026-06-01T10:00:00Z";
    expect(overdueFacts(details, checked, new Date("2026-11-30T10:00:00Z"))).toEqual([]);
    expect(overdueFacts(details, checked, new Date("2026-12-02T10:00:00Z"))).toEqual([
      "entrance.doorType",
      "inside.lift",
    ]);
    expect(overdueFacts(details, checked, new Date("2027-06-02T10:00:00Z"))).toEqual([
      "entrance.doorClearWidthMm",
      "entrance.doorType",
      "inside.lift",
      "inside.liftWidthMm",
      "hearingLoop",
    ]);
  });
});
