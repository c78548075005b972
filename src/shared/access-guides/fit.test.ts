// One test per rule of decision 043 (docs/decisions/043-does-it-fit.md), named as the decision
// names it: the visitor's figures against the business's measurements, never a guess.
import { describe, expect, it } from "vitest";
import type { GuideDetails } from "../contracts/access-guides.ts";
import { fitOf } from "./fit.ts";
import type { GuideNoticeView } from "./notices.ts";
import type { VisitorProfile } from "./profile.ts";

const NOW = new Date("2026-11-28T10:00:00Z");
const profile = (given: Partial<VisitorProfile>): VisitorProfile => ({ needs: [], ...given });
const verdictOf = (
  given: Partial<VisitorProfile>,
  details: GuideDetails,
  notices: GuideNoticeView[] = [],
) => fitOf(profile(given), details, notices, NOW);
/** The one reason about a fact. */
const about = (given: Partial<VisitorProfile>, details: GuideDetails, fact: string) =>
  verdictOf(given, details)?.reasons.find((each) => each.fact === fact);
const notice = (
  facility: GuideNoticeView["facility"],
  note: string | null = null,
): GuideNoticeView => ({
  id: 1,
  facility,
  until: "2026-12-05",
  note,
  createdAt: NOW,
});

describe("the chair's width", () => {
  it("D1: an entrance door narrower than the chair does not fit; within 50 mm of it is tight", () => {
    const door = (width: number, chair: number) =>
      about(
        { chairWidthMm: chair },
        { entrance: { doorClearWidthMm: width } },
        "entrance.doorClearWidthMm",
      );
    expect(door(850, 900)).toEqual({
      fact: "entrance.doorClearWidthMm",
      verdict: "does-not-fit",
      text: "Entrance door 850 mm wide; your 900 mm chair needs 950 mm.",
    });
    expect(door(780, 750)?.verdict).toBe("check");
    expect(door(780, 750)?.text).toBe(
      "Entrance door 780 mm wide; your 750 mm chair needs 800 mm: tight, so check before you go.",
    );
    expect(door(850, 700)).toMatchObject({ verdict: "fits" });
    expect(door(750, 700)).toMatchObject({ verdict: "fits" });
  });

  it("C1: the narrowest route inside needs 100 mm beside the chair", () => {
    const route = (width: number) =>
      about(
        { chairWidthMm: 700 },
        { inside: { narrowestRouteMm: width } },
        "inside.narrowestRouteMm",
      );
    expect(route(650)?.verdict).toBe("does-not-fit");
    expect(route(760)?.verdict).toBe("check");
    expect(route(800)).toEqual({
      fact: "inside.narrowestRouteMm",
      verdict: "fits",
      text: "Narrowest route inside 800 mm; your 700 mm chair needs 800 mm.",
    });
  });

  it("L1: a lift car narrower than the chair does not fit; the lift counts only when there is one", () => {
    const lift = (width: number) =>
      about(
        { chairWidthMm: 800 },
        { inside: { lift: true, liftWidthMm: width, liftDepthMm: 1400 } },
        "inside.liftWidthMm",
      );
    expect(lift(750)?.verdict).toBe("does-not-fit");
    expect(lift(850)?.verdict).toBe("check");
    expect(lift(1100)?.verdict).toBe("fits");
    expect(about({ chairWidthMm: 800 }, { inside: { lift: false } }, "inside.liftWidthMm")).toBe(
      undefined,
    );
  });

  it("L2: a lift car shorter than 1250 mm is worth checking, never a guess about the chair's length", () => {
    const depth = about(
      { chairWidthMm: 700 },
      { inside: { lift: true, liftWidthMm: 1100, liftDepthMm: 1000 } },
      "inside.liftDepthMm",
    );
    expect(depth).toEqual({
      fact: "inside.liftDepthMm",
      verdict: "check",
      text: "Lift car 1,000 mm deep: shorter than the 1,250 mm of the smallest lift made for a wheelchair.",
    });
  });
});

