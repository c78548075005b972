// The strict shape of accessibility settings: what a settings file must contain and
// what a single change may set. Stored values are read leniently by normaliseSettings instead.
import { z } from "zod";
import {
  type AccessibilitySettings,
  DEFAULT_SETTINGS,
  FONT_IDS,
  FONT_SIZE,
  HEX_COLOR_PATTERN,
  LINE_SPACING_IDS,
  THEME_IDS,
} from "./settings-rules.ts";

const hexColor = z
  .string()
  .regex(new RegExp(HEX_COLOR_PATTERN), "must be a colour like #1a2b3c")
  .transform((value) => value.toLowerCase());

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `must be one of ${values.join(", ")}` });

const flag = z.boolean({ error: "must be true or false" });

/** Every field optional (a partial file keeps defaults for the rest); unknown keys are dropped. */
export const settingsSchema = z.object({
  colorTheme: choice(THEME_IDS),
  customBackgroundColor: hexColor,
  customTextColor: hexColor,
  fontFamily: choice(FONT_IDS),
  lineSpacing: choice(LINE_SPACING_IDS),
  fontSize: z
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(FONT_SIZE.min, `must be at least ${FONT_SIZE.min}`)
    .max(FONT_SIZE.max, `must be at most ${FONT_SIZE.max}`),
  animationsDisabled: flag,
  highContrast: flag,
  reduceMotion: flag,
  largerCursor: flag,
  focusOutlines: flag,
  screenReaderMode: flag,
});

export type SettingsResult =
  | { ok: true; settings: AccessibilitySettings }
  | { ok: false; error: string };

/**
 * Reads a settings file's text. Anything wrong rejects the whole file with a message naming the
 * first problem, so nothing half-applies; fields the file leaves out take their defaults.
 */
export function parseSettingsFile(text: string): SettingsResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, error: "This file is not a settings file: it is not valid JSON." };
  }
  if (!json || typeof json !== "object" || Array.isArray(json)) {
    return { ok: false, error: "This file is not a settings file: it holds no settings." };
  }
  const result = settingsSchema.partial().safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const field = issue?.path.join(".") || "settings";
    return { ok: false, error: `The settings file was not loaded: ${field} ${issue?.message}.` };
  }
  const known = Object.keys(result.data).length;
  if (known === 0) {
    return { ok: false, error: "This file is not a settings file: it holds no known settings." };
  }
  return { ok: true, settings: { ...DEFAULT_SETTINGS, ...result.data } };
}
