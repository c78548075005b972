import { describe, expect, it } from "vitest";
import { isGuideStale } from "./freshness.ts";

describe("a guide's freshness", () => {
  it("is stale once its facts were last checked over 12 months ago", () => {
    const checked = "2026-06-01T10:00:00Z";
    expect(isGuideStale(checked, new Date("2027-06-01T09:59:00Z"))).toBe(false);
    expect(isGuideStale(checked, new Date("2027-06-01T10:01:00Z"))).toBe(true);
  });
});
