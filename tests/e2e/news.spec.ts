import type { Page, Route } from "@playwright/test";
import { formatUkDate } from "../../src/shared/dates.ts";
import { expect, expectNoAxeViolations, holdRequests, test, waitForHydration } from "./fixtures.ts";

interface Story {
  title: string;
  excerpt: string | null;
  content: string;
  sourceUrl: string | null;
  publishedAt: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const topStoryList = (page: Page) => page.getByRole("list", { name: "Top stories" });
const cards = (page: Page) => topStoryList(page).getByRole("article");
const TOP_STORIES_API = "**/api/news/top-stories?limit=5";

/** Opens /news by client navigation from the home page, so the browser fetches the stories. */
async function navigateToNews(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "News" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "News" })).toBeFocused();
}

test("top stories show five clamped cards, newest first, with UK dates and source links", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  // admin-top-stories.spec.ts briefly changes the top stories on the same server; take the API's
  // answer and the page from the same moment, trying again if they were read either side of it.
  let stories: Story[] = [];
  await expect(async () => {
    stories = await (await page.request.get("/api/news/top-stories?limit=5")).json();
    expect(stories).toHaveLength(5);
    await page.goto("/news");
    await waitForHydration(page);
    await expect(cards(page).getByRole("heading", { level: 3 })).toHaveText(
      stories.map((story) => story.title),
      { timeout: 1000 },
    );
  }).toPass();

  for (const [index, story] of stories.entries()) {
    const card = cards(page).nth(index);
    const title = card.getByRole("heading", { level: 3 });
    await expect(title).toHaveText(story.title);
    await expect(card).toContainText(formatUkDate(story.publishedAt));
    const titleWords = card.locator("[data-clamp=title]");
    expect(await titleWords.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe("2");
    const excerpt = card.locator("[data-clamp=excerpt]");
    expect(await excerpt.evaluate((el) => getComputedStyle(el).webkitLineClamp)).toBe("3");
    const expected = story.excerpt ?? `${story.content.slice(0, 120).trimEnd()}...`;
    await expect(excerpt).toHaveText(expected);
    if (story.sourceUrl) {
      const link = card.getByRole("link", {
        name: `Read the full story about ${story.title} (opens in a new tab)`,
      });
      await expect(link).toHaveAttribute("href", story.sourceUrl);
      await expect(link).toHaveAttribute("target", "_blank");
    }
  }
  expect(stories.some((story) => story.excerpt === null)).toBe(true);
  // At 375 px the longest titles need more than two lines: the clamp hides the rest visually,
  // while the whole title stays in the page.
  const clipped = await topStoryList(page)
    .locator("[data-clamp=title]")
    .evaluateAll((els) => els.filter((el) => el.scrollHeight > el.clientHeight + 1).length);
  expect(clipped).toBeGreaterThan(0);
});

test("the feed frame is 800 px high, lazily loaded, and shows this site's feed", async ({
  page,
}) => {
  await page.goto("/news");
  await waitForHydration(page);
  const frame = page.getByTitle("Latest news feed");
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(frame).toHaveAttribute("src", "/embed/news-feed");
  expect((await frame.boundingBox())?.height).toBe(800);
  await expect(page.locator("noscript")).toHaveCount(0);
  await frame.scrollIntoViewIfNeeded();
  const feed = page.frameLocator('iframe[title="Latest news feed"]');
  await expect(
    feed.getByRole("heading", { level: 1, name: "Latest accessibility news" }),
  ).toBeVisible();
  // This site's feed: the latest stories that are not top stories (which ones, the embed's own test
  // checks against the API; admin-top-stories.spec.ts changes them meanwhile).
  await expect(feed.getByRole("listitem").first()).toBeVisible();
  await expect(feed.getByRole("link").first()).toHaveAttribute("target", "_blank");
});

test("the top stories and both columns are in the HTML before any script runs", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/news");
  await expect(page.getByRole("list", { name: "Top stories" }).getByRole("article")).toHaveCount(5);
  await expect(page.getByRole("heading", { level: 2, name: "Latest News Feed" })).toBeVisible();
  await expect(page.getByTitle("Latest news feed")).toBeVisible();
  await context.close();
});

test("three skeleton cards show while the top stories load", async ({ page }) => {
  const { handler, release } = holdRequests();
  await page.route(TOP_STORIES_API, handler);
  await navigateToNews(page);
  // Seen, not said, just after a page change: the new page's title is what is announced.
  await expect(page.getByText("Loading top stories")).toBeAttached();
  await expect(page.getByTestId("top-story-skeleton")).toHaveCount(3);
  release();
  await expect(cards(page)).toHaveCount(5);
  await expect(page.getByTestId("top-story-skeleton")).toHaveCount(0);
});

