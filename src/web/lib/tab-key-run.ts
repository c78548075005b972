// Arrowing along a tab list selects each tab it passes (React Aria's automatic activation, which
// the ARIA APG recommends when a panel shows at once). In history a run of those keys is one step:
// the run's first change of tab adds an entry and the rest replace it, so Back returns to the tab
// the visitor started from, not to each tab they passed. Anything else (a click, a tap, a screen
// reader's activation, another key, Back itself) ends the run, and the next change adds an entry.
// A closed native select is the same (a filter or sort kept in the address): on Windows
// and Linux each arrow, or a letter typed, changes its value, so a run of keys on one select is
// one step too.

const MOVES_ALONG_TABS = new Set([
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
  "PageUp",
  "PageDown",
]);

/** The input being handled is one of those keys, pressed on a tab or a select. */
let movingAlongTabs = false;
/** The current history entry was added by the run of keys still going on. */
let inRun = false;
/** The tab list or select the run is on: a run on another one is a new step. */
let runOn: Element | null = null;

/** Where `event` moves a selection along: its tab list or select, or null for any other key. */
function movesAlong(event: KeyboardEvent): Element | null {
  if (!(event.target instanceof Element)) return null;
  const select = event.target.closest("select");
  // A letter or digit picks the next option that starts with it.
  const typed = event.key.length === 1 && event.key !== " " && !event.ctrlKey && !event.metaKey;
  if (select) return MOVES_ALONG_TABS.has(event.key) || typed ? select : null;
  const tab = event.target.closest('[role="tab"]');
  return tab && MOVES_ALONG_TABS.has(event.key) ? (tab.closest('[role="tablist"]') ?? tab) : null;
}

function onKeyDown(event: KeyboardEvent) {
  const along = movesAlong(event);
  movingAlongTabs = along !== null;
  if (!movingAlongTabs || along !== runOn) inRun = false;
  runOn = along;
}

function endRun() {
  movingAlongTabs = false;
  inRun = false;
  runOn = null;
}

let watchers = 0;

/** Starts listening (capture phase, before React Aria acts on the key); returns a stop. */
export function watchTabKeys() {
  if (watchers++ === 0) {
    addEventListener("keydown", onKeyDown, true);
    addEventListener("pointerdown", endRun, true);
    addEventListener("click", endRun, true);
    addEventListener("popstate", endRun);
  }
  return () => {
    if (--watchers > 0) return;
    removeEventListener("keydown", onKeyDown, true);
    removeEventListener("pointerdown", endRun, true);
    removeEventListener("click", endRun, true);
    removeEventListener("popstate", endRun);
  };
}

/**
 * Call on each change of tab (or of a select kept in the address): true when it continues a run
 * (replace the entry), else false.
 */
export function continuesKeyRun(): boolean {
  const continues = movingAlongTabs && inRun;
  inRun = movingAlongTabs;
  return continues;
}
