// Arrowing along a tab list selects each tab it passes (React Aria's automatic activation, which
// the ARIA APG recommends when a panel shows at once). In history a run of those keys is one step:
// the run's first change of tab adds an entry and the rest replace it, so Back returns to the tab
// the visitor started from, not to each tab they passed. Anything else (a click, a tap, a screen
// reader's activation, another key, Back itself) ends the run, and the next change adds an entry.

const MOVES_ALONG_TABS = new Set([
  "ArrowLeft",
  "ArrowRight",
  "ArrowUp",
  "ArrowDown",
  "Home",
  "End",
]);

/** The input being handled is one of those keys, pressed on a tab. */
let movingAlongTabs = false;
/** The current history entry was added by the run of keys still going on. */
let inRun = false;

function onKeyDown(event: KeyboardEvent) {
  const onTab = event.target instanceof Element && event.target.closest('[role="tab"]') !== null;
  movingAlongTabs = onTab && MOVES_ALONG_TABS.has(event.key);
  if (!movingAlongTabs) inRun = false;
}

function endRun() {
  movingAlongTabs = false;
  inRun = false;
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

/** Call on each change of tab: true when it continues a run (replace the entry), else false. */
export function continuesKeyRun(): boolean {
  const continues = movingAlongTabs && inRun;
  inRun = movingAlongTabs;
  return continues;
}
