// Smaller barriers in the header: without JavaScript the Menu and Accessibility Settings
// buttons did nothing, so a phone could not reach About or The Poem; the logo's name did not hold
// its visible text (WCAG 2.5.3); the self-assessment was not in the main navigation.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, holdRequests, test, waitForHydration } from "./fixtures.ts";
import { applySettings, COLOUR_SETTINGS, expectNoColourViolations } from "./settings-helpers.ts";

const BOOK_URL = "https://books.example/real-access";

/** The links of the main navigation, in order: the header's on a wide screen. */
const NAV_ORDER = [
  "News",
  "Advice & Solutions",
  "Self-assessment",
  "Access guides",
  "About",
  "Contact",
  "The Poem",
  /^The Book/,
];

const widthFits = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

test.describe("on a phone without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } });

  test("the Menu opens the main links, and About, The Poem and The Book are reached", async ({
    page,
  }) => {
    await page.goto("/");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu).toBeHidden();
    const opener = page.getByRole("banner").getByText("Menu", { exact: true });
    await opener.click();
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link")).toHaveText(NAV_ORDER);
    await expect(menu.getByRole("link", { name: /^The Book/ })).toHaveAttribute("href", BOOK_URL);
    expect(await widthFits(page)).toBe(true);

    await menu.getByRole("link", { name: "About" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();

    await opener.click();
    await menu.getByRole("link", { name: "The Poem" }).click();
    await expect(page).toHaveURL(/\/poem$/);
    await expect(page.getByRole("heading", { level: 1, name: "The Poem" })).toBeVisible();
    // The current page is marked in the menu too.
    await opener.click();
    await expect(menu.getByRole("link", { name: "The Poem" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("Accessibility Settings leads to how to change the display without JavaScript", async ({
    page,
  }) => {
    await page.goto("/about");
    await page
      .getByRole("banner")
      .getByRole("link", { name: "Accessibility Settings", exact: true })
      .click();
    await expect(page).toHaveURL(/\/accessibility-statement#display-without-javascript$/);
    const section = page.getByRole("heading", { name: "If JavaScript is off" });
    await expect(section).toBeInViewport();
    await expect(page.getByText(/zoom/i).first()).toBeVisible();
  });

  test("the logo is named by its visible words and says where it goes", async ({ page }) => {
    await page.goto("/poem");
    await expect(page.getByRole("link", { name: "Real Access home", exact: true })).toBeVisible();
  });
});

// Axe runs inside the page, so it needs JavaScript: here the site's own scripts are refused
// instead, which leaves the page exactly as a browser without JavaScript shows it.
test.describe("with the site's scripts refused", () => {
  test.beforeEach(async ({ page }) => {
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  });

  for (const width of [360, 1280]) {
    test(`at ${width} px the stand-ins for Menu and Accessibility Settings pass axe in every theme`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 740 });
      await page.goto("/");
      const settings = page.getByRole("link", { name: "Accessibility Settings", exact: true });
      await expect(settings).toBeVisible();
      if (width < 1024) {
        await page.getByRole("banner").getByText("Menu", { exact: true }).click();
        await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
      }
      await expectNoAxeViolations(page);
      for (const colours of COLOUR_SETTINGS) {
        await applySettings(page, colours);
        await test.step(JSON.stringify(colours), () => expectNoColourViolations(page));
      }
      await page.goto((await settings.getAttribute("href")) ?? "");
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("with JavaScript", () => {
  test("the main navigation lists the self-assessment after Advice & Solutions", async ({
    page,
  }) => {
    await page.goto("/");
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: "Main", exact: true });
    await expect(nav.getByRole("link")).toHaveText(NAV_ORDER);
    // Named once, by the words it shows first, and for where it goes.
    await expect(page.getByRole("link", { name: "Real Access home", exact: true })).toBeVisible();
    await nav.getByRole("link", { name: "Self-assessment" }).click();
    await expect(page).toHaveURL(/\/self-assessment$/);
    await expect(nav.getByRole("link", { name: "Self-assessment" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    // At the narrowest width the header's links show (lg), they still fit on one line, each
    // label unbroken.
    await page.setViewportSize({ width: 1024, height: 800 });
    const boxes = await nav.getByRole("link").evaluateAll((links) =>
      links.map((link) => {
        const box = link.getBoundingClientRect();
        return `${box.top} ${box.height}`;
      }),
    );
    expect(new Set(boxes).size).toBe(1);
    expect(await widthFits(page)).toBe(true);
  });

  test("at 320 px the menu holds the self-assessment and fits", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog.getByRole("link")).toHaveText([...NAV_ORDER, "Get Started"]);
    await dialog.getByRole("link", { name: "Self-assessment" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("heading", { level: 1, name: "About your business" }),
    ).toBeFocused();
    expect(await widthFits(page)).toBe(true);
  });

  test("a menu opened before the scripts arrive stays open when they do, then works as a dialog", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const scripts = holdRequests();
    await page.route(/\/assets\/.+\.js$/, scripts.handler);
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    await expect(menu).toBeVisible();
    scripts.release();
    await waitForHydration(page);
    await expect(menu).toBeVisible();

    // Closed, it gives way to the menu button, which opens the slide-out dialog.
    await page.getByRole("banner").getByText("Menu", { exact: true }).click();
    await expect(menu).toBeHidden();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });
});
