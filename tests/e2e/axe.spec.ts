import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";
import { PAGES } from "./routes.ts";
import { applySettings, COLOUR_SETTINGS, expectNoColourViolations } from "./settings-helpers.ts";

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
// all their colours come from the same theme variables. Each setting is applied by the site's
// pre-paint script, as a reload would, and the page scanned again.
for (const { path, heading } of PAGES) {
  test(`${path} passes axe's colour rules in every theme`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    for (const settings of COLOUR_SETTINGS) {
      await applySettings(page, settings);
      await test.step(JSON.stringify(settings), () => expectNoColourViolations(page));
    }
  });
}

test("the admin panel passes axe's colour rules in every theme, with a delete dialog open", async ({
  page,
  signIn,
}) => {
  await signIn("/admin?tab=top-stories");
  // Top Stories has the panel's red buttons: each story's Delete and the dialog's confirm.
  const current = page.getByRole("region", { name: "Current top stories" });
  await current
    .getByRole("button", { name: /^Delete story:/ })
    .first()
    .click();
  await expect(page.getByRole("alertdialog", { name: "Delete story" })).toBeVisible();
  for (const settings of COLOUR_SETTINGS) {
    await applySettings(page, settings);
    await test.step(JSON.stringify(settings), () => expectNoColourViolations(page));
  }
});
