import { describe, expect, it } from "vitest";
import { searchMatcher } from "./search.ts";

describe("searchMatcher", () => {
  it("matches a case-insensitive substring of any field, ignoring surrounding spaces", () => {
    const matches = searchMatcher("  hEaRing LOOP ");
    expect(matches(["Ramps", "Our hearing loop works"])).toBe(true);
    expect(matches(["Ramps", null, "Hearing aids"])).toBe(false);
  });

  it("matches everything for a blank term, and takes wildcard characters literally", () => {
    expect(searchMatcher("   ")(["anything"])).toBe(true);
    expect(searchMatcher("%")(["100 per cent"])).toBe(false);
    expect(searchMatcher("50%")(["50% off"])).toBe(true);
  });
});
