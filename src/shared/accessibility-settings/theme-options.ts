import type { FontId, LineSpacingId, ThemeId } from "./settings-rules.ts";

export interface PresetTheme {
  id: Exclude<ThemeId, "custom">;
  label: string;
  background: string;
  text: string;
}

/** SPEC §3: the site's own colours, first in the table. */
export const DEFAULT_THEME: PresetTheme = {
  id: "default",
  label: "Black on Off-White",
  background: "#fefefe",
  text: "#000000",
};

/** SPEC §3 colour themes table, in its order. */
export const PRESET_THEMES: readonly PresetTheme[] = [
  DEFAULT_THEME,
  { id: "navy-yellow", label: "Navy on Pale Yellow", background: "#fffacd", text: "#191970" },
  { id: "navy-peach", label: "Navy on Peach", background: "#ffdbac", text: "#191970" },
  { id: "grey-light", label: "Dark Grey on Light Grey", background: "#f5f5f5", text: "#2f2f2f" },
  { id: "dark", label: "White on Black", background: "#000000", text: "#ffffff" },
];

/** SPEC §3 font options. */
export const FONT_OPTIONS: readonly { id: FontId; label: string }[] = [
  { id: "default", label: "Default" },
  { id: "arial", label: "Arial" },
  { id: "verdana", label: "Verdana" },
  { id: "comic-sans", label: "Comic Sans MS" },
  { id: "opendyslexic", label: "OpenDyslexic" },
];

export const LINE_SPACING_OPTIONS: readonly { id: LineSpacingId; label: string }[] = [
  { id: "normal", label: "Normal" },
  { id: "1.5x", label: "1.5x" },
  { id: "2x", label: "2x" },
];
