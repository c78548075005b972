import { describe, expect, it } from "vitest";
import { solutionSteps } from "./quick-solution-steps.ts";

describe("a quick solution's steps", () => {
  it("are its sentences when it is written as prose", () => {
    expect(
      solutionSteps(
        'Keep a ramp by the door, e.g. a folding one. Fit a bell at 750–1000 mm!  Is 1.5 m wide enough? "Ask" regulars.',
      ),
    ).toEqual([
      "Keep a ramp by the door, e.g. a folding one.",
      "Fit a bell at 750–1000 mm!",
      "Is 1.5 m wide enough?",
      '"Ask" regulars.',
    ]);
  });

  it("are its lines, without their bullets or numbers, when it is written as a list", () => {
    expect(
      solutionSteps("- Move the stands. Keep 1.2 m clear.\n\n2. Add a seat by the till\n* Ask"),
    ).toEqual(["Move the stands. Keep 1.2 m clear.", "Add a seat by the till", "Ask"]);
  });

  it("are one step for a single sentence, and none for blank text", () => {
    expect(solutionSteps("  Turn the music down ")).toEqual(["Turn the music down"]);
    expect(solutionSteps(" \n ")).toEqual([]);
  });
});
