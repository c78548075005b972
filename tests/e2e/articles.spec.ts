import type { APIRequestContext, Page } from "@playwright/test";
import type { z } from "zod";
import type { publicArticleList } from "../../src/shared/contracts/articles.ts";
import { quickSolutionPath } from "../../src/shared/permalinks.ts";
import { expect, expectNoAxeViolations, holdRequests, test, waitForHydration } from "./fixtures.ts";

// Promoting a community story (admin-moderation.spec.ts) adds an article while these run, so they
// count only within one page, never the sample content's ten. Articles can only be written in
// code for now (promoted stories have no tags or sources), so these tests take the first
// article in the list that has what they look at, from the API, rather than a title of the
// sample content's.
const PATH = "/advice-and-solutions";

type ListedArticle = z.input<typeof publicArticleList>[number];

/** The first article listed, in display order, with more tags than a card shows, sources and
 * related quick solutions: what the card, dialog and page tests look at. */
async function fullArticle(request: APIRequestContext): Promise<ListedArticle> {
  const articles: ListedArticle[] = await (await request.get("/api/advice/articles")).json();
  const article = articles.find(
    (candidate) =>
      candidate.tags.length > 3 &&
      candidate.sources.length > 0 &&
      candidate.relatedQuickSolutions.length > 0,
  );
  if (!article) throw new Error("no article with tags, sources and related quick solutions");
  return article;
}

const tab = (page: Page, name: string) => page.getByRole("tab", { name });
const articleList = (page: Page) => page.getByRole("list", { name: "Expert articles" });
const cards = (page: Page) => articleList(page).getByRole("article");

test("tabs switch with the arrow keys and the URL follows, surviving a reload", async ({
  page,
}) => {
  await page.goto(PATH);
  await waitForHydration(page);
  await tab(page, "Quick Solutions").focus();
  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Expert Articles")).toBeFocused();
  await expect(tab(page, "Expert Articles")).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?tab=expert-articles$/);
  await expect(cards(page).first()).toBeVisible();

  await page.keyboard.press("ArrowRight");
  await expect(tab(page, "Community Stories")).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/\?tab=community-stories$/);
  await expect(page.getByRole("list", { name: "Community stories" })).toBeVisible();

  await page.keyboard.press("ArrowLeft");
  await expect(page).toHaveURL(/\?tab=expert-articles$/);
  await page.reload();
  await waitForHydration(page);
  await expect(tab(page, "Expert Articles")).toHaveAttribute("aria-selected", "true");
  await expect(cards(page).first()).toBeVisible();

  await tab(page, "Expert Articles").focus();
  await page.keyboard.press("ArrowLeft");
  await expect(tab(page, "Quick Solutions")).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(new RegExp(`${PATH}$`));
});

test("the server renders the tab named in the URL, with its articles", async ({ page }) => {
  const { title } = await fullArticle(page.request);
  const response = await page.request.get(`${PATH}?tab=expert-articles`);
  const html = await response.text();
  expect(html).toContain(title);
  const found = Number(html.match(/(\d+) articles found/)?.[1]);
  expect(found).toBeGreaterThan(1);
  // Without script the tabs are plain links, the one shown marked as the current page.
  expect(html).toMatch(/data-key="expert-articles"[^>]*aria-current="page"/);
  expect(html).not.toContain('role="tab"');
});

test("one search box searches both tabs, and the tabs have none of their own", async ({ page }) => {
  await page.goto(PATH);
  await waitForHydration(page);
  const search = page.getByRole("searchbox", { name: "Search all advice and solutions" });
  // Each tab had a box of its own, which competed with this one.
  await expect(page.getByRole("searchbox")).toHaveCount(1);
  const allSolutions = await page.getByRole("table").getByRole("rowheader").count();

  await search.fill("interview");
  const quickCount = page.getByRole("status").filter({ hasText: "solution" });
  await expect(quickCount).not.toHaveText(`${allSolutions} solutions found`);
  for (const text of await page.getByRole("table").getByRole("row").allInnerTexts()) {
    expect(text.toLowerCase()).toMatch(/interview|issue/);
  }

  await tab(page, "Expert Articles").click();
  await expect(page).toHaveURL(/\?tab=expert-articles&search=interview$/);
  await expect(page.getByRole("searchbox")).toHaveCount(1);
  const status = page.getByRole("status").filter({ hasText: "article" });
  await expect(cards(page).getByRole("heading", { name: /recruitment/i })).toBeVisible();
  const filtered = await cards(page).count();
  expect(filtered).toBeGreaterThan(0);
  await expect(status).toHaveText(`${filtered} article${filtered === 1 ? "" : "s"} found`);

  await search.fill("no such topic anywhere");
  await expect(page.getByText("No articles found matching your criteria.")).toBeVisible();
  await expect(articleList(page)).toHaveCount(0);

  await search.clear();
  await expect(page.getByTestId("article-skeleton")).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  const total = await cards(page).count();
  expect(total).toBeGreaterThan(filtered);
  await expect(status).toHaveText(`${total} articles found`);
  // Any case finds an article by a word of its title.
  const { title } = await fullArticle(page.request);
  const word = title
    .split(/\W+/)
    .reduce((longest, next) => (next.length > longest.length ? next : longest));
  await search.fill(word.toUpperCase());
  await expect(cards(page).getByRole("heading", { name: title })).toBeVisible();
  await expect(status).not.toHaveText(`${total} articles found`);
});