describe("steps and ramps", () => {
  it("S1: a step-free entrance fits any step the visitor manages, even none", () => {
    expect(about({ maxStepMm: 0 }, { entrance: { stepFree: true } }, "entrance.stepFree")).toEqual({
      fact: "entrance.stepFree",
      verdict: "fits",
      text: "Step-free entrance.",
    });
  });

  it("S2: one step fits when it is no higher than the visitor's highest, and does not when it is", () => {
    const step = (height: number, max: number) =>
      verdictOf(
        { maxStepMm: max },
        { entrance: { stepFree: false, steps: 1, stepHeightMm: height, ramp: false } },
      )?.reasons[0];
    expect(step(150, 200)).toEqual({
      fact: "entrance.stepHeightMm",
      verdict: "fits",
      text: "One step of 150 mm; you manage a step of up to 200 mm.",
    });
    expect(step(150, 0)).toEqual({
      fact: "entrance.stepHeightMm",
      verdict: "does-not-fit",
      text: "One step at the entrance, the tallest 150 mm; you need no steps.",
    });
  });

  it("S3: several steps each no higher than the visitor's highest are worth checking", () => {
    const reasons = verdictOf(
      { maxStepMm: 200 },
      { entrance: { stepFree: false, steps: 4, stepHeightMm: 150, ramp: false } },
    )?.reasons;
    expect(reasons).toEqual([
      {
        fact: "entrance.steps",
        verdict: "check",
        text: "4 steps at the entrance, none over 150 mm; you manage a step of up to 200 mm: check you can manage all 4.",
      },
    ]);
  });

  it("S4: steps too high, with a step-free entrance elsewhere, are worth checking", () => {
    const reason = verdictOf(
      { maxStepMm: 0 },
      {
        entrance: {
          stepFree: false,
          steps: 2,
          stepHeightMm: 160,
          ramp: false,
          alternativeEntrance: "Through the garden gate",
        },
      },
    )?.reasons[0];
    expect(reason?.verdict).toBe("check");
    expect(reason?.text).toBe(
      "2 steps at the entrance, the tallest 160 mm; you need no steps. Step-free entrance elsewhere: Through the garden gate.",
    );
  });

  it("S5: steps too high when the guide does not say whether there is a ramp are worth checking", () => {
    const reason = verdictOf(
      { maxStepMm: 0 },
      { entrance: { stepFree: false, steps: 1, stepHeightMm: 150 } },
    )?.reasons[0];
    expect(reason).toMatchObject({ fact: "entrance.ramp", verdict: "check" });
    expect(reason?.text).toContain("The business does not say whether there is a ramp.");
  });

  it("R1: a ramp over the steps fits up to 1 in 12; steeper may need a push", () => {
    const ramp = (gradient: number) =>
      verdictOf(
        { maxStepMm: 0 },
        {
          entrance: {
            stepFree: false,
            steps: 2,
            stepHeightMm: 160,
            ramp: true,
            rampGradientPercent: gradient,
          },
        },
      )?.reasons[0];
    expect(ramp(8)).toMatchObject({ fact: "entrance.rampGradientPercent", verdict: "fits" });
    expect(ramp(12)).toEqual({
      fact: "entrance.rampGradientPercent",
      verdict: "check",
      text: "2 steps, with a ramp of 12 %: steeper than 1 in 12 (8.3 %), so you may need a push.",
    });
  });

  it("R2: a portable ramp is worth a call ahead", () => {
    const reasons = verdictOf(
      { maxStepMm: 0 },
      {
        entrance: {
          stepFree: false,
          steps: 1,
          stepHeightMm: 160,
          ramp: true,
          rampType: "portable",
          rampGradientPercent: 8,
        },
      },
    );
    expect(reasons?.verdict).toBe("check");
    expect(reasons?.reasons.map((each) => each.fact)).toEqual([
      "entrance.rampGradientPercent",
      "entrance.rampType",
    ]);
  });

  it("the step-free need is a highest step of none", () => {
    const reason = verdictOf(
      { needs: ["step-free"], maxStepMm: 200 },
      { entrance: { stepFree: false, steps: 1, stepHeightMm: 150, ramp: false } },
    )?.reasons[0];
    expect(reason?.verdict).toBe("does-not-fit");
  });
});

describe("the toilet", () => {
  const toilet = { accessible: true, transferSpaceMm: 800 } as const;

  it("T1: the side the visitor transfers from must have the clear space, as you face the toilet", () => {
    const side = (
      transfer: VisitorProfile["transfer"],
      transferSide: "left" | "right" | "both" | "neither",
    ) => about({ transfer }, { toilet: { ...toilet, transferSide } }, "toilet.transferSide");
    expect(side("left", "right")).toEqual({
      fact: "toilet.transferSide",
      verdict: "does-not-fit",
      text: "Clear space on the right of the toilet, as you face it; you transfer from the left.",
    });
    expect(side("left", "both")?.verdict).toBe("fits");
    expect(side("either", "right")?.verdict).toBe("fits");
    expect(side("right", "neither")?.verdict).toBe("does-not-fit");
  });

  it("T2: less than 750 mm beside the toilet is worth checking", () => {
    const space = about(
      { transfer: "left" },
      { toilet: { accessible: true, transferSide: "left", transferSpaceMm: 600 } },
      "toilet.transferSpaceMm",
    );
    expect(space).toEqual({
      fact: "toilet.transferSpaceMm",
      verdict: "check",
      text: "600 mm clear beside the toilet: less than the 750 mm a side transfer usually needs.",
    });
  });

  it("T3: the toilet's door is held against the chair as the entrance's is", () => {
    const door = about(
      { chairWidthMm: 800, needs: ["accessible-toilet"] },
      { toilet: { accessible: true, doorClearWidthMm: 780 } },
      "toilet.doorClearWidthMm",
    );
    expect(door).toEqual({
      fact: "toilet.doorClearWidthMm",
      verdict: "does-not-fit",
      text: "Toilet door 780 mm wide; your 800 mm chair needs 850 mm.",
    });
  });

  it("T4: a turning space under 1500 mm is worth checking", () => {
    const turning = (mm: number) =>
      about(
        { chairWidthMm: 700, needs: ["accessible-toilet"] },
        { toilet: { accessible: true, turningSpaceMm: mm } },
        "toilet.turningSpaceMm",
      )?.verdict;
    expect(turning(1200)).toBe("check");
    expect(turning(1500)).toBe("fits");
  });

  it("T5: no accessible toilet does not fit; a RADAR key is said", () => {
    const needs: VisitorProfile["needs"] = ["accessible-toilet"];
    expect(verdictOf({ needs }, { toilet: { accessible: false } })?.verdict).toBe("does-not-fit");
    expect(verdictOf({ needs }, { toilet: { accessible: true, radarKey: true } })).toEqual({
      verdict: "fits",
      reasons: [
        { fact: "toilet.accessible", verdict: "fits", text: "Accessible toilet." },
        {
          fact: "toilet.radarKey",
          verdict: "fits",
          text: "Locked with a RADAR key: bring yours, or ask staff for theirs.",
        },
      ],
    });
  });
});

