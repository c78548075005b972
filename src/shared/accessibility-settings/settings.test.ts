import { describe, expect, it } from "vitest";
import { initialSettings, normaliseSettings } from "./normalise-settings.ts";
import { applyRootState, type RootElement, rootStateFor } from "./root-state.ts";
import {
  canDecreaseFontSize,
  canIncreaseFontSize,
  checkSetting,
  chooseCustomColor,
  mergeSettings,
  serialiseSettings,
  stepFontSize,
} from "./settings-changes.ts";
import { DEFAULT_SETTINGS, SETTINGS_RULES } from "./settings-rules.ts";
import { parseSettingsFile, settingsSchema } from "./settings-schema.ts";

const noSystem = { reducedMotion: false, moreContrast: false };

describe("normaliseSettings (what was stored)", () => {
  it("keeps valid entries and replaces each invalid or missing one by its default", () => {
    const settings = normaliseSettings(
      { colorTheme: "dark", fontFamily: "papyrus", fontSize: "big", highContrast: 1, extra: 1 },
      SETTINGS_RULES,
    );
    expect(settings).toEqual({ ...DEFAULT_SETTINGS, colorTheme: "dark" });
    expect(settings).not.toHaveProperty("extra");
  });

  it("accepts anything without throwing", () => {
    for (const raw of [null, undefined, 42, "x", [], { fontSize: Number.NaN }]) {
      expect(normaliseSettings(raw, SETTINGS_RULES)).toEqual(DEFAULT_SETTINGS);
    }
  });

  it("clamps a stored size into the button range and lower-cases colours", () => {
    const s = normaliseSettings({ fontSize: 400, customTextColor: "#ABCDEF" }, SETTINGS_RULES);
    expect(s.fontSize).toBe(150);
    expect(s.customTextColor).toBe("#abcdef");
    expect(normaliseSettings({ customTextColor: "red" }, SETTINGS_RULES).customTextColor).toBe(
      "#000000",
    );
  });
});

describe("initialSettings", () => {
  const start = (stored: string | null, system = noSystem) =>
    initialSettings(stored, system, SETTINGS_RULES, normaliseSettings);

  it("follows the system while nothing is stored", () => {
    expect(start(null, { reducedMotion: true, moreContrast: true })).toEqual({
      ...DEFAULT_SETTINGS,
      reduceMotion: true,
      highContrast: true,
    });
    expect(start("{not json", { reducedMotion: true, moreContrast: false }).reduceMotion).toBe(
      true,
    );
  });

  it("uses the visitor's stored choice over the system", () => {
    const stored = JSON.stringify({ reduceMotion: false, colorTheme: "navy-peach" });
    const s = start(stored, { reducedMotion: true, moreContrast: true });
    expect(s.reduceMotion).toBe(false);
    expect(s.highContrast).toBe(false);
    expect(s.colorTheme).toBe("navy-peach");
  });
});

describe("changes", () => {
  it("merge keeps the rest and ignores values that are not allowed", () => {
    const s = mergeSettings({ ...DEFAULT_SETTINGS }, { colorTheme: "dark", largerCursor: true });
    expect(s).toEqual({ ...DEFAULT_SETTINGS, colorTheme: "dark", largerCursor: true });
    const bad = mergeSettings(s, { colorTheme: "pink" as never, fontSize: 7 });
    expect(bad).toEqual(s);
  });

  it("choosing a custom colour switches the theme to custom", () => {
    const s = chooseCustomColor({ ...DEFAULT_SETTINGS }, "background", "#FFEEDD");
    expect(s.colorTheme).toBe("custom");
    expect(s.customBackgroundColor).toBe("#ffeedd");
    expect(chooseCustomColor({ ...DEFAULT_SETTINGS }, "text", "nope")).toEqual(DEFAULT_SETTINGS);
  });

  it("steps text size by 10 within 80–150 and applies at most 120", () => {
    expect(stepFontSize(100, "increase")).toBe(110);
    expect(stepFontSize(150, "increase")).toBe(150);
    expect(stepFontSize(80, "decrease")).toBe(80);
    expect(canDecreaseFontSize(80)).toBe(false);
    expect(canDecreaseFontSize(90)).toBe(true);
    expect(canIncreaseFontSize(150)).toBe(false);
    expect(canIncreaseFontSize(140)).toBe(true);
  });
});

