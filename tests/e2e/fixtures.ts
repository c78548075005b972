// Every end-to-end test fails on a browser console error, an uncaught exception or a React
// hydration warning, after the Epic Stack's habit: a warning ignored is a bug shipped. Tests make their own data through the API
// (`admin`, `submitStory`, `unique`) and sign in with `signIn`, which sets the session cookie
// directly, so no test depends on another or on counting the seed.
import {
  type APIRequestContext,
  test as base,
  expect,
  type Locator,
  type Page,
  type Route,
} from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config.ts";
import type { PublicStory } from "../../src/shared/contracts/stories.ts";
import { axeViolations } from "./axe-scan.ts";

/** A client address of its own, so the server's per-address limits never join two tests. */
export const clientAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

/** A title no other test (or repeat of this one) uses: the words, then a random tag. */
export const unique = (words: string) => `${words} ${Math.random().toString(36).slice(2, 8)}`;

/** Signs `request` in as the admin through the API; its cookie jar then holds the session. */
async function apiSignIn(request: APIRequestContext) {
  const answer = await request.post("/api/admin/login", {
    data: { password: E2E_ADMIN_PASSWORD },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(answer.status(), "admin sign-in through the API").toBe(204);
}

export interface StoryFields {
  title: string;
  content?: string;
  authorName?: string;
  authorEmail?: string;
}

/** A visitor's story as the public API takes it (without the form's token, as the API allows). */
export async function submitStory(
  request: APIRequestContext,
  { title, ...fields }: StoryFields,
): Promise<PublicStory> {
  const answer = await request.post("/api/community", {
    data: {
      title,
      content: `${title} happened at our corner shop last spring. ${"We moved the display stands, added a bell at the door and a seat by the till, and regulars noticed at once. ".repeat(2)}`,
      authorName: "Sam Patel",
      authorEmail: "sam@example.org",
      ...fields,
    },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(answer.status(), `submitting "${title}"`).toBe(201);
  return answer.json();
}

/** A message through the public contact form's API. */
export async function sendMessage(
  request: APIRequestContext,
  data: { name: string; email: string; message: string },
) {
  const answer = await request.post("/api/contact", {
    data,
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(answer.status(), `sending a message from ${data.name}`).toBe(201);
}

interface Fixtures {
  consoleProblems: string[];
  expectedHttpErrors: RegExp[];
  /** Console errors that come from the browser's own additions to a page, not from ours. */
  browserConsoleErrors: RegExp[];
  /** Signs this test's browser in through the API (a session cookie in its context), then opens
   * `path` with the admin panel showing. The sign-in form itself is tested in admin.spec.ts. */
  signIn: (path?: string) => Promise<void>;
}

export const test = base.extend<Fixtures, { admin: APIRequestContext }>({
  /** A signed-in API client of the worker's own, for making the data a test needs. */
  admin: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        // A new connection for each request: this client lives as long as the worker, and a
        // connection it kept open can be closed by the server (idle timeout) just as a request
        // goes out on it, which fails that request with ECONNRESET (seen once in CI).
        extraHTTPHeaders: { connection: "close" },
      });
      await apiSignIn(request);
      await use(request);
      await request.dispose();
    },
    { scope: "worker" },
  ],
  signIn: async ({ page }, use) => {
    await use(async (path = "/admin") => {
      await apiSignIn(page.request);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole("heading", { name: "Admin panel" })).toBeVisible();
    });
  },
  /** URLs whose 4xx/5xx answers a test provokes on purpose. */
  expectedHttpErrors: [[], { option: true }],
  browserConsoleErrors: [[], { option: true }],
  consoleProblems: [
    async ({ page, expectedHttpErrors, browserConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        if (browserConsoleErrors.some((pattern) => pattern.test(text))) return;
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

/** A toast shows for 5000 ms (a person's five seconds, so not imported from the app). */
export const TOAST_TIMEOUT_MS = 5000;

/** Stops the page's clock (installed with page.clock.install before the page loaded) just ahead
 * of where it is, so a toast stays put for as long as a check needs instead of racing its five
 * seconds. The page's clock runs on while this is sent, so the stop is set a little ahead (and
 * further on a busy machine, where that little was already gone). */
export async function pauseClock(page: Page) {
  for (const ahead of [100, 1000, 3000]) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + ahead);
      return;
    } catch (error) {
      if (!String(error).includes("Cannot fast-forward to the past")) throw error;
    }
  }
  throw new Error("the page's clock could not be paused");
}

/** A story submitted through the public API and approved through the admin API. */
export async function approvedStory(admin: APIRequestContext, fields: StoryFields) {
  const story = await submitStory(admin, fields);
  const answer = await admin.post(`/api/community/${story.id}/approve`);
  expect(answer.status(), `approving "${fields.title}"`).toBe(200);
  return story;
}

// Without wcag21a (and the experimental rule it needs) the scans missed a link whose
// name did not hold its visible words (WCAG 2.5.3, Label in Name).
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];
/** Experimental rules axe leaves off unless they are named. */
export const AXE_EXTRA_RULES = { "label-content-name-mismatch": { enabled: true } };

export async function expectNoAxeViolations(page: Page) {
  expect(
    await axeViolations(page, { type: "tag", values: AXE_TAGS }, undefined, AXE_EXTRA_RULES),
  ).toEqual([]);
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
