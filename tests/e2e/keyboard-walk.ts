// A keyboard walk: Tab from the top of a page to its end, as someone without a mouse would, and
// say which visible links, buttons and fields were never reached, and where focus went back up
// the page. The order asked for is the page's own (document) order: the site lays pages out in
// the order of their HTML and uses no positive tabindex, so a screen reader's reading order, the
// visual order and the Tab order agree; a Tab that jumps back up the document is a defect
// (WCAG 2.4.3), and one that never comes is another (2.1.1).
//
// Only synchronous page.evaluate calls are used, so the walk works with JavaScript switched off
// too (the page's own scripts are off; Playwright's evaluations still run).
import type { Page } from "@playwright/test";

export interface Walk {
  /** The controls a keyboard never reached, as "link “Privacy Policy”". */
  unreached: string[];
  /** Each Tab that went back up the page: "link “A” after button “B”". */
  backwards: string[];
  /** How many Tabs the walk took, for the report of a failure. */
  presses: number;
}

/**
 * Marks each control a keyboard must reach with data-walk (its place in the document) and
 * data-walk-group (controls of which one Tab stop is enough: a radio group, a tab list and the
 * like, whose arrow keys move within). Returns each group's description.
 */
function markTargets(): Record<string, string> {
  const controls =
    'a[href], area[href], button, input:not([type="hidden"]), select, textarea, summary, iframe, [tabindex], [contenteditable="true"], [contenteditable=""]';
  // Widgets with one Tab stop, whose arrow keys move between their items (ARIA APG).
  const oneStop =
    '[role="tablist"], [role="radiogroup"], [role="toolbar"], [role="grid"], [role="treegrid"], [role="listbox"], [role="menu"], [role="menubar"], [role="tree"]';
  const nameOf = (element: Element) => {
    const label =
      element.getAttribute("aria-label") ||
      element.getAttribute("title") ||
      (element.textContent ?? "").replace(/\s+/g, " ").trim() ||
      element.getAttribute("name") ||
      element.id;
    const kind =
      element.localName === "a" ? "link" : (element.getAttribute("role") ?? element.localName);
    return `${kind} “${label.slice(0, 60)}”`;
  };
  const groups: Record<string, string> = {};
  let place = 0;
  for (const element of document.querySelectorAll<HTMLElement>(controls)) {
    element.removeAttribute("data-walk");
    element.removeAttribute("data-walk-group");
    const native = !element.matches("[tabindex]:not(a, button, input, select, textarea, summary)");
    // A box made focusable for a script (a heading focused after a change of page) is not a
    // Tab stop; a link, button or field is one even when its tabindex says otherwise.
    if (!native && element.tabIndex < 0) continue;
    if (element.matches(":disabled")) continue;
    // Hidden from everyone: inert, aria-hidden (React Aria's hidden native select for autofill),
    // not rendered, or in a closed <details>.
    if (element.closest('[inert], [aria-hidden="true"]')) continue;
    if (!element.checkVisibility({ visibilityProperty: true })) continue;
    if (element.localName === "summary" && element.parentElement?.localName !== "details") continue;
    const group =
      element instanceof HTMLInputElement && element.type === "radio" && element.name
        ? `radio ${element.form?.id ?? ""} ${element.name}`
        : element.parentElement?.closest(oneStop)
          ? `widget ${[...document.querySelectorAll(oneStop)].indexOf(element.parentElement.closest(oneStop) as Element)}`
          : `control ${place}`;
    element.dataset.walk = String(place);
    element.dataset.walkGroup = group;
    place += 1;
    groups[group] ??= nameOf(element);
  }
  return groups;
}

/** Where focus is now: its place and group, or what it is when it is no marked control. */
function focusNow(): { place: number | null; group: string | null; what: string } | null {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || element === document.body) return null;
  const label = (element.getAttribute("aria-label") ?? element.textContent ?? "")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 60);
  return {
    place: element.dataset.walk === undefined ? null : Number(element.dataset.walk),
    group: element.dataset.walkGroup ?? null,
    what: `${element.localName === "a" ? "link" : element.localName} “${label}”`,
  };
}

/**
 * Tabs from the top of the page until focus leaves it or comes round to the start again. Call
 * with the page loaded (and hydrated, with JavaScript) and nothing focused.
 */
export async function walkKeyboard(page: Page): Promise<Walk> {
  const groups = await page.evaluate(markTargets);
  // From the top: nothing focused, and the start of the page the place Tab starts from.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const reached = new Set<string>();
  const backwards: string[] = [];
  const limit = Object.keys(groups).length * 3 + 40;
  let previous: { place: number; what: string } | null = null;
  let first: string | null = null;
  let presses = 0;
  while (presses < limit) {
    await page.keyboard.press("Tab");
    presses += 1;
    const at = await page.evaluate(focusNow);
    if (at === null) break; // Focus left the page, after its last control.
    const key = at.group ?? at.what;
    // A frame keeps focus for the Tabs that move through its own page.
    if (previous && at.place === previous.place) continue;
    if (first === key) break; // Round to the start again.
    first ??= key;
    if (at.group) reached.add(at.group);
    if (at.place === null) continue;
    if (previous && at.place < previous.place) {
      backwards.push(`${at.what} after ${previous.what}`);
    }
    previous = { place: at.place, what: at.what };
  }
  // A control the page took away while it was walked (one a script replaced, say) was not
  // missed: only those still in the page count.
  const missed = Object.keys(groups).filter((group) => !reached.has(group));
  const stillThere = await page.evaluate(
    (names) =>
      names.filter((name) =>
        [...document.querySelectorAll<HTMLElement>("[data-walk-group]")].some(
          (element) => element.dataset.walkGroup === name && element.checkVisibility(),
        ),
      ),
    missed,
  );
  const unreached = stillThere.map((group) => groups[group] ?? group);
  return { unreached, backwards, presses };
}
