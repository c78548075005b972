// SPEC §3 colour themes (background/text). The settings panel and the news feed embed share them.
export const SETTINGS_STORAGE_KEY = "accessibility-settings";

export const COLOR_THEMES = {
  default: { label: "Black on Off-White", background: "#fefefe", text: "#000000" },
  "navy-yellow": { label: "Navy on Pale Yellow", background: "#fffacd", text: "#191970" },
  "navy-peach": { label: "Navy on Peach", background: "#ffdbac", text: "#191970" },
  "grey-light": { label: "Dark Grey on Light Grey", background: "#f5f5f5", text: "#2f2f2f" },
  dark: { label: "White on Black", background: "#000000", text: "#ffffff" },
} as const;

export type PresetColorTheme = keyof typeof COLOR_THEMES;
export type ColorTheme = PresetColorTheme | "custom";

/** SPEC §3 custom colour defaults. */
export const CUSTOM_COLOR_DEFAULTS = { background: "#ffffff", text: "#000000" } as const;

export const isHexColor = (value: unknown): value is string =>
  typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value);

export interface ThemeColors {
  background: string;
  text: string;
}

/**
 * The colours for stored settings, or null for the default theme (or anything unreadable).
 * Custom colours are used only when both are well-formed hex colours.
 */
export function themeColors(settings: unknown): ThemeColors | null {
  if (typeof settings !== "object" || settings === null) return null;
  const { colorTheme, customBackgroundColor, customTextColor } = settings as Record<
    string,
    unknown
  >;
  if (colorTheme === "custom") {
    return isHexColor(customBackgroundColor) && isHexColor(customTextColor)
      ? { background: customBackgroundColor, text: customTextColor }
      : null;
  }
  if (typeof colorTheme !== "string" || colorTheme === "default") return null;
  if (!Object.hasOwn(COLOR_THEMES, colorTheme)) return null;
  const { background, text } = COLOR_THEMES[colorTheme as PresetColorTheme];
  return { background, text };
}

/** SPEC §3 line spacing: the line-height each stored value gives. */
export const LINE_HEIGHTS = { normal: 1.5, "1.5x": 2.25, "2x": 3 } as const;

/** SPEC §5 and §9: the applied text size is clamped to 80–120 %, whatever the buttons allow. */
export const APPLIED_FONT_SIZE = { min: 80, max: 120, default: 100 } as const;

export const appliedFontSize = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value)
    ? Math.min(APPLIED_FONT_SIZE.max, Math.max(APPLIED_FONT_SIZE.min, value))
    : APPLIED_FONT_SIZE.default;
