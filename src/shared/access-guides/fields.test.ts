// The guide's facts (decision 036): enough of them, measured ones with units and sensible ranges, the
// names the API promises, and the form's fields read back into the same facts.
import { describe, expect, it } from "vitest";
import { accessGuideInput, guideDetails } from "../contracts/access-guides.ts";
import { GUIDE_FIELDS, type GuideFieldPath } from "./fields.ts";
import { detailsFromForm, formValuesOf } from "./form-values.ts";
import { isPostcodeDistrict, normalisePostcode, postcodeDistrict } from "./postcode.ts";

const paths = Object.keys(GUIDE_FIELDS) as GuideFieldPath[];

describe("the guide's facts", () => {
  it("holds at least 40, of which at least 8 are measured with units", () => {
    expect(paths.length).toBeGreaterThanOrEqual(40);
    expect(
      paths.filter((path) => GUIDE_FIELDS[path].kind === "measure").length,
    ).toBeGreaterThanOrEqual(8);
  });

  it("names the facts the API promises", () => {
    for (const path of [
      "entrance.stepFree",
      "entrance.steps",
      "entrance.doorClearWidthMm",
      "parking.blueBadgeBays",
      "parking.distanceToEntranceM",
      "toilet.accessible",
      "toilet.changingPlaces",
      "hearingLoop",
      "assistanceDogsWelcome",
    ]) {
      expect(paths).toContain(path);
    }
  });

  it.each(paths.filter((path) => GUIDE_FIELDS[path].kind === "measure"))(
    "checks %s against its range",
    (path) => {
      const field = GUIDE_FIELDS[path] as { min: number; max: number };
      const at = (value: number) =>
        guideDetails.safeParse(detailsFromForm({ [path]: String(value) })).success;
      expect(at(field.min)).toBe(true);
      expect(at(field.max)).toBe(true);
      expect(at(field.min - 1)).toBe(false);
      expect(at(field.max + 1)).toBe(false);
    },
  );

  it("reads the form's fields back into the same facts, leaving blanks out", () => {
    const details = {
      entrance: { stepFree: false, steps: 2, doorClearWidthMm: 850, doorType: "heavy" },
      hearingLoop: true,
      quieterTimes: { when: "Tuesday mornings" },
    };
    const values = formValuesOf(details);
    expect(values["entrance.stepFree"]).toBe("no");
    expect(values["toilet.accessible"]).toBe("");
    expect(detailsFromForm(values)).toEqual(details);
  });
});

describe("UK postcodes", () => {
  it.each([
    ["sw1a1aa", "SW1A 1AA"],
    [" ls21  1bz ", "LS21 1BZ"],
    ["M1 1AE", "M1 1AE"],
    ["GIR 0AA", "GIR 0AA"],
  ])("writes %s as %s", (given, written) => {
    expect(normalisePostcode(given)).toBe(written);
  });

  it.each(["12345", "SW1A", "ABC 123", "Q1 1AA1"])("refuses %s", (given) => {
    expect(normalisePostcode(given)).toBeNull();
  });

  it("keeps the district for search, and tells a district from a town", () => {
    expect(postcodeDistrict("LS21 1BZ")).toBe("LS21");
    expect(isPostcodeDistrict("ls21")).toBe(true);
    expect(isPostcodeDistrict("Leeds")).toBe(false);
    const input = accessGuideInput.parse({
      assessmentToken: "A".repeat(32),
      name: "Café",
      town: "Otley",
      postcode: "ls21 1bz",
    });
    expect(input.postcode).toBe("LS21 1BZ");
  });
});
