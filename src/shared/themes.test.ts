import { describe, expect, it } from "vitest";
import { appliedFontSize, COLOR_THEMES, themeColors } from "./themes.ts";

describe("themeColors", () => {
  it("gives the SPEC §3 colours for each preset theme", () => {
    expect(COLOR_THEMES.dark).toMatchObject({ background: "#000000", text: "#ffffff" });
    expect(themeColors({ colorTheme: "navy-yellow" })).toEqual({
      background: "#fffacd",
      text: "#191970",
    });
    expect(themeColors({ colorTheme: "grey-light" })).toEqual({
      background: "#f5f5f5",
      text: "#2f2f2f",
    });
  });

  it("uses well-formed custom colours only", () => {
    expect(
      themeColors({
        colorTheme: "custom",
        customBackgroundColor: "#123456",
        customTextColor: "#FEDCBA",
      }),
    ).toEqual({ background: "#123456", text: "#FEDCBA" });
    expect(
      themeColors({ colorTheme: "custom", customBackgroundColor: "red", customTextColor: "#fff" }),
    ).toBeNull();
  });

  it("answers null for the default theme and anything unreadable", () => {
    for (const settings of [
      null,
      "dark",
      {},
      { colorTheme: "default" },
      { colorTheme: "toString" },
      { colorTheme: 3 },
    ]) {
      expect(themeColors(settings)).toBeNull();
    }
  });
});

describe("appliedFontSize", () => {
  it("clamps the stored size to 80–120 and defaults to 100", () => {
    expect(appliedFontSize(150)).toBe(120);
    expect(appliedFontSize(70)).toBe(80);
    expect(appliedFontSize(110)).toBe(110);
    expect(appliedFontSize("big")).toBe(100);
    expect(appliedFontSize(Number.NaN)).toBe(100);
  });
});
