// The display settings, their defaults and limits (docs/product.md#accessibility-settings). Data
// only, so the pre-paint script can carry the same rules to the browser as JSON.

export const STORAGE_KEY = "accessibility-settings";
export const SETTINGS_FILE_NAME = "accessibility-settings.json";

export const THEME_IDS = [
  "default",
  "navy-yellow",
  "navy-peach",
  "grey-light",
  "dark",
  "custom",
] as const;
export type ThemeId = (typeof THEME_IDS)[number];

export const FONT_IDS = ["default", "arial", "verdana", "comic-sans", "opendyslexic"] as const;
export type FontId = (typeof FONT_IDS)[number];

export const LINE_SPACING_IDS = ["normal", "1.5x", "2x"] as const;
export type LineSpacingId = (typeof LINE_SPACING_IDS)[number];

export interface AccessibilitySettings {
  colorTheme: ThemeId;
  customBackgroundColor: string;
  customTextColor: string;
  fontFamily: FontId;
  lineSpacing: LineSpacingId;
  fontSize: number;
  animationsDisabled: boolean;
  highContrast: boolean;
  reduceMotion: boolean;
  largerCursor: boolean;
  focusOutlines: boolean;
  screenReaderMode: boolean;
}

export const DEFAULT_SETTINGS: Readonly<AccessibilitySettings> = Object.freeze({
  colorTheme: "default",
  customBackgroundColor: "#ffffff",
  customTextColor: "#000000",
  fontFamily: "default",
  lineSpacing: "normal",
  fontSize: 100,
  animationsDisabled: false,
  highContrast: false,
  reduceMotion: false,
  largerCursor: false,
  focusOutlines: true,
  screenReaderMode: false,
});

/** Buttons step by 10 within 80–150; the applied size is clamped to 80–120. */
export const FONT_SIZE = {
  default: 100,
  step: 10,
  min: 80,
  max: 150,
  appliedMin: 80,
  appliedMax: 120,
};

/** Line heights: normal gives 1.5, 1.5x gives 2.25, 2x gives 3. */
export const LINE_HEIGHTS: Record<LineSpacingId, number> = { normal: 1.5, "1.5x": 2.25, "2x": 3 };

/** Under this ratio custom colours are flagged as hard to read. */
export const CONTRAST_WARNING_BELOW = 4.5;

export const HEX_COLOR_PATTERN = "^#[0-9a-fA-F]{6}$";

/** Everything the normaliser and the root-state mapping need, as plain JSON. */
export const SETTINGS_RULES = {
  storageKey: STORAGE_KEY,
  themes: THEME_IDS,
  fonts: FONT_IDS,
  lineSpacings: LINE_SPACING_IDS,
  defaults: DEFAULT_SETTINGS,
  fontSize: FONT_SIZE,
  lineHeights: LINE_HEIGHTS,
  hexPattern: HEX_COLOR_PATTERN,
};
export type SettingsRules = typeof SETTINGS_RULES;
