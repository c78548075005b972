import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { PAGES } from "./routes.ts";
import {
  COLOUR_SETTINGS,
  expectNoColourViolations,
  reloadWithSettings,
} from "./settings-helpers.ts";

// Every route, in the default theme, at a desktop and a phone width: all of axe's rules.
for (const width of [1280, 375]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const { path, heading } of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }
  });
}

// Every route in every other colour setting, at the desktop width only: the themes change colours,
// not layout, and the desktop page shows the most (the header's links, the quick-solutions table).
// The phone's own parts (menu button, solution cards) are scanned in the default theme above, and
// all their colours come from the same theme variables.
for (const { path, heading } of PAGES) {
  test(`${path} passes axe's colour rules in every theme`, async ({ page }) => {
    test.setTimeout(60_000); // six reloads and scans, as before
    await page.goto(path);
    for (const settings of COLOUR_SETTINGS) {
      await reloadWithSettings(page, settings);
      await expect(page.locator("html")).toHaveAttribute("data-theme", settings.colorTheme);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await test.step(JSON.stringify(settings), () => expectNoColourViolations(page));
    }
  });
}

test("the admin panel passes axe's colour rules in every theme, with a delete dialog open", async ({
  page,
  signIn,
}) => {
  test.setTimeout(60_000); // six reloads and scans, as before
  await signIn("/admin?tab=top-stories");
  for (const settings of COLOUR_SETTINGS) {
    await reloadWithSettings(page, settings);
    // Top Stories has the panel's red buttons: each story's Delete and the dialog's confirm.
    const current = page.getByRole("region", { name: "Current top stories" });
    await current
      .getByRole("button", { name: /^Delete story:/ })
      .first()
      .click();
    await expect(page.getByRole("alertdialog", { name: "Delete story" })).toBeVisible();
    await test.step(JSON.stringify(settings), () => expectNoColourViolations(page));
  }
});
