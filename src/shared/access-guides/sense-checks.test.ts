// The sense checks' ranges: each is a measurement's, inside what the contract allows, and
// the hints read as the owner will see them.
import { describe, expect, it } from "vitest";
import { GUIDE_FIELDS, type GuideFieldPath } from "./fields.ts";
import { CHECKED_PATHS, SENSE_CHECKS, unusualMeasure } from "./sense-checks.ts";

describe("measurement sense checks", () => {
  it("checks only measurements, with a usual range inside the allowed one", () => {
    for (const path of CHECKED_PATHS) {
      const field = GUIDE_FIELDS[path];
      const check = SENSE_CHECKS[path];
      expect(field.kind, path).toBe("measure");
      if (field.kind !== "measure" || !check) continue;
      expect(check.usualMin, path).toBeGreaterThanOrEqual(field.min);
      expect(check.usualMax, path).toBeLessThanOrEqual(field.max);
      expect(check.usualMin, path).toBeLessThan(check.usualMax);
    }
  });

  it.each([
    ["entrance.stepHeightMm", 15, "15 mm is lower than a kerb — did you mean 150 mm?"],
    ["entrance.stepHeightMm", 280, "280 mm is higher than a stair."],
    ["toilet.transferSpaceMm", 75, "75 mm is narrower than a hand's width — did you mean 750 mm?"],
    ["entrance.doorClearWidthMm", 550, "550 mm is narrower than most doorways."],
    ["toilet.doorClearWidthMm", 550, "550 mm is narrower than most doorways."],
    ["toilet.turningSpaceMm", 800, "800 mm is smaller than a wheelchair can turn round in."],
    [
      "toilet.turningSpaceMm",
      150,
      "150 mm is smaller than a wheelchair can turn round in — did you mean 1500 mm?",
    ],
    [
      "parking.distanceToEntranceM",
      900,
      "900 metres is further than most car parks are from their door: over a 6-minute walk.",
    ],
  ] as [GuideFieldPath, number, string][])("%s of %d: %s", (path, value, hint) => {
    expect(unusualMeasure(path, value)).toBe(hint);
  });

  it("leaves usual values, none at all, and unchecked fields alone", () => {
    expect(unusualMeasure("entrance.stepHeightMm", 150)).toBeNull();
    expect(unusualMeasure("toilet.transferSpaceMm", 0)).toBeNull();
    expect(unusualMeasure("entrance.doorClearWidthMm", 850)).toBeNull();
    expect(unusualMeasure("parking.blueBadgeBays", 150)).toBeNull();
    expect(unusualMeasure("entrance.stepHeightMm", "15")).toBeNull();
  });
});
