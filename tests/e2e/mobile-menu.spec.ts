import { expect, test, waitForHydration } from "./fixtures.ts";

test.use({ viewport: { width: 375, height: 800 } });

test("the slide-out menu traps focus, closes on Escape and returns focus", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await expect(page.getByRole("navigation", { name: "Main", exact: true })).toBeHidden();
  const menuButton = page.getByRole("button", { name: "Menu" });
  await menuButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await expect(dialog).toBeVisible();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press("Tab");
    const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
    expect(inside).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(menuButton).toBeFocused();
});

test("a link in the menu navigates and closes the menu", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Menu" }).click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await dialog.getByRole("link", { name: "Advice & Solutions" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/advice-and-solutions$/);
  await expect(page.getByRole("heading", { level: 1, name: "Advice & Solutions" })).toBeFocused();
});

test.describe("in a browser set to German", () => {
  test.use({ locale: "de-DE" });

  test("the menu's own words stay in the page's English", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).click();
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toBeVisible();
    // React Aria names the hidden button beside the menu that closes it for a screen reader's user.
    await expect(page.getByRole("button", { name: "Dismiss", exact: true })).toBeAttached();
    await expect(page.getByRole("button", { name: "Schließen" })).toHaveCount(0);
  });
});
