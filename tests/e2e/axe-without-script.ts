// Axe on a page as it is without JavaScript. Axe is a script itself, and in a page with scripts
// off it never finishes, so it scans a copy: the page's HTML as it stands, its scripts taken out,
// opened at the same address (so its style sheets, and a #fragment's :target, apply) in a page
// where axe may run.
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures.ts";

export async function expectNoAxeViolationsWithoutScript(page: Page) {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const address = page.url();
  const browser = page.context().browser();
  if (!browser) throw new Error("no browser to open the copy in");
  // Said outright: a context made in a test takes the test's options, scripts off included.
  const scan = await browser.newContext({ viewport: page.viewportSize(), javaScriptEnabled: true });
  try {
    const copy = await scan.newPage();
    const shown = address.split("#")[0];
    await copy.route(
      (url) => url.href === shown,
      (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }),
    );
    await copy.goto(address);
    await expectNoAxeViolations(copy);
  } finally {
    await scan.close();
  }
}
