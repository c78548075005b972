import type { FontId, LineSpacingId, ThemeId } from "./settings-rules.ts";

export interface PresetTheme {
  id: Exclude<ThemeId, "custom">;
  label: string;
  background: string;
  text: string;
}

/** The site's own colours, first in the list of themes. */
export const DEFAULT_THEME: PresetTheme = {
  id: "default",
  label: "Black on Off-White",
  background: "#fefefe",
  text: "#000000",
};

/** The colour themes, in the panel's order (docs/product.md#colour-themes). */
export const PRESET_THEMES: readonly PresetTheme[] = [
  DEFAULT_THEME,
  { id: "navy-yellow", label: "Navy on Pale Yellow", background: "#fffacd", text: "#191970" },
  { id: "navy-peach", label: "Navy on Peach", background: "#ffdbac", text: "#191970" },
  { id: "grey-light", label: "Dark Grey on Light Grey", background: "#f5f5f5", text: "#2f2f2f" },
  { id: "dark", label: "White on Black", background: "#000000", text: "#ffffff" },
];

/** The font options, in the panel's order. */
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
