// The display-settings facts the news feed embed needs, derived from the settings rules so the
// SPEC §3 theme table, line heights and text-size clamp live in one place.
import {
  DEFAULT_SETTINGS,
  FONT_SIZE,
  STORAGE_KEY,
  type ThemeId,
} from "./accessibility-settings/settings-rules.ts";
import { PRESET_THEMES } from "./accessibility-settings/theme-options.ts";

export { LINE_HEIGHTS } from "./accessibility-settings/settings-rules.ts";

export const SETTINGS_STORAGE_KEY = STORAGE_KEY;

export type PresetColorTheme = Exclude<ThemeId, "custom">;

export interface ThemeColors {
  background: string;
  text: string;
}

export const COLOR_THEMES = Object.fromEntries(
  PRESET_THEMES.map(({ id, label, background, text }) => [id, { label, background, text }]),
) as Record<PresetColorTheme, ThemeColors & { label: string }>;

/** SPEC §3 custom colour defaults. */
export const CUSTOM_COLOR_DEFAULTS: ThemeColors = {
  background: DEFAULT_SETTINGS.customBackgroundColor,
  text: DEFAULT_SETTINGS.customTextColor,
};

export const isHexColor = (value: unknown): value is string =>
  typeof value === "string" && /^#[0-9a-f]{6}$/i.test(value);

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

/** SPEC §5 and §9: the applied text size is clamped to 80–120 %, whatever the buttons allow. */
export const APPLIED_FONT_SIZE = {
  min: FONT_SIZE.appliedMin,
  max: FONT_SIZE.appliedMax,
  default: FONT_SIZE.default,
} as const;

export const appliedFontSize = (value: unknown): number =>
  typeof value === "number" && Number.isFinite(value)
    ? Math.min(APPLIED_FONT_SIZE.max, Math.max(APPLIED_FONT_SIZE.min, value))
    : APPLIED_FONT_SIZE.default;