test("cards are headed list items with at most 3 tags and named 'Read more' links", async ({
  page,
}) => {
  const { title } = await fullArticle(page.request);
  await page.goto(`${PATH}?tab=expert-articles`);
  await waitForHydration(page);
  await expect(cards(page).first()).toBeVisible();
  const items = articleList(page).getByRole("listitem");
  await expect(items.filter({ has: page.getByRole("article") })).toHaveCount(
    await cards(page).count(),
  );
  for (const card of await cards(page).all()) {
    await expect(card.getByRole("heading", { level: 3 })).toHaveCount(1);
    expect(
      await card.getByRole("list", { name: "Tags" }).getByRole("listitem").count(),
    ).toBeLessThanOrEqual(3);
  }
  await expect(page.getByRole("link", { name: `Read more about ${title}` })).toBeVisible();
});

test("an article opens and closes by keyboard, returning focus to its link", async ({ page }) => {
  const article = await fullArticle(page.request);
  await page.goto(`${PATH}?tab=expert-articles`);
  await waitForHydration(page);
  const readMore = page.getByRole("link", { name: `Read more about ${article.title}` });
  await readMore.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: article.title });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 2, name: article.title })).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 3 }).first()).toBeVisible();
  await expect(dialog.getByRole("heading", { level: 4 }).first()).toBeVisible();
  await expect(dialog.getByRole("separator")).not.toHaveCount(0);
  // Every tag, where the card shows three.
  await expect(dialog.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveCount(
    article.tags.length,
  );

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(readMore).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  const close = dialog.getByRole("button", { name: "Close" });
  for (let i = 0; i < 5 && !(await close.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(close).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(readMore).toBeFocused();
});

test("four skeleton cards show while the articles are loading", async ({ page }) => {
  const { handler, release } = holdRequests();
  await page.route("**/api/advice/articles*", handler);
  await page.goto(PATH);
  await waitForHydration(page);
  await tab(page, "Expert Articles").click();
  const loading = page.getByRole("status").filter({ hasText: "Loading expert articles" });
  await expect(loading).toBeVisible();
  await expect(page.getByTestId("article-skeleton")).toHaveCount(4);
  release();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.getByTestId("article-skeleton")).toHaveCount(0);
});

for (const width of [1280, 375]) {
  test(`no axe violations at ${width} px with an article open`, async ({ page }) => {
    const { title } = await fullArticle(page.request);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${PATH}?tab=expert-articles`);
    await waitForHydration(page);
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: `Read more about ${title}` }).click();
    await expect(page.getByRole("dialog", { name: title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// An article names who wrote it and when, and ends with its sources, the quick
// solutions that put it into practice and an offer to talk. One page load, scanned by axe.
test("an article's page ends with its sources, related quick solutions and 'Ask us'", async ({
  page,
}) => {
  const article = await fullArticle(page.request);
  await page.goto(article.url);
  await waitForHydration(page);
  const main = page.getByRole("main");
  await expect(main.getByText(/^By Real Access editorial team/)).toContainText(
    /Published \d{1,2} [A-Z][a-z]+ 2026.*Updated \d{1,2} [A-Z][a-z]+ 2026/,
  );

  const sourcesList = main.getByRole("heading", { level: 2, name: "Sources" }).locator("+ ul");
  const sourceLinks = sourcesList.getByRole("link");
  await expect(sourceLinks).not.toHaveCount(0);
  for (const link of await sourceLinks.all()) {
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/www\.[a-z.]+\.[a-z]+\//);
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
  }

  const relatedList = main
    .getByRole("heading", { level: 2, name: "Related quick solutions" })
    .locator("+ ul");
  const [related] = article.relatedQuickSolutions;
  const step = relatedList.getByRole("link", { name: related?.issue ?? "?" });
  // To the solution's own page, not a search that lists it among others.
  await expect(step).toHaveAttribute("href", quickSolutionPath(related ?? { id: 0, issue: "" }));

  await expect(main.getByRole("link", { name: "Ask us about your premises" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expectNoAxeViolations(page);

  await step.click();
  await expect(page.getByRole("heading", { level: 1, name: related?.issue })).toBeFocused();
});
