import { describe, expect, it } from "vitest";
import {
  filterQuickSolutions,
  nextSort,
  solutionCountLabel,
  sortQuickSolutions,
} from "./quick-solutions.ts";

const items = [
  { issue: "banner with tiny text", whyItsAnIssue: "Hard to read", possibleSolutions: "Use 16px" },
  {
    issue: "Automatic doors",
    whyItsAnIssue: "Close too fast",
    possibleSolutions: "Slow the closer",
  },
  {
    issue: "Captions missing",
    whyItsAnIssue: "Deaf viewers miss speech",
    possibleSolutions: "Add CAPTIONS",
  },
];

describe("filterQuickSolutions", () => {
  it("matches issue, why and solutions case-insensitively", () => {
    expect(filterQuickSolutions(items, "AUTOMATIC").map((i) => i.issue)).toEqual([
      "Automatic doors",
    ]);
    expect(filterQuickSolutions(items, "deaf").map((i) => i.issue)).toEqual(["Captions missing"]);
    expect(filterQuickSolutions(items, "slow the").map((i) => i.issue)).toEqual([
      "Automatic doors",
    ]);
  });

  it("returns everything for a blank term and nothing when nothing matches", () => {
    expect(filterQuickSolutions(items, "   ")).toHaveLength(3);
    expect(filterQuickSolutions(items, "submarine")).toEqual([]);
  });
});

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
