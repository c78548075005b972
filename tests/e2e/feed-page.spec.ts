// A feed opened in the browser reads as a page (an XSL stylesheet of this origin turns
// it into one), and the footer's "Follow us" leads to the feeds and to /feeds, which explains
// them in plain HTML for browsers that no longer run XSLT.
import type { Page } from "@playwright/test";
import {
  approvedStory,
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
});

/** Chromium (156 and later) puts a banner of its own into a page made by XSLT, saying XSLT is
 * deprecated; its close button is an inline handler, which this site's CSP refuses. */
const XSLT_BANNER = "xslt-warning-banner";
const XSLT_BANNER_HANDLER =
  /^Executing inline event handler violates the following Content Security Policy directive/;

/** The browser's banner taken out, once the page is shown to have no inline handler of its own:
 * the scans then judge the page the feed's stylesheet made. */
async function withoutBrowserBanner(page: Page) {
  const ownHandlers = await page.evaluate(
    (banner) =>
      [...document.querySelectorAll("*")].filter(
        (element) =>
          !element.closest(banner) &&
          [...element.attributes].some((attribute) => attribute.name.startsWith("on")),
      ).length,
    XSLT_BANNER,
  );
  expect(ownHandlers, "inline event handlers of the page's own").toBe(0);
  await page.evaluate((banner) => document.querySelector(banner)?.remove(), XSLT_BANNER);
}

for (const { format, path } of [
  { format: "RSS", path: "/feeds/stories.xml" },
  { format: "Atom", path: "/feeds/stories.atom" },
]) {
  test.describe(() => {
    test.use({ browserConsoleErrors: [XSLT_BANNER_HANDLER] });
    test(`the stories feed (${format}) opened in the browser is a page that explains it and links its items`, async ({
      page,
      admin,
    }) => {
      // Browsers are removing XSLT (Chromium already warns that it is deprecated). Without it the
      // browser shows the feed as XML, and /feeds, tested below, is the page for its visitors.
      const runsXslt = await page.evaluate(() => "XSLTProcessor" in window);
      test.skip(!runsXslt, "this browser has no XSLT, so it shows a feed as XML, not as a page");

      const title = unique("Ramps & bells");
      await approvedStory(admin, { title });
      await page.goto(path);

      await expect(page).toHaveTitle("Real Access community stories feed");
      await expect(
        page.getByRole("heading", { level: 1, name: "Real Access community stories feed" }),
      ).toBeVisible();
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { name: "What is a feed?" })).toBeVisible();
      await expect(main.getByRole("heading", { name: "How to subscribe" })).toBeVisible();
      // The address to copy is the feed's own, at the site's address.
      await expect(main.locator("code")).toHaveText(new RegExp(`^http://localhost:\\d+${path}$`));
      await expect(main.getByRole("link", { name: "How to follow Real Access" })).toHaveAttribute(
        "href",
        "/feeds",
      );
      await expect(
        page
          .getByRole("contentinfo")
          .getByRole("link", { name: "Back to the Real Access website" }),
      ).toHaveAttribute("href", "/");

      // Escaped text in the feed reads as written: "&", never "&amp;".
      const item = main
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: title }) });
      await expect(item).toContainText(`${title} happened at our corner shop last spring.`);
      await expect(item.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}/);

      await withoutBrowserBanner(page);
      await expectNoAxeViolations(page);
      await page.emulateMedia({ colorScheme: "dark" });
      await expectNoAxeViolations(page);
      await page.emulateMedia({ colorScheme: "light", contrast: "more" });
      await expectNoAxeViolations(page);

      // WCAG 1.4.10: at 320 px nothing scrolls sideways, the long address included.
      await page.setViewportSize({ width: 320, height: 700 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        320,
      );

      await item.getByRole("link", { name: title }).click();
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    });
  });
}

test("the footer's Follow us links the feeds and a page that explains them", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Follow us" })).toBeVisible();
  for (const [name, href] of [
    ["News feed (RSS)", "/feeds/news.xml"],
    ["Expert articles feed (RSS)", "/feeds/articles.xml"],
    ["Community stories feed (RSS)", "/feeds/stories.xml"],
  ]) {
    await expect(footer.getByRole("link", { name })).toHaveAttribute("href", href as string);
  }

  await footer.getByRole("link", { name: "How to use our feeds" }).click();
  await expect(page).toHaveURL(/\/feeds$/);
  const heading = page.getByRole("heading", { level: 1, name: "Follow us" });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle("Follow us | Real Access");
  await expect(page.getByRole("heading", { name: "What is a feed?" })).toBeVisible();
  const news = page.getByRole("region", { name: "News" });
  await expect(news.getByRole("link", { name: /\/feeds\/news\.xml$/ })).toHaveAttribute(
    "href",
    "/feeds/news.xml",
  );
  await expect(news.getByRole("link", { name: /\/feeds\/news\.atom$/ })).toHaveAttribute(
    "href",
    "/feeds/news.atom",
  );
  await expectNoAxeViolations(page);
});
