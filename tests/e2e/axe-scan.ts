// Runs axe inside the page: injected once per document (and into each frame, so the news feed
// embed is scanned too), then run as often as a test needs, for example once per colour theme.
// AxeBuilder injects axe again on every scan and finishes each one in a fresh page, which made
// the colour-theme scans most of the browser suite's time; the rules and results are the same.
import type { Page } from "@playwright/test";
import axe from "axe-core";

type RunOnly = { type: "tag" | "rule"; values: string[] };
/** Rules switched on or off by id, beside those `runOnly` picks (axe's experimental rules are
 * off unless named). */
export type RuleSwitches = Record<string, { enabled: boolean }>;

/**
 * Axe's violations as one readable line each: rule, help and the elements' selectors. `within`
 * (a CSS selector) limits the scan to part of the page.
 */
export async function axeViolations(
  page: Page,
  runOnly: RunOnly,
  within?: string,
  rules: RuleSwitches = {},
): Promise<string[]> {
  for (const frame of page.frames()) {
    const loaded = await frame.evaluate(() => "axe" in window).catch(() => true);
    if (!loaded) await frame.evaluate(axe.source);
  }
  return page.evaluate(
    async ({ only, selector, switches }) => {
      const { axe: inPage } = window as unknown as { axe: typeof axe };
      const context = selector ?? document;
      const results = await inPage.run(context, {
        runOnly: only,
        rules: switches,
        resultTypes: ["violations"],
      });
      return results.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
      );
    },
    { only: runOnly, selector: within ?? null, switches: rules },
  );
}