describe("needs answered yes or no", () => {
  it("N1: yes fits, no does not, and quieter times say when", () => {
    const details: GuideDetails = {
      hearingLoop: true,
      assistanceDogsWelcome: false,
      quieterTimes: { offered: true, when: "Tuesday mornings" },
      seating: { waitingSeats: true },
    };
    expect(
      verdictOf(
        { needs: ["hearing-loop", "assistance-dogs", "quieter-times", "seating"] },
        details,
      ),
    ).toEqual({
      verdict: "does-not-fit",
      reasons: [
        { fact: "hearingLoop", verdict: "fits", text: "Hearing loop where you talk to staff." },
        {
          fact: "assistanceDogsWelcome",
          verdict: "does-not-fit",
          text: "Assistance dogs are not welcome.",
        },
        { fact: "quieterTimes.offered", verdict: "fits", text: "Quieter times: Tuesday mornings." },
        { fact: "seating.waitingSeats", verdict: "fits", text: "Somewhere to sit while you wait." },
      ],
    });
  });
});

describe("notices, blanks and the verdict", () => {
  it("X1: a live notice on what the visitor needs says so in its own words", () => {
    const lift = verdictOf(
      { chairWidthMm: 700 },
      { inside: { lift: true, liftWidthMm: 1100, liftDepthMm: 1400 } },
      [notice("lift", "Ask staff to bring things down.")],
    )?.reasons.find((each) => each.fact === "inside.lift");
    expect(lift).toEqual({
      fact: "inside.lift",
      verdict: "check",
      text: "The lift is out of use until Saturday 5 December. Ask staff to bring things down.",
    });
    const loop = verdictOf({ needs: ["hearing-loop"] }, { hearingLoop: true }, [
      notice("hearing-loop"),
    ]);
    expect(loop?.verdict).toBe("does-not-fit");
    expect(loop?.reasons[0]?.text).toBe(
      "The hearing loop is out of use until Saturday 5 December.",
    );
    const ramp = verdictOf(
      { maxStepMm: 0 },
      {
        entrance: {
          stepFree: false,
          steps: 1,
          stepHeightMm: 150,
          ramp: true,
          rampGradientPercent: 6,
        },
      },
      [notice("ramp")],
    );
    expect(ramp?.verdict).toBe("does-not-fit");
    const toilet = verdictOf({ needs: ["accessible-toilet"] }, { toilet: { accessible: true } }, [
      notice("toilet"),
    ]);
    expect(toilet?.verdict).toBe("does-not-fit");
  });

  it("X2: a fact the business did not give is check, not measured, never a guess", () => {
    expect(verdictOf({ chairWidthMm: 700 }, {})?.reasons[0]).toEqual({
      fact: "entrance.doorClearWidthMm",
      verdict: "check",
      text: "Entrance door width: not measured by the business. Check before you go.",
    });
    expect(verdictOf({ needs: ["hearing-loop"] }, {})?.reasons[0]).toEqual({
      fact: "hearingLoop",
      verdict: "check",
      text: "Hearing loop: not answered by the business. Check before you go.",
    });
  });

  it("V1: the verdict is the worst of the reasons, and no profile gives no verdict", () => {
    const details: GuideDetails = {
      entrance: { stepFree: true, doorClearWidthMm: 850 },
      inside: { narrowestRouteMm: 1200 },
      hearingLoop: true,
    };
    expect(verdictOf({ chairWidthMm: 700, maxStepMm: 0 }, details)?.verdict).toBe("fits");
    expect(verdictOf({ chairWidthMm: 820, maxStepMm: 0 }, details)?.verdict).toBe("check");
    expect(verdictOf({ chairWidthMm: 900, maxStepMm: 0 }, details)?.verdict).toBe("does-not-fit");
    expect(verdictOf({}, details)).toBe(undefined);
  });
});
