import { describe, expect, it } from "vitest";
import { contrastLabel, contrastRatio, relativeLuminance } from "./contrast.ts";

describe("contrast ratio (WCAG relative luminance)", () => {
  it("gives the known values", () => {
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 6);
    expect(relativeLuminance("#000000")).toBe(0);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 6);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // Published pairs (WebAIM contrast checker).
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
    expect(contrastRatio("#0000ff", "#ffffff")).toBeCloseTo(8.59, 2);
    expect(contrastRatio("#ff0000", "#ffffff")).toBeCloseTo(4.0, 2);
  });

  it("does not depend on the order of the colours or their case", () => {
    expect(contrastRatio("#191970", "#FFFACD")).toBeCloseTo(contrastRatio("#fffacd", "#191970"));
  });

  it("rejects what is not a #rrggbb colour", () => {
    expect(() => relativeLuminance("red")).toThrow();
  });
});

describe("contrastLabel", () => {
  it("shows one decimal and warns only under 4.5", () => {
    expect(contrastLabel(21)).toEqual({ text: "Contrast Ratio: 21.0:1", isLow: false });
    expect(contrastLabel(4.5)).toEqual({ text: "Contrast Ratio: 4.5:1", isLow: false });
    expect(contrastLabel(3.14)).toEqual({
      text: "Contrast Ratio: 3.1:1 (May be hard to read)",
      isLow: true,
    });
  });
});
