// How the display settings change (docs/product.md#accessibility-settings), as pure functions
// over whole settings objects.

import {
  type AccessibilitySettings,
  DEFAULT_SETTINGS,
  FONT_IDS,
  FONT_SIZE,
  HEX_COLOR_PATTERN,
  LINE_SPACING_IDS,
  THEME_IDS,
} from "./settings-rules.ts";

const hexColor = new RegExp(HEX_COLOR_PATTERN);
const CHOICES: Partial<Record<keyof AccessibilitySettings, readonly string[]>> = {
  colorTheme: THEME_IDS,
  fontFamily: FONT_IDS,
  lineSpacing: LINE_SPACING_IDS,
};

/**
 * One field's value if it is allowed (colours lower-cased), else undefined. The same rules as
 * settingsSchema (a test holds them together), without zod, so the panel loads zod only when a
 * settings file is read.
 */
export function checkSetting(key: keyof AccessibilitySettings, value: unknown): unknown {
  const choices = CHOICES[key];
  if (choices) return typeof value === "string" && choices.includes(value) ? value : undefined;
  if (key === "customBackgroundColor" || key === "customTextColor") {
    return typeof value === "string" && hexColor.test(value) ? value.toLowerCase() : undefined;
  }
  if (key === "fontSize") {
    const size = value as number;
    return Number.isInteger(size) && size >= FONT_SIZE.min && size <= FONT_SIZE.max
      ? size
      : undefined;
  }
  if (key in DEFAULT_SETTINGS) return typeof value === "boolean" ? value : undefined;
  return undefined;
}

/** Every change merges into the current settings; a value that is not allowed is ignored. */
export function mergeSettings(
  current: AccessibilitySettings,
  patch: Partial<AccessibilitySettings>,
): AccessibilitySettings {
  const merged = { ...current };
  for (const key of Object.keys(patch) as (keyof AccessibilitySettings)[]) {
    const value = checkSetting(key, patch[key]);
    if (value !== undefined) Object.assign(merged, { [key]: value });
  }
  return merged;
}

/** Choosing a colour in a custom picker switches the theme to custom. */
export function chooseCustomColor(
  current: AccessibilitySettings,
  which: "background" | "text",
  hex: string,
): AccessibilitySettings {
  if (checkSetting("customBackgroundColor", hex) === undefined) return current;
  const key = which === "background" ? "customBackgroundColor" : "customTextColor";
  return mergeSettings(current, { [key]: hex, colorTheme: "custom" });
}

/** Decrease is disabled at 80 or below, increase at 150 or above. */
export const canDecreaseFontSize = (size: number) => size > FONT_SIZE.min;
export const canIncreaseFontSize = (size: number) => size < FONT_SIZE.max;

/** The buttons step by 10 and stay within 80–150. */
export function stepFontSize(size: number, direction: "increase" | "decrease"): number {
  const next = size + (direction === "increase" ? FONT_SIZE.step : -FONT_SIZE.step);
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, next));
}

/** The downloaded settings file's text: every setting, readable, in a stable order. */
export const serialiseSettings = (settings: AccessibilitySettings) =>
  `${JSON.stringify(settings, null, 2)}\n`;
