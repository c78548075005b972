import { expect, holdRequests, tabTo, test, waitForHydration } from "./fixtures.ts";

test("the skip link appears on the first Tab and moves focus to the main area", async ({
  page,
}) => {
  await page.goto("/book");
  await waitForHydration(page);
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to Content" });
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

test("the header is operable with the keyboard alone", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const nav = page.getByRole("navigation", { name: "Main" });
  const news = nav.getByRole("link", { name: "News" });
  // Tab from the top until the News link has focus.
  for (let i = 0; i < 10 && !(await news.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(news).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/news$/);
  await expect(page).toHaveTitle("News | Real Access");
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeFocused();
  await expect(nav.getByRole("link", { name: "News" })).toHaveAttribute("aria-current", "page");
  await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: /The Book.*opens in a new tab/ })).toHaveAttribute(
    "target",
    "_blank",
  );
});

test("a tab reached before the scripts have run keeps focus once they do", async ({ page }) => {
  const { handler, release } = holdRequests();
  await page.route("**/assets/index-*.js", handler);
  await page.goto("/advice-and-solutions", { waitUntil: "commit" });
  // Until the scripts run the tabs are plain links, reached by Tab like any other.
  const link = page.getByRole("main").getByRole("link", { name: "Quick Solutions" });
  await tabTo(page, link);
  await expect(link).toHaveAttribute("aria-current", "page");
  release();
  await waitForHydration(page);
  // Then the same element becomes a tab (React Aria builds it again just after hydration); focus
  // must stay on it.
  await expect(page.getByRole("tab", { name: "Quick Solutions" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("tab", { name: "Expert Articles" })).toBeFocused();
  await expect(page).toHaveURL(/\?tab=expert-articles$/);
});
