// Defects found trying the site as a new visitor would: help that hovering opened must survive a
// click, the mobile menu must answer the first tap even on a slow connection, and a toast can be
// swiped away on a touch screen (swipe threshold 50 px, docs/product.md#toasts).
import { approvedStory, expect, pauseClock, test, unique, waitForHydration } from "./fixtures.ts";

test("a click on an info button keeps the help that hovering opened, and a second click hides it", async ({
  page,
}) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Accessibility Settings" }).click();
  const info = page.getByRole("dialog").getByRole("button", { name: "About Colour Themes" });
  // A real pointer arrives from somewhere, in several moves: React Aria opens hover help only
  // for a moving mouse, not for a pointer that appears on the button.
  await info.scrollIntoViewIfNeeded();
  const box = await info.boundingBox();
  if (!box) throw new Error("the info button has no box");
  await page.mouse.move(box.x - 30, box.y - 30);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
  const help = page.getByRole("tooltip");
  await expect(help).toContainText("Irlen syndrome");
  await info.click();
  await expect(help).toBeVisible();
  await info.click();
  await expect(help).toBeHidden();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 700 }, hasTouch: true, isMobile: true });

  test("the menu's code arrives before the first tap, while the page is idle", async ({ page }) => {
    const menuCode = page.waitForRequest(/\/assets\/mobile-menu-[\w-]+\.js$/);
    await page.goto("/");
    await menuCode;
    await page.getByRole("button", { name: "Menu" }).tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
  });

  test("a tap that beats the menu's code shows at once that the menu is opening", async ({
    page,
  }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/mobile-menu-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Menu" }).tap();
    await expect(page.getByRole("status").filter({ hasText: "Opening the menu…" })).toBeVisible();
    release();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expect(page.getByText("Opening the menu…")).toBeHidden();
  });

  test.describe("with a toast on screen", () => {
    test.use({ expectedHttpErrors: [/\/api\/community\/\d+\/like$/] });

    test("a sideways swipe of 50 px or more dismisses it; a shorter one does not", async ({
      page,
      context,
      admin,
    }) => {
      const story = await approvedStory(admin, { title: unique("Our new ramp") });
      await page.route(/\/api\/community\/\d+\/like$/, (route) =>
        route.fulfill({ status: 503, json: { error: "Down for a moment" } }),
      );
      await page.clock.install();
      await page.goto("/advice-and-solutions?tab=community-stories");
      await waitForHydration(page);
      await page.getByRole("button", { name: `Like ${story.title}` }).tap();
      const toast = page.getByRole("alertdialog").filter({ hasText: "Failed to like article" });
      await expect(toast).toBeVisible();
      await pauseClock(page); // the toast's 5-second timer must not end the test for us

      const box = await toast.boundingBox();
      if (!box) throw new Error("the toast has no box");
      const cdp = await context.newCDPSession(page);
      const y = box.y + box.height / 2;
      const swipe = async (distance: number) => {
        const x = box.x + 40;
        const point = (dx: number) => [{ x: x + dx, y }];
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(0) });
        for (let step = 1; step <= 5; step++) {
          const dx = (distance * step) / 5;
          await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: point(dx) });
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      };

      await swipe(30);
      await expect(toast).toBeVisible();
      await swipe(60);
      await expect(toast).toBeHidden();
    });
  });
});
