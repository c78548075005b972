// The WCAG 2.2 criteria axe has no rule for, checked on every route: 2.4.11 Focus Not Obscured
// (each Tab stop is on screen, its focus ring not clipped by a box around it nor covered by
// anything), 3.2.6 Consistent Help (the contact link in the same place on every page), 3.3.8
// Accessible Authentication (a password can be pasted; passkeys are offered) and 2.5.7 Dragging
// Movements (nothing needs dragging). 3.3.7 Redundant Entry is checked on the self-assessment's
// questions (src/shared/assessment/redundant-entry.test.ts).
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { PAGES } from "./routes.ts";

/** How far the site's focus ring reaches outside a control: a 4 px outline 2 px away. */
const RING_PX = 6;
const MOST_TAB_STOPS = 45;

/** What is wrong with the focused element's visibility, or null when nothing is. */
function focusProblem(ringPx: number): string | null {
  const focused = document.activeElement as HTMLElement | null;
  if (!focused || focused === document.body) return null;
  const box = focused.getBoundingClientRect();
  const name = `${focused.tagName.toLowerCase()} "${(focused.textContent ?? focused.getAttribute("aria-label") ?? "").trim().slice(0, 50)}"`;
  if (box.width === 0 || box.height === 0) return `${name} has no size`;
  if (box.bottom <= 0 || box.top >= innerHeight || box.right <= 0 || box.left >= innerWidth) {
    return `${name} is off screen`;
  }
  for (let parent = focused.parentElement; parent; parent = parent.parentElement) {
    const style = getComputedStyle(parent);
    if (style.overflowX === "visible" && style.overflowY === "visible") continue;
    if (style.display === "contents") continue;
    const clip = parent.getBoundingClientRect();
    const ringClipped =
      (style.overflowX !== "visible" &&
        (box.left - ringPx < clip.left - 0.5 || box.right + ringPx > clip.right + 0.5)) ||
      (style.overflowY !== "visible" &&
        (box.top - ringPx < clip.top - 0.5 || box.bottom + ringPx > clip.bottom + 0.5));
    // A scrolling box's edge is where its content is meant to be cut; its own content is not.
    const scrolls = /auto|scroll/.test(style.overflowX + style.overflowY);
    if (ringClipped && !scrolls) {
      return `${name}: its focus ring is cut by ${parent.tagName.toLowerCase()}.${parent.className}`;
    }
  }
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(box.top + box.height / 2, 0), innerHeight - 1);
  const top = document.elementFromPoint(x, y);
  if (top && !focused.contains(top) && !top.contains(focused)) {
    return `${name} is covered by ${top.tagName.toLowerCase()}.${top.className}`;
  }
  return null;
}

async function walkTabOrder(page: Page) {
  const problems: string[] = [];
  for (let stop = 0; stop < MOST_TAB_STOPS; stop++) {
    await page.keyboard.press("Tab");
    const problem = await page.evaluate(focusProblem, RING_PX);
    if (problem) problems.push(`Tab ${stop + 1}: ${problem}`);
  }
  return problems;
}

for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const { path, heading } of PAGES) {
      test(`${path}: every Tab stop is on screen, its ring whole and uncovered`, async ({
        page,
      }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        // Settled first: content arriving late (the admin's sign-in form) moves what has focus.
        await page.waitForLoadState("networkidle");
        expect(await walkTabOrder(page)).toEqual([]);
      });
    }
  });
}

test("3.2.6: the contact link is in the same place on every page", async ({ page }) => {
  const places = new Map<string, string>();
  for (const { path } of PAGES) {
    await page.goto(path);
    // Where "Contact" comes among the header's and the footer's links, counted from their start.
    const place = await page.evaluate(() => {
      const names = (selector: string) =>
        [...document.querySelectorAll<HTMLAnchorElement>(`${selector} a[href]`)]
          .filter((link) => link.checkVisibility())
          .map((link) => link.textContent?.trim() ?? "");
      const header = names("header");
      const footer = names("footer");
      return `header link ${header.indexOf("Contact")}, footer link ${footer.indexOf("Contact")}`;
    });
    places.set(path, place);
  }
  const [first] = places.values();
  expect(first).not.toMatch(/header link -1.*footer link -1/);
  expect(Object.fromEntries(places)).toEqual(
    Object.fromEntries([...places.keys()].map((path) => [path, first])),
  );
});

test("3.3.8: a password can be pasted, the browser may fill it, and passkeys are offered", async ({
  page,
}) => {
  // Passkeys belong to a host name, never an address: the site at localhost, SITE_URL's host.
  const site = `http://localhost:${new URL(test.info().project.use.baseURL ?? "").port}`;
  await page.goto(`${site}/admin`);
  await waitForHydration(page);
  const password = page.getByLabel("Password", { exact: true });
  await expect(password).toHaveAttribute("autocomplete", "current-password");
  const pasteRefused = await password.evaluate((field) => {
    const paste = new ClipboardEvent("paste", { bubbles: true, cancelable: true });
    field.dispatchEvent(paste);
    return paste.defaultPrevented;
  });
  expect(pasteRefused).toBe(false);
  await expect(page.getByRole("button", { name: "Sign in with a passkey" })).toBeVisible();
});

test("2.5.7: nothing on any page needs dragging", async ({ page }) => {
  for (const { path } of PAGES) {
    await page.goto(path);
    await waitForHydration(page);
    expect(await page.locator("[draggable=true]").count(), path).toBe(0);
  }
});