describe("rootStateFor and applyRootState", () => {
  const fakeRoot = () => {
    const attributes = new Map<string, string>();
    const properties = new Map<string, string>();
    const root: RootElement = {
      setAttribute: (n, v) => attributes.set(n, v),
      removeAttribute: (n) => attributes.delete(n),
      style: {
        setProperty: (n, v) => properties.set(n, v),
        removeProperty: (n) => properties.delete(n),
      },
    };
    return { root, attributes, properties };
  };

  it("sets nothing for the defaults", () => {
    const { root, attributes, properties } = fakeRoot();
    applyRootState(root, rootStateFor(DEFAULT_SETTINGS, SETTINGS_RULES));
    expect(attributes.size).toBe(0);
    expect(properties.size).toBe(0);
  });

  it("applies every setting, and the defaults clear them all again (Reset)", () => {
    const { root, attributes, properties } = fakeRoot();
    const everything = {
      ...DEFAULT_SETTINGS,
      colorTheme: "custom" as const,
      customBackgroundColor: "#112233",
      customTextColor: "#ffeedd",
      fontFamily: "opendyslexic" as const,
      lineSpacing: "2x" as const,
      fontSize: 150,
      animationsDisabled: true,
      highContrast: true,
      largerCursor: true,
      focusOutlines: false,
      screenReaderMode: true,
    };
    applyRootState(root, rootStateFor(everything, SETTINGS_RULES));
    expect(Object.fromEntries(attributes)).toEqual({
      "data-theme": "custom",
      "data-font": "opendyslexic",
      "data-line-spacing": "2x",
      "data-high-contrast": "",
      "data-animations": "off",
      "data-larger-cursor": "",
      "data-focus-outlines": "standard",
      "data-screen-reader-mode": "",
    });
    expect(Object.fromEntries(properties)).toEqual({
      "--ra-custom-bg": "#112233",
      "--ra-custom-fg": "#ffeedd",
      "color-scheme": "dark",
      "--ra-line-height": "3",
      "font-size": "120%",
    });
    applyRootState(root, rootStateFor(DEFAULT_SETTINGS, SETTINGS_RULES));
    expect(attributes.size + properties.size).toBe(0);
  });

  it("gives a custom pair the colour scheme of its background", () => {
    const scheme = (customBackgroundColor: string) =>
      rootStateFor(
        { ...DEFAULT_SETTINGS, colorTheme: "custom", customBackgroundColor },
        SETTINGS_RULES,
      ).properties["color-scheme"];
    expect(scheme("#fdf6e3")).toBe("light");
    expect(scheme("#1a1a2e")).toBe("dark");
    expect(rootStateFor(DEFAULT_SETTINGS, SETTINGS_RULES).properties["color-scheme"]).toBeNull();
  });

  it("maps each line spacing to its line height and size only when it is not 100", () => {
    const spacing = (lineSpacing: "normal" | "1.5x" | "2x") =>
      rootStateFor({ ...DEFAULT_SETTINGS, lineSpacing }, SETTINGS_RULES).properties[
        "--ra-line-height"
      ];
    expect(spacing("normal")).toBeNull();
    expect(spacing("1.5x")).toBe("2.25");
    expect(spacing("2x")).toBe("3");
    const size = (fontSize: number) =>
      rootStateFor({ ...DEFAULT_SETTINGS, fontSize }, SETTINGS_RULES).properties["font-size"];
    expect(size(100)).toBeNull();
    expect(size(80)).toBe("80%");
    expect(size(130)).toBe("120%");
  });

  it("the reduceMotion switch alone turns animations off", () => {
    const state = rootStateFor({ ...DEFAULT_SETTINGS, reduceMotion: true }, SETTINGS_RULES);
    expect(state.attributes["data-animations"]).toBe("off");
  });
});

describe("settings files", () => {
  it("round-trips a downloaded file", () => {
    const s = { ...DEFAULT_SETTINGS, colorTheme: "dark" as const, fontSize: 130 };
    expect(parseSettingsFile(serialiseSettings(s))).toEqual({ ok: true, settings: s });
  });

  it("drops unknown keys and fills what a partial file leaves out", () => {
    const result = parseSettingsFile('{"highContrast": true, "favouriteColour": "teal"}');
    expect(result).toEqual({ ok: true, settings: { ...DEFAULT_SETTINGS, highContrast: true } });
  });

  it("rejects bad files with a message naming the problem", () => {
    const error = (text: string) => {
      const result = parseSettingsFile(text);
      return result.ok ? "accepted" : result.error;
    };
    expect(error("{oops")).toBe("This file is not a settings file: it is not valid JSON.");
    expect(error("[1,2]")).toBe("This file is not a settings file: it holds no settings.");
    expect(error('{"name": "x"}')).toBe(
      "This file is not a settings file: it holds no known settings.",
    );
    expect(error('{"fontSize": 400}')).toBe(
      "The settings file was not loaded: fontSize must be at most 150.",
    );
    expect(error('{"colorTheme": "pink"}')).toMatch(
      /^The settings file was not loaded: colorTheme must be one of default, navy-yellow/,
    );
    expect(error('{"customTextColor": "red"}')).toBe(
      "The settings file was not loaded: customTextColor must be a colour like #1a2b3c.",
    );
    expect(error('{"highContrast": "yes"}')).toBe(
      "The settings file was not loaded: highContrast must be true or false.",
    );
  });
});

describe("checkSetting agrees with the file schema", () => {
  const samples: Record<string, unknown[]> = {
    colorTheme: ["dark", "custom", "pink", 1, null],
    customBackgroundColor: ["#ABCDEF", "#abc", "red", 5],
    customTextColor: ["#000000", "#00000g"],
    fontFamily: ["arial", "comic-sans", "Comic Sans"],
    lineSpacing: ["2x", "3x", 2],
    fontSize: [80, 150, 79, 151, 100.5, "100", Number.NaN],
    highContrast: [true, false, "true", 0],
    screenReaderMode: [true, undefined],
  };
  for (const [key, values] of Object.entries(samples)) {
    it(key, () => {
      for (const value of values) {
        const parsed =
          settingsSchema.shape[key as keyof typeof settingsSchema.shape].safeParse(value);
        expect(checkSetting(key as keyof typeof DEFAULT_SETTINGS, value)).toEqual(
          parsed.success ? parsed.data : undefined,
        );
      }
    });
  }
});
