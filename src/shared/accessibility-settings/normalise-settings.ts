import type { AccessibilitySettings, SettingsRules } from "./settings-rules.ts";

export interface SystemPreferences {
  /** prefers-reduced-motion: reduce */
  reducedMotion: boolean;
  /** prefers-contrast: more */
  moreContrast: boolean;
}

// Both functions below are also serialised into the pre-paint <head> script (boot-script.ts), so
// they must stay self-contained: use only their parameters and plain language features.

/**
 * Reads whatever was stored (any shape, any age) into complete settings: each entry that is
 * missing or invalid falls back to its default, unknown keys are dropped. Never throws.
 */
export function normaliseSettings(raw: unknown, rules: SettingsRules): AccessibilitySettings {
  const d = rules.defaults;
  const source = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const hex = new RegExp(rules.hexPattern);
  const oneOf = (value: unknown, allowed: readonly string[], fallback: string) =>
    typeof value === "string" && allowed.indexOf(value) !== -1 ? value : fallback;
  const color = (value: unknown, fallback: string) =>
    typeof value === "string" && hex.test(value) ? value.toLowerCase() : fallback;
  const flag = (value: unknown, fallback: boolean) =>
    typeof value === "boolean" ? value : fallback;
  const size = source.fontSize;
  return {
    colorTheme: oneOf(source.colorTheme, rules.themes, d.colorTheme),
    customBackgroundColor: color(source.customBackgroundColor, d.customBackgroundColor),
    customTextColor: color(source.customTextColor, d.customTextColor),
    fontFamily: oneOf(source.fontFamily, rules.fonts, d.fontFamily),
    lineSpacing: oneOf(source.lineSpacing, rules.lineSpacings, d.lineSpacing),
    fontSize:
      typeof size === "number" && Number.isFinite(size)
        ? Math.min(rules.fontSize.max, Math.max(rules.fontSize.min, Math.round(size)))
        : d.fontSize,
    animationsDisabled: flag(source.animationsDisabled, d.animationsDisabled),
    highContrast: flag(source.highContrast, d.highContrast),
    reduceMotion: flag(source.reduceMotion, d.reduceMotion),
    largerCursor: flag(source.largerCursor, d.largerCursor),
    focusOutlines: flag(source.focusOutlines, d.focusOutlines),
    screenReaderMode: flag(source.screenReaderMode, d.screenReaderMode),
  } as AccessibilitySettings;
}

/**
 * The settings a visitor starts with. With nothing stored the site follows the system: reduced
 * motion turns animations off and a request for more contrast turns high contrast on. Once the
 * visitor chooses anything, the stored settings rule. `stored` is the raw storage string.
 */
export function initialSettings(
  stored: string | null,
  system: SystemPreferences,
  rules: SettingsRules,
  normalise: typeof normaliseSettings,
): AccessibilitySettings {
  let parsed: unknown = null;
  if (stored !== null) {
    try {
      parsed = JSON.parse(stored);
    } catch {
      parsed = null;
    }
  }
  if (parsed === null || typeof parsed !== "object") {
    const fresh = normalise({}, rules);
    fresh.reduceMotion = system.reducedMotion;
    fresh.highContrast = system.moreContrast;
    return fresh;
  }
  return normalise(parsed, rules);
}
