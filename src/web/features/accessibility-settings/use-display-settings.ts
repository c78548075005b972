// SPEC §4 display settings in the browser: load on start, every change merges, applies at once
// and is saved; Reset restores the defaults, removes the stored key and clears applied styles.
import { useCallback, useState } from "react";
import {
  initialSettings,
  normaliseSettings,
} from "../../../shared/accessibility-settings/normalise-settings.ts";
import { applyRootState, rootStateFor } from "../../../shared/accessibility-settings/root-state.ts";
import { mergeSettings } from "../../../shared/accessibility-settings/settings-changes.ts";
import {
  type AccessibilitySettings,
  SETTINGS_RULES,
} from "../../../shared/accessibility-settings/settings-rules.ts";
import { readStoredSettings, removeStoredSettings, saveSettings } from "./settings-storage.ts";

const prefers = (query: string) => window.matchMedia?.(query).matches ?? false;

/** What a visitor starts with: the stored settings, or the system's wishes when none are. */
function startingSettings(stored: string | null): AccessibilitySettings {
  const system = {
    reducedMotion: prefers("(prefers-reduced-motion: reduce)"),
    moreContrast: prefers("(prefers-contrast: more)"),
  };
  return initialSettings(stored, system, SETTINGS_RULES, normaliseSettings);
}

const apply = (settings: AccessibilitySettings) =>
  applyRootState(document.documentElement, rootStateFor(settings, SETTINGS_RULES));

export function useDisplaySettings() {
  // The panel only renders in the browser, after the pre-paint script has applied the same state.
  const [settings, setSettings] = useState(() => startingSettings(readStoredSettings()));

  const commit = useCallback((next: AccessibilitySettings) => {
    apply(next);
    saveSettings(next);
    setSettings(next);
  }, []);

  const update = useCallback(
    (patch: Partial<AccessibilitySettings>) => commit(mergeSettings(settings, patch)),
    [settings, commit],
  );

  const reset = useCallback(() => {
    removeStoredSettings();
    // Back to what a new visitor gets: the defaults (following the system, as on a fresh load).
    const fresh = startingSettings(null);
    apply(fresh);
    setSettings(fresh);
  }, []);

  return { settings, commit, update, reset };
}
