// One test per rule of decision 042 (docs/decisions/042-openstreetmap-tags.md), named as the
// decision names it.
import { describe, expect, it } from "vitest";
import type { GuideDetails } from "../contracts/access-guides.ts";
import { osmTags } from "./osm-tags.ts";

const CHECKED = new Date("2026-11-28T10:00:00Z");
const tagsOf = (details: GuideDetails) => osmTags({ details, lastCheckedAt: CHECKED }).tags;
const suggest = (details: GuideDetails) => osmTags({ details, lastCheckedAt: CHECKED });

describe("wheelchair", () => {
  it("W1: a door narrower than 700 mm is no, however level", () => {
    const { tags, rules } = suggest({ entrance: { stepFree: true, doorClearWidthMm: 650 } });
    expect(tags.wheelchair).toBe("no");
    expect(rules.wheelchair).toBe(
      "The door's clear width is 650 mm: narrower than a 700 mm wheelchair.",
    );
  });

  it("W2: one step of at most 70 mm is limited", () => {
    const { tags, rules } = suggest({ entrance: { stepFree: false, steps: 1, stepHeightMm: 70 } });
    expect(tags.wheelchair).toBe("limited");
    expect(rules.wheelchair).toBe(
      "One step of 70 mm: limited allows a single step of at most 70 mm.",
    );
  });

  it("W3: steps with a ramp are limited", () => {
    const { tags, rules } = suggest({
      entrance: { stepFree: false, steps: 2, stepHeightMm: 160, ramp: true },
    });
    expect(tags.wheelchair).toBe("limited");
    expect(rules.wheelchair).toBe("2 steps (the tallest 160 mm), with a ramp (fixed or portable).");
  });

  it("W4: steps at the main entrance with a step-free one elsewhere are limited", () => {
    const { tags, rules } = suggest({
      entrance: { stepFree: false, steps: 3, ramp: false, alternativeEntrance: "Round the side" },
    });
    expect(tags.wheelchair).toBe("limited");
    expect(rules.wheelchair).toBe(
      "3 steps at the main entrance, with a step-free entrance elsewhere: Round the side.",
    );
  });

  it("W5: a single 150 mm step with no ramp is no, not yes", () => {
    const { tags, rules } = suggest({
      entrance: {
        stepFree: false,
        steps: 1,
        stepHeightMm: 150,
        ramp: false,
        doorClearWidthMm: 900,
      },
      toilet: { accessible: true },
    });
    expect(tags.wheelchair).toBe("no");
    expect(rules.wheelchair).toBe(
      "One step (the tallest 150 mm) and no ramp: anything over one step of 70 mm is no.",
    );
  });

  it("W6: steps when the guide does not say whether there is a ramp give no wheelchair tag", () => {
    expect(tagsOf({ entrance: { steps: 1, stepHeightMm: 150 } }).wheelchair).toBeUndefined();
  });

  it("W7: a step-free entrance whose door is not measured gives no wheelchair tag", () => {
    expect(tagsOf({ entrance: { stepFree: true } }).wheelchair).toBeUndefined();
  });

  it("W8: step-free but with a narrow door, a steep ramp, steps inside or no accessible toilet is limited", () => {
    const { tags, rules } = suggest({
      entrance: { stepFree: true, doorClearWidthMm: 750, rampGradientPercent: 10 },
      inside: { stepFreeThroughout: false },
      toilet: { accessible: false },
    });
    expect(tags.wheelchair).toBe("limited");
    expect(rules.wheelchair).toBe(
      "Step-free entrance, but the door's clear width is 750 mm, under the 775 mm most wheelchair users need; the ramp's gradient is 10 %, steeper than 1 in 12 (8.3 %); some public areas inside have steps; the toilet is not accessible.",
    );
    expect(tagsOf({ entrance: { stepFree: true, doorClearWidthMm: 770 } }).wheelchair).toBe(
      "limited",
    );
  });

  it("W9: step-free with an 850 mm door and an accessible toilet is yes", () => {
    const { tags, rules } = suggest({
      entrance: { stepFree: true, doorClearWidthMm: 850 },
      toilet: { accessible: true },
    });
    expect(tags.wheelchair).toBe("yes");
    expect(tags["toilets:wheelchair"]).toBe("yes");
    expect(rules.wheelchair).toBe(
      "Step-free entrance and a door 850 mm wide (775 mm or more), an accessible toilet.",
    );
  });

  it("W10: a guide that says nothing of the entrance gives no wheelchair tag", () => {
    expect(tagsOf({ toilet: { accessible: true } }).wheelchair).toBeUndefined();
  });
});

