// Every public route in the modes a page must survive, beside the usual one: without JavaScript
// (the content is there, nothing waits forever), without CSS (every control still named, the
// page's own heading first in its main content), in forced colours (Windows High Contrast: the
// focus ring shows and every button keeps an edge) and with text at 200 %. 400 % zoom, 320 CSS
// px, is reflow.spec.ts's; the journeys without JavaScript are no-javascript.spec.ts's,
// self-assessment.spec.ts's and access-guides.spec.ts's, and the pages they pass through are
// checked here in every mode too.
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe-scan.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { JOURNEY_PAGES, PAGES } from "./routes.ts";

const PUBLIC_PAGES = [...PAGES.filter(({ path }) => path !== "/admin"), ...JOURNEY_PAGES];

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const { path, heading } of [...PAGES, ...JOURNEY_PAGES]) {
    test(`${path} shows its content and waits for nothing`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      // What shows, not what is hidden: loading words may wait unseen for scripts that never run.
      // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point.
      expect(await page.locator("main").innerText()).not.toMatch(/Loading/);
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
      if (path === "/admin") {
        await expect(page.getByText("The admin area needs JavaScript")).toBeVisible();
      }
    });
  }
});

/** The page as it is with no style sheets: none loaded, none inline. */
async function withoutCss(page: Page, path: string) {
  await page.route("**/*.css", (route) => route.abort());
  await page.goto(path);
  await waitForHydration(page);
  await page.evaluate(() => {
    for (const style of document.querySelectorAll("style, link[rel=stylesheet]")) style.remove();
    // A frame (the news feed's embed) is a document of its own, scanned with its styles in
    // axe.spec.ts; unstyled, axe waits on it for ever.
    for (const frame of document.querySelectorAll("iframe")) frame.remove();
    for (const element of document.querySelectorAll<HTMLElement>("[style]")) {
      element.removeAttribute("style");
    }
  });
}

test.describe("without CSS", () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} names every control and starts its main content with its heading`, async ({
      page,
    }) => {
      await withoutCss(page, path);
      const naming = ["button-name", "link-name", "label", "select-name", "input-button-name"];
      expect(await axeViolations(page, { type: "rule", values: naming })).toEqual([]);
      const first = await page.evaluate(
        () => document.querySelector("main :is(h1, h2, h3, h4, h5, h6)")?.tagName,
      );
      expect(first).toBe("H1");
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    });
  }
});

/** Each of the first Tab stops: does the focus ring show in forced colours? */
async function ringsMissing(page: Page, stops: number) {
  const missing: string[] = [];
  for (let stop = 0; stop < stops; stop++) {
    await page.keyboard.press("Tab");
    const problem = await page.evaluate(() => {
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const style = getComputedStyle(focused);
      const ring = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) >= 2;
      return ring ? null : `${focused.tagName} "${focused.textContent?.trim().slice(0, 40)}"`;
    });
    if (problem) missing.push(problem);
  }
  return missing;
}

test.describe("in forced colours", () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} shows the focus ring and an edge on every button`, async ({ page }) => {
      await page.emulateMedia({ forcedColors: "active" });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const edgeless = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("button, [role=button], summary")]
          .filter((button) => button.checkVisibility())
          .filter((button) => {
            const style = getComputedStyle(button);
            return ["Top", "Right", "Bottom", "Left"].every(
              (side) =>
                Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) ===
                0,
            );
          })
          .map(
            (button) =>
              button.textContent?.trim().slice(0, 40) || button.getAttribute("aria-label"),
          ),
      );
      expect(edgeless).toEqual([]);
      expect(await ringsMissing(page, 12)).toEqual([]);
    });
  }
});

test.describe("with text at 200 %", () => {
  for (const { path, heading } of PUBLIC_PAGES) {
    test(`${path} needs no sideways scrolling`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await page.evaluate(() => {
        document.documentElement.style.fontSize = "200%";
      });
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(1280);
    });
  }
});
