// The display settings are applied before first paint by a tiny classic script: the site's
// index.html gets it in <head> through the Vite plugin in vite.config.ts, and the news feed
// embed inlines it too (the CSP allows it by its hash: decision 013). It runs the very
// functions the settings panel uses, serialised, so no page can disagree with the panel.
import { initialSettings, normaliseSettings } from "./normalise-settings.ts";
import { applyRootState, rootStateFor } from "./root-state.ts";
import { SETTINGS_RULES, type SettingsRules } from "./settings-rules.ts";

export interface BootScriptOptions {
  rules?: SettingsRules;
  /**
   * Re-apply when another document changes the stored settings. The embedded news feed needs
   * this: the settings panel lives on the page that frames it.
   */
  followStorage?: boolean;
}

/** JavaScript source of the pre-paint script. Any failure leaves the page at its defaults. */
export function bootScriptSource({
  rules = SETTINGS_RULES,
  followStorage = false,
}: BootScriptOptions = {}): string {
  // `__name` guards against build tools that wrap functions to keep their names.
  return [
    "(function(rules){try{",
    "var __name=function(f){return f};",
    `var normalise=${normaliseSettings};`,
    `var initial=${initialSettings};`,
    `var stateFor=${rootStateFor};`,
    `var apply=${applyRootState};`,
    "var queries=['(prefers-reduced-motion: reduce)','(prefers-contrast: more)'];",
    "var media=function(q){return window.matchMedia?window.matchMedia(q):null};",
    "var run=function(){",
    "var stored=null;",
    // Private modes may throw on storage access: then nothing is kept, and nothing breaks.
    "try{stored=window.localStorage.getItem(rules.storageKey)}catch(e){}",
    "var m=queries.map(function(q){var l=media(q);return !!(l&&l.matches)});",
    "apply(document.documentElement,stateFor(initial(stored,{reducedMotion:m[0],moreContrast:m[1]},rules,normalise),rules));",
    "};",
    "run();",
    // A visitor who has chosen nothing keeps following the system when it changes.
    "queries.forEach(function(q){var l=media(q);if(l&&l.addEventListener)l.addEventListener('change',run)});",
    followStorage
      ? "window.addEventListener('storage',function(e){if(e.key===null||e.key===rules.storageKey)run()});"
      : "",
    "}catch(e){}})(",
    JSON.stringify(rules).replace(/</g, "\\u003c"),
    ");",
  ].join("");
}
