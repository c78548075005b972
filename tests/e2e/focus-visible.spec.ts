// WCAG 2.4.7: every control reached with Tab shows the site's focus ring. Components style their
// own states, and a utility class can silently remove the ring (the tabs once did), so this walks
// each page by keyboard and checks the ring on every stop.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";

/** Presses Tab `stops` times and returns the stops whose focus has no visible outline. */
async function stopsWithoutRing(page: Page, stops: number) {
  const missing: string[] = [];
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press("Tab");
    const problem = await page.evaluate(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused.tagName === "IFRAME") return null;
      // React Aria draws a checkbox's ring on its label, not on the visually hidden input.
      const shown = focused.closest("label[data-focus-visible]") ?? focused;
      const style = getComputedStyle(shown);
      const visible =
        style.outlineStyle !== "none" &&
        Number.parseFloat(style.outlineWidth) >= 2 &&
        style.outlineColor !== "rgba(0, 0, 0, 0)";
      const name = focused.getAttribute("aria-label") ?? focused.textContent?.trim().slice(0, 40);
      return visible ? null : `${focused.tagName} ${focused.getAttribute("role") ?? ""} "${name}"`;
    });
    if (problem) missing.push(problem);
  }
  return missing;
}

for (const path of ["/", "/advice-and-solutions", "/advice-and-solutions?tab=community-stories"]) {
  test(`every Tab stop on ${path} shows the focus ring`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    expect(await stopsWithoutRing(page, 30)).toEqual([]);
  });
}

test("every Tab stop in the admin panel shows the focus ring", async ({ page, signIn }) => {
  await signIn();
  // Start where a sign-in leaves focus: on the panel's heading.
  await page.getByRole("heading", { name: "Admin panel" }).focus();
  expect(await stopsWithoutRing(page, 25)).toEqual([]);
  // The Activity log's scrolling table region takes focus too.
  await page.getByRole("tab", { name: "Activity" }).click();
  await page.getByRole("region", { name: "Activity log table" }).waitFor();
  await page.getByRole("tab", { name: "Activity" }).focus();
  expect(await stopsWithoutRing(page, 4)).toEqual([]);
});
