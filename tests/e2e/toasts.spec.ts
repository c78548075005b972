// Toasts are status messages that sit over the page for a while; they must never hide the control
// a keyboard user has just reached (WCAG 2.4.11 Focus Not Obscured).
import { E2E_ADMIN_PASSWORD } from "../../playwright.config.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

test("tabbing on while a toast shows never lands on a control hidden beneath it", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 640 });
  await page.goto("/admin");
  await waitForHydration(page);
  await page.getByLabel("Admin password").fill(E2E_ADMIN_PASSWORD);
  await page.keyboard.press("Enter");
  const toast = page.getByRole("alertdialog").filter({ hasText: "Login Successful" });
  await expect(toast).toBeVisible();
  await expect(page.getByRole("heading", { name: "Admin panel" })).toBeFocused();

  let checked = 0;
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press("Tab");
    const overlap = await page.evaluate(() => {
      const focused = document.activeElement?.getBoundingClientRect();
      const shown = document.querySelector("[role=alertdialog]")?.getBoundingClientRect();
      if (!focused || !shown) return null;
      const width = Math.min(focused.right, shown.right) - Math.max(focused.left, shown.left);
      const height = Math.min(focused.bottom, shown.bottom) - Math.max(focused.top, shown.top);
      return Math.max(0, width) * Math.max(0, height);
    });
    if (overlap === null) break; // the toast has gone
    expect(overlap, `Tab ${press + 1} focused a control under the toast`).toBe(0);
    checked++;
  }
  expect(checked).toBeGreaterThan(5);
});
