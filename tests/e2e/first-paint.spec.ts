// Decision 022: a page paints with its stylesheet and body font alone, and asks for its scripts
// only after that first paint, so on a slow connection they do not hold it back. Then it hydrates.
import { expect, test, waitForHydration } from "./fixtures.ts";

for (const path of ["/", "/advice-and-solutions"]) {
  test(`${path} paints before it asks for any script, then hydrates`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const { firstPaint, firstScript, scripts } = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-contentful-paint")[0];
      const scriptEntries = performance
        .getEntriesByType("resource")
        .filter((entry) => /\/assets\/[\w~.-]+\.js$/.test(entry.name));
      return {
        firstPaint: paint?.startTime ?? Number.NaN,
        firstScript: Math.min(...scriptEntries.map((entry) => entry.startTime)),
        scripts: scriptEntries.length,
      };
    });
    expect(scripts, "the page's scripts were loaded").toBeGreaterThan(0);
    expect(firstScript).toBeGreaterThan(firstPaint);
  });
}

// A stylesheet added while a page hydrates makes the browser restyle every element at once (React
// Aria's pressables add one unless the page already has it); the page is sent with all it needs.
// The Advice page's tabs are pressables from the moment it hydrates.
for (const path of ["/advice-and-solutions"]) {
  test(`${path} hydrates without adding a stylesheet`, async ({ page }) => {
    const sent = await (await page.request.get(path)).text();
    const sentStyles = sent.match(/<style[\s>]|<link rel="stylesheet"/g)?.length ?? 0;
    await page.goto(path);
    await waitForHydration(page);
    const styles = await page.evaluate(
      () => document.querySelectorAll('style, link[rel="stylesheet"]').length,
    );
    expect(sentStyles).toBeGreaterThan(0);
    expect(styles).toBe(sentStyles);
  });
}
