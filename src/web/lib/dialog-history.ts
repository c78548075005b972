// "Back means back": a reading dialog (an expert article, a community story) is an entry
// in the browser's history. Opening one pushes an entry whose address is the item's permalink, so
// the address bar can be shared and Back closes the dialog instead of leaving the page. The entry's
// state names the page underneath (its background), and the router keeps showing that page while
// the entry is current; only a fresh load of the permalink shows the item's own page (the server
// renders it). See docs/decisions/017-history-for-dialogs-and-tabs.md.
import { navigate as browserNavigate, useLocationProperty } from "wouter/use-browser-location";

/** The part of `history.state` that marks an entry as an open reading dialog. */
const STATE_KEY = "readingDialog";

interface DialogEntry {
  /** The permalink shown in the address bar while the dialog is open. */
  href: string;
  /** Where the page underneath lives: what the router shows. */
  backgroundPath: string;
  backgroundSearch: string;
}

function dialogEntry(state: unknown): DialogEntry | null {
  if (typeof state !== "object" || state === null || !(STATE_KEY in state)) return null;
  const entry = (state as Record<string, unknown>)[STATE_KEY];
  if (typeof entry !== "object" || entry === null) return null;
  const { href, backgroundPath, backgroundSearch } = entry as Record<string, unknown>;
  return typeof href === "string" &&
    typeof backgroundPath === "string" &&
    typeof backgroundSearch === "string"
    ? { href, backgroundPath, backgroundSearch }
    : null;
}

const currentEntry = () => dialogEntry(history.state);
const routedPath = () => currentEntry()?.backgroundPath ?? location.pathname;
const routedSearch = () => currentEntry()?.backgroundSearch ?? location.search;

/**
 * Wouter's navigate, except for a link to the permalink that is already in the address bar ("Link
 * to this article" in the open dialog): the entry becomes the item's own page in place, so Back
 * from that page returns to the list rather than to the dialog.
 */
function navigate(to: string | URL, options?: { replace?: boolean; state?: unknown }) {
  const entry = currentEntry();
  if (entry && String(to) === entry.href) browserNavigate(to, { ...options, replace: true });
  else browserNavigate(to, options);
}

/**
 * Puts `search` ("?…" or "") in the current entry's address without a new entry, keeping its
 * state (a search typed on Advice & Solutions). While a reading dialog is open, its
 * background takes the search, so closing the dialog returns to the page as it now is.
 */
export function replacePageSearch(search: string) {
  const entry = currentEntry();
  if (entry) {
    const state = history.state as Record<string, unknown>;
    history.replaceState({ ...state, [STATE_KEY]: { ...entry, backgroundSearch: search } }, "");
  } else {
    history.replaceState(history.state, "", `${location.pathname}${search}${location.hash}`);
  }
}

/** Wouter location hook: the browser's address, or the background while a dialog is open. */
export function useDialogAwareLocation({ ssrPath }: { ssrPath?: string } = {}) {
  const path = useLocationProperty(routedPath, ssrPath != null ? () => ssrPath : routedPath);
  return [path, navigate] as [string, typeof navigate];
}

/** Wouter search hook to match (search without its "?", as wouter's own). */
export function useDialogAwareSearch({ ssrSearch }: { ssrSearch?: string } = {}) {
  return useLocationProperty(routedSearch, ssrSearch != null ? () => ssrSearch : routedSearch);
}

/**
 * A page loaded afresh shows what its address names: reloading with a dialog open (or returning to
 * its entry after the browser dropped the page) shows the item's own page, rendered by the server.
 * Call before hydrating, so the router agrees with the server's HTML.
 */
export function forgetDialogEntry() {
  const state = history.state as Record<string, unknown> | null;
  if (!dialogEntry(state) || !state) return;
  const { [STATE_KEY]: _dialog, ...rest } = state;
  history.replaceState(Object.keys(rest).length > 0 ? rest : null, "");
}

// Set between asking the browser to go back and the popstate that answers: a second Escape in
// that moment must not take a second step back, off the page.
let goingBack = false;

/**
 * Open state for the dialog of the item at `href`, kept in history: open pushes the permalink,
 * close goes back to the page underneath; Back and Forward close and reopen it.
 */
export function useHistoryDialog(href: string) {
  const isOpen = useLocationProperty(
    () => currentEntry()?.href === href,
    () => false,
  );
  const setOpen = (open: boolean) => {
    const entry = currentEntry();
    if (open && !entry) {
      const background = { backgroundPath: location.pathname, backgroundSearch: location.search };
      history.pushState({ [STATE_KEY]: { href, ...background } }, "", href);
    } else if (!open && entry?.href === href && !goingBack) {
      goingBack = true;
      addEventListener(
        "popstate",
        () => {
          goingBack = false;
        },
        { once: true },
      );
      history.back();
    }
  };
  return { isOpen, setOpen };
}
