// Barriers found trying the site: Accessibility Settings was the last Tab stop (26 Tabs
// on the home page, 43 on Community Stories), the floating button covered text on narrow screens,
// the logo's link said the brand three times, and in white on black with high contrast a dialog
// had no edge.
import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures.ts";
import { expectNoColourViolations, openSettings, seedSettings } from "./settings-helpers.ts";

const MOST_TABS_TO_SETTINGS = 5;

/** Tabs from the top of the page until settings are at hand (failing if they are not). */
async function tabToSettings(page: Page) {
  const settings = page.getByRole("button", { name: "Accessibility Settings" });
  for (let presses = 1; presses <= MOST_TABS_TO_SETTINGS; presses++) {
    await page.keyboard.press("Tab");
    const focused = await page.evaluate(() => {
      const element = document.activeElement;
      return element?.getAttribute("aria-label") ?? element?.textContent?.trim();
    });
    if (focused === "Accessibility Settings") return;
    if (focused === "Skip to Accessibility Settings") {
      await page.keyboard.press("Enter");
      await expect(settings).toBeFocused();
      await expect(settings).toBeInViewport();
      return;
    }
  }
  throw new Error(`Accessibility Settings not reached in ${MOST_TABS_TO_SETTINGS} Tab presses`);
}

for (const { width, name } of [
  { width: 1280, name: "desktop" },
  { width: 320, name: "phone" },
]) {
  test(`on a ${name}, settings are a few Tabs from the top of the home page and Community Stories`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/advice-and-solutions?tab=community-stories");
    await waitForHydration(page);
    await tabToSettings(page);
    await page.keyboard.press("Enter");
    const panel = page.getByRole("dialog", { name: "Accessibility Settings" });
    await expect(panel).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(panel).toHaveCount(0);

    await page.goto("/");
    await waitForHydration(page);
    await tabToSettings(page);
    // Named once, by the words it shows first, and for where it goes.
    await expect(page.getByRole("link", { name: "Real Access home", exact: true })).toBeVisible();

    // The button covers no text: in the header on a phone, clear of the page's column on a desktop
    // (and at the narrowest width it floats at, 1024 px, where the column fills the screen).
    const button = page.getByRole("button", { name: "Accessibility Settings" });
    if (name === "phone") {
      const header = await page.getByRole("banner").boundingBox();
      const box = await button.boundingBox();
      expect(box && header && box.y + box.height <= header.y + header.height).toBe(true);
    } else {
      for (const viewport of [width, 1024]) {
        await page.setViewportSize({ width: viewport, height: 800 });
        const clear = await page.evaluate(() => {
          const main = document.querySelector("main");
          const floating = document.getElementById("accessibility-settings-button");
          if (!main || !floating) return false;
          const textEnd =
            main.getBoundingClientRect().right -
            Number.parseFloat(getComputedStyle(main).paddingRight);
          return (
            getComputedStyle(floating).position === "fixed" &&
            textEnd < floating.getBoundingClientRect().left
          );
        });
        expect(clear, `the floating button is clear of the text at ${viewport} px`).toBe(true);
      }
    }
  });
}

test("in white on black with high contrast, dialogs have a solid edge over a near-opaque backdrop", async ({
  page,
}) => {
  await seedSettings(page, { colorTheme: "dark", highContrast: true });
  await page.goto("/advice-and-solutions?tab=expert-articles");
  await waitForHydration(page);
  await page
    .getByRole("link", { name: /^Read more about/ })
    .first()
    .click();
  const article = page.getByRole("dialog");
  await expect(article).toBeVisible();
  await expectEdge(page);
  await expectNoColourViolations(page);
  await article.getByRole("button", { name: "Close" }).click();
  await expect(article).toHaveCount(0);

  await openSettings(page);
  await expectEdge(page);
});

/**
 * The open dialog's box (the dialog or the nearest ancestor with a border) has a 2–3 px solid
 * border in the text colour, and the overlay behind it nearly hides the page.
 */
async function expectEdge(page: Page) {
  const look = await page.getByRole("dialog").evaluate((dialog) => {
    let surface: Element = dialog;
    for (let box: Element | null = dialog; box && box !== document.body; box = box.parentElement) {
      if (Number.parseFloat(getComputedStyle(box).borderTopWidth) > 0) {
        surface = box;
        break;
      }
    }
    let backdrop: Element = dialog;
    for (let box: Element | null = dialog; box && box !== document.body; box = box.parentElement) {
      if (getComputedStyle(box).position === "fixed") backdrop = box;
    }
    const edge = getComputedStyle(surface);
    const [, alpha = "1"] =
      /rgba\((?:[\d.]+,\s*){3}([\d.]+)\)/.exec(getComputedStyle(backdrop).backgroundColor) ?? [];
    return {
      width: Number.parseFloat(edge.borderTopWidth),
      sides: [
        edge.borderTopStyle,
        edge.borderRightStyle,
        edge.borderBottomStyle,
        edge.borderLeftStyle,
      ],
      colour: edge.borderTopColor,
      text: edge.color,
      backdropAlpha: Number(alpha),
    };
  });
  expect(look.width).toBeGreaterThanOrEqual(2);
  expect(look.width).toBeLessThanOrEqual(3);
  expect(look.sides).toEqual(["solid", "solid", "solid", "solid"]);
  expect(look.colour).toBe(look.text);
  expect(look.backdropAlpha).toBeGreaterThanOrEqual(0.85);
}
