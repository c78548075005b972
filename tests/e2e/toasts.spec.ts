// Toasts are status messages that sit over the page for a while; they must never hide the control
// a keyboard user has just reached (WCAG 2.4.11 Focus Not Obscured).
import type { Page } from "@playwright/test";
import {
  clientAddress,
  expect,
  pauseClock,
  submitStory,
  tabTo,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

test.use({ viewport: { width: 375, height: 640 } });

const notifications = (page: Page) => page.getByRole("region", { name: /Notifications/ });

/** Keeps the toast showing for the whole check instead of racing its five seconds. */
async function holdToast(page: Page) {
  await expect(notifications(page)).toBeVisible();
  await pauseClock(page);
}

/** Presses Tab while the toast shows; fails if a focused control lies under it. */
async function expectTabStopsClearOfToast(page: Page, presses: number) {
  let checked = 0;
  for (let press = 0; press < presses; press++) {
    await page.keyboard.press("Tab");
    const overlap = await page.evaluate(() => {
      const toast = document.querySelector("[data-toast]");
      const focused = document.activeElement;
      if (!toast || !focused) return null;
      if (toast.contains(focused)) return 0; // Tab has reached the toast itself
      const shown = toast.getBoundingClientRect();
      const box = focused.getBoundingClientRect();
      const width = Math.min(box.right, shown.right) - Math.max(box.left, shown.left);
      const height = Math.min(box.bottom, shown.bottom) - Math.max(box.top, shown.top);
      return Math.max(0, width) * Math.max(0, height);
    });
    if (overlap === null) break; // the toast has gone
    const focused = await page.evaluate(() => document.activeElement?.textContent?.slice(0, 60));
    expect(overlap, `Tab ${press + 1} focused "${focused}" under the toast`).toBe(0);
    checked++;
  }
  expect(checked).toBeGreaterThan(5);
}

test.beforeEach(async ({ page }) => {
  await page.clock.install();
});

test("tabbing on while a toast shows never lands on a control hidden beneath it", async ({
  page,
  signIn,
}) => {
  const title = unique("A hearing loop at the box office");
  await submitStory(page.request, { title });
  await signIn();
  // The moderator approves a story by keyboard and carries on down the list under the toast.
  await tabTo(page, page.getByRole("button", { name: `Approve: ${title}` }), { limit: 150 });
  await page.keyboard.press("Enter");
  await expect(notifications(page).getByRole("status")).toHaveText(/^Article Approved!/);
  await holdToast(page);
  await expectTabStopsClearOfToast(page, 12);
});

test.describe("at the end of the page", () => {
  test.use({ expectedHttpErrors: [/\/api\/admin\/login$/] });

  test("the footer's last links still scroll clear of a toast", async ({ page }) => {
    // Failed sign-ins are throttled per address: this one comes from an address of its own.
    await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByLabel("Username").fill("owner");
    await page.getByLabel("Password", { exact: true }).fill("not the password");
    await page.keyboard.press("Enter");
    await expect(notifications(page).getByRole("alert")).toHaveText(/^Login Failed/);
    await holdToast(page);
    // From the password field, past the form into the footer and to its last links (the footer's
    // four Resources became links: four more stops to reach the same place).
    await expectTabStopsClearOfToast(page, 18);
  });
});

test.describe("a field that already has focus", () => {
  test.use({ expectedHttpErrors: [/\/api\/admin\/login$/] });

  test("is not covered by a toast that arrives while the caret is in it", async ({ page }) => {
    await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    await page.goto("/admin");
    await waitForHydration(page);
    await page.getByLabel("Username").fill("owner");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("not the password");
    // The field at the foot of the window, where a toast appears, as a phone user scrolls.
    await password.evaluate((field) => field.scrollIntoView({ block: "end" }));
    await page.keyboard.press("Enter");
    await expect(notifications(page).getByRole("alert")).toHaveText(/^Login Failed/);
    await holdToast(page);
    await expect(password).toBeFocused();
    const overlap = await password.evaluate((field) => {
      const toast = document.querySelector("[data-toast]")?.getBoundingClientRect();
      const box = field.getBoundingClientRect();
      if (!toast) return -1;
      const width = Math.min(box.right, toast.right) - Math.max(box.left, toast.left);
      const height = Math.min(box.bottom, toast.bottom) - Math.max(box.top, toast.top);
      return Math.max(0, width) * Math.max(0, height);
    });
    expect(overlap).toBe(0);
  });
});

test.describe("how a toast is announced", () => {
  test.use({ expectedHttpErrors: [/\/api\/community\/\d+\/approve$/] });

  test("a success is a polite status; a failure stays an urgent alert", async ({
    page,
    signIn,
  }) => {
    const approved = unique("Large print menus on every table");
    const refused = unique("A ramp that the server will not approve");
    await submitStory(page.request, { title: approved });
    await submitStory(page.request, { title: refused });
    await signIn();

    // 'Article Approved!' was an alert dialog, read out over whatever the moderator heard.
    await page.getByRole("button", { name: `Approve: ${approved}` }).click();
    const success = notifications(page).getByRole("dialog", { name: "Article Approved!" });
    const status = success.getByRole("status");
    await expect(status).toContainText("Article Approved!");
    await expect(status).toContainText(
      "The article is now visible in the Community Stories section.",
    );
    await pauseClock(page);
    await expect(notifications(page).getByRole("alert")).toHaveCount(0);
    await expect(notifications(page).getByRole("alertdialog")).toHaveCount(0);
    // F8 still reaches it.
    await page.keyboard.press("F8");
    await expect(success).toBeFocused();
    await page.clock.resume();

    await page.route(/\/api\/community\/\d+\/approve$/, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"boom"}' }),
    );
    await page.getByRole("button", { name: `Approve: ${refused}` }).click();
    const failure = notifications(page).getByRole("alertdialog", { name: "Approval Failed" });
    await expect(failure.getByRole("alert")).toContainText("Approval Failed");
    await expect(notifications(page).getByRole("status")).toHaveCount(0);
  });
});
