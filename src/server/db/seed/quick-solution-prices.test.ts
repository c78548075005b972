// Each quick solution's cost band against the prices its own steps name. A band rates doing what
// the steps say now; a step for later ("when you next refit") is not what it rates. Solution 29
// once said "Under £50" while naming a bell that costs up to £100, and 39 said "£50–£500" though
// its first step was a free contrast checker. Pure: it reads the seed, not a database.
import { describe, expect, it } from "vitest";
import type { CostBand } from "../../../shared/quick-solution-bands.ts";
import { solutionSteps } from "../../../shared/quick-solution-steps.ts";
import { quickSolutionSeeds } from "./quick-solutions.ts";

/** Each band's range in pounds; over £500 has no top. */
const RANGE: Record<CostBand, { from: number; to: number }> = {
  free: { from: 0, to: 0 },
  "under-50": { from: 0, to: 50 },
  "50-500": { from: 50, to: 500 },
  "over-500": { from: 500, to: Number.POSITIVE_INFINITY },
};

/** A step about a later, bigger job, which the band leaves out. */
const LATER =
  /\b(refit|refitting|next major building work|when budget allows|if the space allows|when updating fittings|as a next step)\b/i;

/** "£100 to £400", "£30–£100" or "about £25": each price named, as its lowest and highest. */
function pricesIn(text: string): { from: number; to: number }[] {
  const named = /£(\d[\d,]*)(?:\s*(?:to|–|-)\s*£(\d[\d,]*))?/g;
  return [...text.matchAll(named)].map((match) => {
    const from = Number((match[1] ?? "0").replaceAll(",", ""));
    return { from, to: match[2] ? Number(match[2].replaceAll(",", "")) : from };
  });
}

/** "free" as a price ("a free checker", "costs nothing"), not "step-free" or "free of clutter". */
const SAYS_FREE = /(?<![-\w])free(?![-\w])(?! of\b)|\bcosts? nothing\b|\bat no cost\b/i;

function disagreement(band: CostBand, possibleSolutions: string): string | null {
  const steps = solutionSteps(possibleSolutions);
  const now = steps.filter((step) => !LATER.test(step));
  const prices = now.flatMap(pricesIn);
  const { from, to } = RANGE[band];
  const dearest = Math.max(0, ...prices.map((price) => price.to));
  if (dearest > to) return `names up to £${dearest}, above the band`;
  if (prices.length > 0 && dearest < from) return `names at most £${dearest}, below the band`;
  // A band above Free needs a reason in its steps when the first of them says it costs nothing.
  if (band !== "free" && prices.length === 0 && SAYS_FREE.test(steps[0] ?? "")) {
    return "its first step is free and no step names a price";
  }
  return null;
}

describe("each quick solution's cost band", () => {
  it.each(quickSolutionSeeds.map((seed, index) => ({ ...seed, number: index + 1 })))(
    "#$number $key agrees with the prices its steps name",
    (seed) => {
      expect(disagreement(seed.costBand, seed.possibleSolutions)).toBeNull();
    },
  );

  it("catches the bands solutions 29 and 39 once had", () => {
    const bell =
      "Put a clear sign at the main entrance. Keep the door unlocked, or fit a bell; a wireless bell costs about £30 to £100.";
    expect(disagreement("under-50", bell)).toMatch(/above the band/);
    expect(disagreement("50-500", bell)).toBeNull();
    const checker =
      "Check your text and background colours with a free online contrast checker. Darken grey text.";
    expect(disagreement("50-500", checker)).toMatch(/first step is free/);
    expect(disagreement("free", checker)).toBeNull();
    // A price for later work does not count against a free first step.
    expect(
      disagreement("free", "Say so on your website. When you next refit, budget £2,000 to £5,000."),
    ).toBeNull();
  });
});