test("with no top stories the empty state explains why", async ({ page }) => {
  await page.route(TOP_STORIES_API, (route: Route) => route.fulfill({ json: [] }));
  await navigateToNews(page);
  await expect(page.getByRole("heading", { level: 3, name: "No Top Stories Yet" })).toBeVisible();
  await expect(
    page.getByText(
      "Featured stories will appear here when they're selected by our editorial team.",
    ),
  ).toBeVisible();
  await expect(topStoryList(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe("when the API fails", () => {
  test.use({ expectedHttpErrors: [/\/api\/news\/top-stories/] });

  test("an error is announced in place of the stories", async ({ page }) => {
    await page.route(TOP_STORIES_API, (route: Route) =>
      route.fulfill({ status: 500, json: { error: "boom" } }),
    );
    await navigateToNews(page);
    await expect(page.getByRole("alert")).toHaveText(
      "Failed to load top stories. Please try again later.",
    );
  });
});

test.describe("the embedded feed on its own", () => {
  test("lists the latest news that is not a top story, with dates and announced new-tab links", async ({
    page,
  }) => {
    // As above: the API's answer and the page are read again if another spec's change to the
    // top stories fell between them.
    let latest: Story[] = [];
    const items = page.getByRole("listitem");
    await expect(async () => {
      const all: (Story & { isTopStory: boolean })[] = await (
        await page.request.get("/api/news?limit=50")
      ).json();
      latest = all.filter((story) => !story.isTopStory);
      await page.goto("/embed/news-feed");
      await expect(items.getByRole("heading", { level: 2 })).toHaveText(
        latest.map((story) => new RegExp(escapeRegExp(story.title))),
        { timeout: 1000 },
      );
    }).toPass();
    await expect(page).toHaveTitle("Latest accessibility news | Real Access");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(items).toHaveCount(latest.length);
    for (const [index, story] of latest.entries()) {
      await expect(items.nth(index).getByRole("heading", { level: 2 })).toContainText(story.title);
      await expect(items.nth(index).locator("time")).toHaveText(formatUkDate(story.publishedAt));
    }
    const withSource = latest.find((story) => story.sourceUrl);
    const link = page.getByRole("link", { name: `${withSource?.title} (opens in a new tab)` });
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(page.locator("script[src], script[type=module]")).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  for (const [theme, background, text] of [
    ["dark", "rgb(0, 0, 0)", "rgb(255, 255, 255)"],
    ["navy-yellow", "rgb(255, 250, 205)", "rgb(25, 25, 112)"],
  ] as const) {
    test(`follows the stored ${theme} theme with no axe violations`, async ({ page }) => {
      await page.goto("/embed/news-feed");
      await page.evaluate(
        (colorTheme) =>
          localStorage.setItem("accessibility-settings", JSON.stringify({ colorTheme })),
        theme,
      );
      await page.reload();
      const colours = await page.evaluate(() => {
        const style = getComputedStyle(document.body);
        return [style.backgroundColor, style.color];
      });
      expect(colours).toEqual([background, text]);
      await expectNoAxeViolations(page);
    });
  }

  test("follows the stored text size (clamped to 120 %) and line spacing, in the site's font", async ({
    page,
  }) => {
    await page.goto("/embed/news-feed");
    await page.evaluate(() =>
      localStorage.setItem(
        "accessibility-settings",
        JSON.stringify({ colorTheme: "default", fontSize: 150, lineSpacing: "2x" }),
      ),
    );
    await page.reload();
    const body = await page.evaluate(async () => {
      await document.fonts.ready;
      const style = getComputedStyle(document.body);
      return {
        fontSize: style.fontSize,
        lineHeight: style.lineHeight,
        fontLoaded: [...document.fonts].some(
          (face) => face.family.includes("Atkinson Hyperlegible") && face.status === "loaded",
        ),
      };
    });
    expect(body).toEqual({ fontSize: "19.2px", lineHeight: "57.6px", fontLoaded: true });
  });

  test("keyboard users reach every source link in the frame from /news", async ({ page }) => {
    await page.goto("/news");
    await waitForHydration(page);
    const feed = page.frameLocator('iframe[title="Latest news feed"]');
    await page.getByTitle("Latest news feed").scrollIntoViewIfNeeded();
    const firstLink = feed.getByRole("link").first();
    await expect(firstLink).toBeVisible();
    await page
      .getByRole("link", { name: /Read the full story/ })
      .last()
      .focus();
    await page.keyboard.press("Tab");
    await expect(firstLink).toBeFocused();
  });
});

for (const width of [1280, 375]) {
  test(`/news and its feed have no axe violations at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/news");
    await waitForHydration(page);
    await page.getByTitle("Latest news feed").scrollIntoViewIfNeeded();
    await expect(
      page.frameLocator('iframe[title="Latest news feed"]').getByRole("listitem").first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
}
