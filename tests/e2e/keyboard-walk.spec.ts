// Every public page by keyboard alone, with JavaScript and without: Tab from the top reaches each
// visible link, button and field, in the page's order (keyboard-walk.ts says why that order).
// Each route is walked once in each mode; the last tests show the walk itself catches a control
// taken out of the Tab order, the defect the Advice & Solutions tabs once had without script.
import { expect, test, waitForHydration } from "./fixtures.ts";
import { walkKeyboard } from "./keyboard-walk.ts";
import { JOURNEY_PAGES, PAGES } from "./routes.ts";

for (const withScript of [true, false]) {
  test.describe(withScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: withScript });

    for (const { path, heading } of [...PAGES, ...JOURNEY_PAGES]) {
      test(`every control on ${path} is reached by Tab, in the page's order`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
        // With script, once what the page fetches for itself has come, so the controls are
        // those a visitor would find.
        if (withScript) {
          await waitForHydration(page);
          await page.waitForLoadState("networkidle");
        }
        const { unreached, backwards } = await walkKeyboard(page);
        expect(unreached, "visible controls Tab never reached").toEqual([]);
        expect(backwards, "Tabs that went back up the page").toEqual([]);
      });
    }
  });
}

test.describe("the walk itself", () => {
  test.use({ javaScriptEnabled: false });

  test("reports links taken out of the Tab order (the tabs' old defect without script)", async ({
    page,
  }) => {
    await page.goto("/advice-and-solutions");
    // Planted: what the server once sent, every tab link at tabindex="-1".
    await page.evaluate(() => {
      for (const name of ["Quick Solutions", "Expert Articles", "Community Stories"]) {
        const link = [...document.querySelectorAll("main a")].find(
          (element) => element.textContent === name,
        );
        link?.setAttribute("tabindex", "-1");
      }
    });
    const { unreached } = await walkKeyboard(page);
    expect(unreached).toEqual([
      "link “Quick Solutions”",
      "link “Expert Articles”",
      "link “Community Stories”",
    ]);
  });

  test("reports a Tab that goes back up the page", async ({ page }) => {
    await page.goto("/about");
    // Planted: the footer's last link first in the Tab order.
    await page.evaluate(() => {
      const links = document.querySelectorAll("footer a[href]");
      links[links.length - 1]?.setAttribute("tabindex", "1");
    });
    const { backwards } = await walkKeyboard(page);
    expect(backwards).toHaveLength(1);
  });
});
