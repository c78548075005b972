// WCAG 1.4.10 Reflow and 1.4.12 Text Spacing: at 320 px nothing but a data table may scroll
// sideways, including with the site's own largest text, widest fonts and widest spacing.
import { expect, test } from "./fixtures.ts";
import { JOURNEY_PAGES, PAGES } from "./routes.ts";
import { reloadWithSettings } from "./settings-helpers.ts";

const WIDEST_SETTINGS = [
  { fontSize: 120, fontFamily: "opendyslexic", lineSpacing: "2x" },
  { fontSize: 120, fontFamily: "verdana" },
];

test.use({ viewport: { width: 320, height: 700 } });

for (const { path, heading } of [...PAGES, ...JOURNEY_PAGES]) {
  test(`${path} fits 320 px with the largest text and widest fonts`, async ({ page }) => {
    await page.goto(path);
    for (const settings of WIDEST_SETTINGS) {
      await reloadWithSettings(page, settings);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, JSON.stringify(settings)).toBeLessThanOrEqual(320);
    }
  });
}
