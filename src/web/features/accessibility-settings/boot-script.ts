// The display settings are applied before first paint by a tiny classic script in
// <head> (index.html gets it through the Vite plugin in vite.config.ts; the server adds the CSP
// nonce to every <script>). It runs the very functions the panel uses, serialised, so the two
// can never disagree.
import {
  initialSettings,
  normaliseSettings,
} from "../../../shared/accessibility-settings/normalise-settings.ts";
import { applyRootState, rootStateFor } from "../../../shared/accessibility-settings/root-state.ts";
import { SETTINGS_RULES } from "../../../shared/accessibility-settings/settings-rules.ts";

/** JavaScript source of the pre-paint script. Any failure leaves the page at its defaults. */
export function bootScriptSource(rules = SETTINGS_RULES): string {
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
    "}catch(e){}})(",
    JSON.stringify(rules).replace(/</g, "\\u003c"),
    ");",
  ].join("");
}
