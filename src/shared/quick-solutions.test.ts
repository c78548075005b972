import { describe, expect, it } from "vitest";
import {
  nextSort,
  solutionCountLabel,
  solutionStatus,
  sortQuickSolutions,
} from "./quick-solutions.ts";

const items = [
  {
    issue: "banner with tiny text",
    whyItsAnIssue: "Hard to read",
    possibleSolutions: "Use 16px",
    costBand: "50-500",
    effortBand: null,
  },
  {
    issue: "Automatic doors",
    whyItsAnIssue: "Close too fast",
    possibleSolutions: "Slow the closer",
    costBand: null,
    effortBand: "low",
  },
  {
    issue: "Captions missing",
    whyItsAnIssue: "Deaf viewers miss speech",
    possibleSolutions: "Add CAPTIONS",
    costBand: "free",
    effortBand: "high",
  },
] as const;

describe("sortQuickSolutions", () => {
  it("sorts case-insensitively in both directions", () => {
    const ascending = sortQuickSolutions(items, { column: "issue", direction: "ascending" });
    expect(ascending.map((i) => i.issue)).toEqual([
      "Automatic doors",
      "banner with tiny text",
      "Captions missing",
    ]);
    const descending = sortQuickSolutions(items, { column: "issue", direction: "descending" });
    expect(descending.map((i) => i.issue)).toEqual([
      "Captions missing",
      "banner with tiny text",
      "Automatic doors",
    ]);
  });

  it("sorts bands from lowest to highest, and unrated ones last either way", () => {
    const cheapest = sortQuickSolutions(items, { column: "costBand", direction: "ascending" });
    expect(cheapest.map((i) => i.costBand)).toEqual(["free", "50-500", null]);
    const dearest = sortQuickSolutions(items, { column: "costBand", direction: "descending" });
    expect(dearest.map((i) => i.costBand)).toEqual(["50-500", "free", null]);
    const effort = sortQuickSolutions(items, { column: "effortBand", direction: "descending" });
    expect(effort.map((i) => i.effortBand)).toEqual(["high", "low", null]);
  });

  it("keeps the given order without a sort", () => {
    expect(sortQuickSolutions(items, null)).toEqual(items);
  });
});

describe("nextSort", () => {
  it("sorts ascending on the first click and toggles on further clicks", () => {
    const first = nextSort(null, "issue");
    expect(first).toEqual({ column: "issue", direction: "ascending" });
    const second = nextSort(first, "issue");
    expect(second).toEqual({ column: "issue", direction: "descending" });
    expect(nextSort(second, "issue")).toEqual({ column: "issue", direction: "ascending" });
  });

  it("starts ascending again when another column is chosen", () => {
    const sorted = { column: "issue", direction: "descending" } as const;
    expect(nextSort(sorted, "possibleSolutions")).toEqual({
      column: "possibleSolutions",
      direction: "ascending",
    });
  });
});

describe("solutionCountLabel", () => {
  it("counts solutions with the right plural", () => {
    expect(solutionCountLabel(0)).toBe("0 solutions found");
    expect(solutionCountLabel(1)).toBe("1 solution found");
    expect(solutionCountLabel(26)).toBe("26 solutions found");
  });
});

describe("solutionStatus", () => {
  it("is the count alone when there is no order to speak of", () => {
    expect(solutionStatus(40, null, false)).toBe("40 solutions found");
    expect(solutionStatus(1, { column: "issue", direction: "ascending" }, true)).toBe(
      "1 solution found",
    );
  });

  it("says how the list is sorted, so a screen reader hears a sort", () => {
    expect(solutionStatus(12, { column: "issue", direction: "ascending" }, false)).toBe(
      "12 solutions found. Sorted by Issue, A to Z.",
    );
    expect(solutionStatus(12, { column: "possibleSolutions", direction: "descending" }, true)).toBe(
      "12 solutions found. Sorted by Possible Solutions, Z to A.",
    );
    expect(solutionStatus(3, { column: "costBand", direction: "ascending" }, false)).toBe(
      "3 solutions found. Sorted by Cost, lowest first.",
    );
    expect(solutionStatus(5, null, true)).toBe("5 solutions found. Best matches first.");
  });
});
