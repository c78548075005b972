// The display settings in the browser (docs/product.md#saving-and-resetting): load on start, every
// change merges, applies at once and is saved; Reset restores the defaults, removes the stored key
// and clears applied styles.
import { useCallback, useEffect, useState } from "react";
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

const SYSTEM_QUERIES = ["(prefers-reduced-motion: reduce)", "(prefers-contrast: more)"] as const;
const prefers = (query: string) => window.matchMedia?.(query).matches ?? false;

/** What a visitor starts with: the stored settings, or the system's wishes when none are. */
function startingSettings(stored: string | null): AccessibilitySettings {
  const system = {
    reducedMotion: prefers(SYSTEM_QUERIES[0]),
    moreContrast: prefers(SYSTEM_QUERIES[1]),
  };
  return initialSettings(stored, system, SETTINGS_RULES, normaliseSettings);
}

const apply = (settings: AccessibilitySettings) =>
  applyRootState(document.documentElement, rootStateFor(settings, SETTINGS_RULES));

export function useDisplaySettings() {
  // The panel only renders in the browser, after the pre-paint script has applied the same state.
  const [settings, setSettings] = useState(() => startingSettings(readStoredSettings()));

  // A visitor who has chosen nothing follows the system: the pre-paint script re-applies the page
  // when a system preference changes, and the panel's switches follow it here.
  useEffect(() => {
    const follow = () => {
      if (readStoredSettings() === null) setSettings(startingSettings(null));
    };
    const lists = SYSTEM_QUERIES.flatMap((query) => window.matchMedia?.(query) ?? []);
    for (const list of lists) list.addEventListener("change", follow);
    return () => {
      for (const list of lists) list.removeEventListener("change", follow);
    };
  }, []);

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