describe("the other tags", () => {
  it("T1: a Changing Places toilet is toilets:wheelchair=yes", () => {
    expect(tagsOf({ toilet: { changingPlaces: true } })["toilets:wheelchair"]).toBe("yes");
  });

  it("T2: the accessible toilet's answer is toilets:wheelchair, and a blank says nothing", () => {
    expect(tagsOf({ toilet: { accessible: false } })["toilets:wheelchair"]).toBe("no");
    expect(tagsOf({})["toilets:wheelchair"]).toBeUndefined();
  });

  it("S1 and S2: step_count is the steps counted, or 0 for a step-free entrance", () => {
    expect(tagsOf({ entrance: { steps: 2 } }).step_count).toBe("2");
    expect(tagsOf({ entrance: { stepFree: true } }).step_count).toBe("0");
    expect(tagsOf({}).step_count).toBeUndefined();
  });

  it("D1: door:width is the clear width in metres", () => {
    expect(tagsOf({ entrance: { doorClearWidthMm: 850 } })["door:width"]).toBe("0.85");
    expect(tagsOf({ entrance: { doorClearWidthMm: 1000 } })["door:width"]).toBe("1");
  });

  it("A1: automatic_door is yes for an automatic door, no for one opened by hand, absent for an open doorway", () => {
    expect(tagsOf({ entrance: { doorType: "automatic" } }).automatic_door).toBe("yes");
    expect(tagsOf({ entrance: { doorType: "heavy" } }).automatic_door).toBe("no");
    expect(tagsOf({ entrance: { doorType: "open" } }).automatic_door).toBeUndefined();
  });

  it("R1 and H1: ramp and hearing_loop follow the yes-or-no answers", () => {
    expect(tagsOf({ entrance: { ramp: true }, hearingLoop: false })).toMatchObject({
      ramp: "yes",
      hearing_loop: "no",
    });
    expect(tagsOf({ entrance: { ramp: false }, hearingLoop: true })).toMatchObject({
      ramp: "no",
      hearing_loop: "yes",
    });
  });

  it("T3: a toilet locked with a RADAR key is toilets:centralkey=radar; a no gives nothing", () => {
    const { tags, rules } = suggest({ toilet: { accessible: true, radarKey: true } });
    expect(tags["toilets:centralkey"]).toBe("radar");
    expect(rules["toilets:centralkey"]).toBe(
      "The accessible toilet is locked with a RADAR key (the National Key Scheme).",
    );
    expect(tagsOf({ toilet: { accessible: true, radarKey: false } })["toilets:centralkey"]).toBe(
      undefined,
    );
  });

  it("C1: check_date is the day the business last confirmed the guide, on the UK's calendar", () => {
    expect(tagsOf({}).check_date).toBe("2026-11-28");
    // 23:30 on 30 June in London is still 30 June there, though 1 July has begun nowhere else.
    const summerNight = osmTags({ details: {}, lastCheckedAt: "2026-06-30T22:30:00Z" });
    expect(summerNight.tags.check_date).toBe("2026-06-30");
  });

  it("gives a rule for every tag, and nothing it cannot back", () => {
    const { tags, rules } = suggest({
      entrance: { stepFree: true, doorClearWidthMm: 900, doorType: "automatic", ramp: false },
      toilet: { accessible: true },
      hearingLoop: true,
    });
    expect(Object.keys(rules).sort()).toEqual(Object.keys(tags).sort());
    expect(tags).toEqual({
      wheelchair: "yes",
      "toilets:wheelchair": "yes",
      step_count: "0",
      "door:width": "0.9",
      automatic_door: "yes",
      ramp: "no",
      hearing_loop: "yes",
      check_date: "2026-11-28",
    });
  });
});

describe("the kind of place", () => {
  it("K: the category the business chose gives its map tag, with the rule; something else gives none", () => {
    const cafe = osmTags({ details: {}, lastCheckedAt: "2026-03-03", category: "cafe" });
    expect(cafe.tags).toMatchObject({ amenity: "cafe" });
    expect(cafe.rules).toMatchObject({ amenity: "The kind of place the business chose: Café." });
    const other = osmTags({ details: {}, lastCheckedAt: "2026-03-03", category: "other" });
    expect(Object.keys(other.tags)).toEqual(["check_date"]);
  });
});
