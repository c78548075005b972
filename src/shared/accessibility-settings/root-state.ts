import type { AccessibilitySettings, SettingsRules } from "./settings-rules.ts";

/**
 * What the settings put on <html>: data attributes the stylesheet selects on, and inline custom
 * properties. Every managed name is always listed (null = remove), so applying the defaults
 * clears everything an earlier state set.
 */
export interface RootState {
  attributes: Record<string, string | null>;
  properties: Record<string, string | null>;
}

// Serialised into the pre-paint <head> script (boot-script.ts): keep it self-contained.
export function rootStateFor(s: AccessibilitySettings, rules: SettingsRules): RootState {
  const d = rules.defaults;
  // The theme, font, spacing and size overlay applies only when one of them differs
  // from its default.
  const overlay =
    s.colorTheme !== d.colorTheme ||
    s.fontFamily !== d.fontFamily ||
    s.lineSpacing !== d.lineSpacing ||
    s.fontSize !== d.fontSize;
  const custom = overlay && s.colorTheme === "custom";
  // The applied size is clamped to 80–120 even though the buttons go to 150.
  const applied = Math.min(
    rules.fontSize.appliedMax,
    Math.max(rules.fontSize.appliedMin, s.fontSize),
  );
  const spacing = overlay && s.lineSpacing !== d.lineSpacing;
  // A dark custom background asks for dark scrollbars and form controls too. Rough perceived
  // brightness of #rrggbb is enough to choose between the two schemes.
  const background = Number.parseInt(s.customBackgroundColor.slice(1), 16);
  const brightness =
    0.2126 * ((background >> 16) & 255) +
    0.7152 * ((background >> 8) & 255) +
    0.0722 * (background & 255);
  return {
    attributes: {
      "data-theme": overlay && s.colorTheme !== d.colorTheme ? s.colorTheme : null,
      "data-font": overlay && s.fontFamily !== d.fontFamily ? s.fontFamily : null,
      "data-line-spacing": spacing ? s.lineSpacing : null,
      "data-high-contrast": s.highContrast ? "" : null,
      // Animations are off when either animationsDisabled or reduceMotion is set.
      "data-animations": s.animationsDisabled || s.reduceMotion ? "off" : null,
      "data-larger-cursor": s.largerCursor ? "" : null,
      // Enhanced outlines are the default look; turning them off falls back to a plainer ring.
      "data-focus-outlines": s.focusOutlines ? null : "standard",
      "data-screen-reader-mode": s.screenReaderMode ? "" : null,
    },
    properties: {
      "--ra-custom-bg": custom ? s.customBackgroundColor : null,
      "--ra-custom-fg": custom ? s.customTextColor : null,
      "color-scheme": custom ? (brightness < 128 ? "dark" : "light") : null,
      "--ra-line-height": spacing ? String(rules.lineHeights[s.lineSpacing]) : null,
      "font-size": overlay && applied !== rules.fontSize.default ? `${applied}%` : null,
    },
  };
}

/** The few element methods applying needs, so this stays testable without a DOM. */
export interface RootElement {
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  style: { setProperty(name: string, value: string): void; removeProperty(name: string): void };
}

// Serialised into the pre-paint <head> script too.
export function applyRootState(root: RootElement, state: RootState): void {
  for (const name of Object.keys(state.attributes)) {
    const value = state.attributes[name];
    if (value === null || value === undefined) root.removeAttribute(name);
    else root.setAttribute(name, value);
  }
  for (const name of Object.keys(state.properties)) {
    const value = state.properties[name];
    if (value === null || value === undefined) root.style.removeProperty(name);
    else root.style.setProperty(name, value);
  }
}
