// Every end-to-end test fails on a browser console error, an uncaught exception or a React
// hydration warning (STYLE.md, after the Epic Stack).
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page, type Route } from "@playwright/test";

export const test = base.extend<{ consoleProblems: string[]; expectedHttpErrors: RegExp[] }>({
  /** URLs whose 4xx/5xx answers a test provokes on purpose. */
  expectedHttpErrors: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedHttpErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        // Failed requests are judged below, where a page's own 404 status can be told apart.
        if (text.startsWith("Failed to load resource")) return;
        if (message.type() === "error" || /hydrat/i.test(text)) problems.push(text);
      });
      page.on("response", (response) => {
        const isDocument = response.request().resourceType() === "document";
        const expected = expectedHttpErrors.some((pattern) => pattern.test(response.url()));
        if (response.status() >= 400 && !isDocument && !expected) {
          problems.push(`${response.status()} for ${response.url()}`);
        }
      });
      page.on("pageerror", (error) => problems.push(error.message));
      await use(problems);
      expect(problems, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa", "best-practice"];

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

/** A route handler that holds every request it gets until `release` is called: for loading and
 * pending states, and for a page whose scripts have not run yet. */
export function holdRequests() {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    await released;
    await route.continue();
  };
  return { handler, release };
}

/** Waits until React has hydrated the page, so clicks reach event handlers. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Moves focus with Tab (or Shift+Tab) until the target has it, proving a keyboard user can reach
 * it in the page's order; fails if it is not reached within `limit` presses.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 80 }: { backwards?: boolean; limit?: number } = {},
) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`Not reached by keyboard within ${limit} presses: ${target}`);
}
