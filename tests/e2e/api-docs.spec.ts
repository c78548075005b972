// The API reference (/api/docs/): a server-rendered page with no script, held to the site's own
// bar. Axe finds nothing at a desktop and a phone width, in light and dark and with forced
// colours, with every response body opened; it fits 320 px; and it works by keyboard alone: the
// skip link, the table of contents, the links to each operation and the bodies' disclosures.
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, tabTo, test } from "./fixtures.ts";
import { expectNoColourViolations } from "./settings-helpers.ts";

const REFERENCE = "/api/docs/";

async function openReference(page: Page) {
  await page.goto(REFERENCE);
  await expect(
    page.getByRole("heading", { level: 1, name: "Real Access API reference" }),
  ).toBeVisible();
}

/** Opens every response body, so the scan and the width check cover what a reader can open. */
const openEveryBody = (page: Page) =>
  page.locator("details").evaluateAll((all) => {
    for (const details of all) (details as HTMLDetailsElement).open = true;
  });

test("/api/docs leads to the reference", async ({ page }) => {
  await page.goto("/api/docs");
  await expect(page).toHaveURL(/\/api\/docs\/$/);
  await expect(page).toHaveTitle("Real Access API reference");
});

for (const width of [1280, 320]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the API reference has no axe violations, with every body open", async ({ page }) => {
      test.slow(); // every operation of the API on one page: axe takes its time on a busy machine
      await openReference(page);
      await openEveryBody(page);
      await expectNoAxeViolations(page);
    });
  });
}

for (const media of [{ colorScheme: "dark" }, { forcedColors: "active" }] as const) {
  test(`the API reference passes axe's colour rules with ${JSON.stringify(media)}`, async ({
    page,
  }) => {
    test.slow(); // every operation of the API on one page, every body open
    await openReference(page);
    await openEveryBody(page);
    await page.emulateMedia(media);
    await expectNoColourViolations(page);
  });
}

test.describe("at 320 px", () => {
  test.use({ viewport: { width: 320, height: 700 } });

  test("the API reference fits without scrolling sideways", async ({ page }) => {
    await openReference(page);
    await openEveryBody(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(320);
  });
});

test("the skip link is the first Tab and moves focus to the reference", async ({ page }) => {
  await openReference(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to the reference" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
  // The next Tab starts inside the main area, not back in the header.
  await page.keyboard.press("Tab");
  const inMain = await page.evaluate(() =>
    document.querySelector("main")?.contains(document.activeElement),
  );
  expect(inMain).toBe(true);
});

test("the contents lead by keyboard to a group, and the group to an operation", async ({
  page,
}) => {
  await openReference(page);
  const contents = page.getByRole("navigation", { name: "Contents" });
  const news = contents.getByRole("link", { name: "News", exact: true });
  await tabTo(page, news);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#tag-news$/);
  const group = page.getByRole("heading", { level: 2, name: "News", exact: true });
  await expect(group).toBeFocused();
  await expect(group).toBeInViewport();

  // The group's first link is the next Tab: its list of operations.
  await page.keyboard.press("Tab");
  const first = page.locator("#tag-news ~ .operations a").first();
  await expect(first).toBeFocused();
  const target = await first.getAttribute("href");
  await page.keyboard.press("Enter");
  const operation = page.locator(`h3${target}`);
  await expect(operation).toBeFocused();
  await expect(operation).toBeInViewport();
  await expect(operation).toHaveText(/^(GET|POST|PUT|PATCH|DELETE) \/api\/news/);

  // A response's body opens from the keyboard.
  const section = page.locator("section.operation", { has: operation });
  const body = section.locator("summary").first();
  await tabTo(page, body);
  await expect(body).toBeInViewport();
  await page.keyboard.press("Enter");
  await expect(section.locator("details").first()).toHaveAttribute("open", "");
  await expect(section.locator("details").first().locator("dl").first()).toBeVisible();
});
