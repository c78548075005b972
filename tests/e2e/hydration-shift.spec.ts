// Nothing moves as a page hydrates. A part that needs the scripts (a "Copy link" button) appeared
// only once they ran and pushed everything below it down; on a phone, a tap aimed at the manage
// page's link to the guide then landed on the text above it, and nothing happened.
import type { Browser, Page } from "@playwright/test";
import { cafeResults, startGuide } from "./access-guide-helpers.ts";
import { expect, test, unique, waitForHydration } from "./fixtures.ts";

const PHONE = { viewport: { width: 375, height: 800 } };

/** Where a heading's top is on the page, with the scripts or without them. */
async function headingTop(browser: Browser, url: string, name: string, javaScript: boolean) {
  const context = await browser.newContext({ ...PHONE, javaScriptEnabled: javaScript });
  const page: Page = await context.newPage();
  await page.goto(url);
  if (javaScript) await waitForHydration(page);
  const box = await page.getByRole("heading", { name, exact: true }).boundingBox();
  await context.close();
  return box?.y;
}

test("the manage page's Status heading stays where it was as the page hydrates", async ({
  browser,
  request,
}) => {
  const { manageToken } = await startGuide(request, {
    name: unique("The Quay Bakery"),
    town: "Whitby",
    postcode: "YO21 3PU",
  });
  const url = `/access-guides/manage/${manageToken}`;
  const before = await headingTop(browser, url, "Status", false);
  expect(before).toBeGreaterThan(0);
  expect(await headingTop(browser, url, "Status", true)).toBe(before);
});

test("the results page's first heading after the address stays where it was", async ({
  browser,
  request,
}) => {
  const token = await cafeResults(request);
  const url = `/self-assessment/results/${token}`;
  const page = await browser.newPage(PHONE);
  await page.goto(url);
  // The first level-2 heading below the address box, whatever the results page calls it.
  const name = (await page.getByRole("heading", { level: 2 }).first().textContent()) ?? "";
  await page.close();
  const before = await headingTop(browser, url, name.trim(), false);
  expect(before).toBeGreaterThan(0);
  expect(await headingTop(browser, url, name.trim(), true)).toBe(before);
});
