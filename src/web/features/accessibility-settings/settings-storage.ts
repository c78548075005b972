// Settings live in localStorage['accessibility-settings']. Storage that throws (private
// modes, blocked cookies) just means nothing is kept; the page keeps working.
import type { AccessibilitySettings } from "../../../shared/accessibility-settings/settings-rules.ts";
import { STORAGE_KEY } from "../../../shared/accessibility-settings/settings-rules.ts";

export function readStoredSettings(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function saveSettings(settings: AccessibilitySettings): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // Nothing is kept; the settings still apply to this page.
  }
}

export function removeStoredSettings(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
