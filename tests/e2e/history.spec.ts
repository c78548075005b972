// "Back means back" (docs/decisions/017-history-for-dialogs-and-tabs.md): on a phone, Back with an
// article open went to the page before the Advice page. A reading dialog is now a history entry at
// the item's own address, and so is each change of tab (a run of arrow keys counting once).
import { articlePath } from "../../src/shared/permalinks.ts";
import { expect, test, waitForHydration } from "./fixtures.ts";

test.use({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true });

const ADVICE = "/advice-and-solutions";
const tabIs = (name: string) => `[role="tab"][aria-selected="true"]:text-is("${name}")`;

test("Back closes an article's dialog on the page, and steps back through the tabs", async ({
  page,
}) => {
  const [article] = await (await page.request.get("/api/advice/articles")).json();
  await page.goto("/about");
  await page.goto(`${ADVICE}?tab=expert-articles`);
  await waitForHydration(page);
  const readMore = page.getByRole("link", { name: `Read more about ${article.title}` });
  const dialog = page.getByRole("dialog", { name: article.title });

  await readMore.click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${articlePath(article)}$`));
  await expect(page).toHaveTitle(`${article.title} | Real Access`);

  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${ADVICE}\\?tab=expert-articles$`));
  await expect(page).toHaveTitle("Advice & Solutions | Real Access");
  await expect(readMore).toBeFocused();

  await page.goForward();
  await expect(dialog).toBeVisible();
  // Close steps back too: no entry is left for the dialog (the last Back below proves it).
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`${ADVICE}\\?tab=expert-articles$`));
  await expect(readMore).toBeFocused();

  // A tap on a tab adds an entry; a run of arrow keys adds one more, however many tabs it passes.
  await page.getByRole("tab", { name: "Community Stories" }).tap();
  await expect(page).toHaveURL(/\?tab=community-stories$/);
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(page.locator(tabIs("Quick Solutions"))).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${ADVICE}$`));

  await page.goBack();
  await expect(page.locator(tabIs("Community Stories"))).toBeVisible();
  await page.goBack();
  await expect(page.locator(tabIs("Expert Articles"))).toBeVisible();
  await expect(page).toHaveURL(/\?tab=expert-articles$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "About Us" })).toBeVisible();
});

test("a reload with a dialog open shows the item's own page, and Back returns to the list", async ({
  page,
}) => {
  const stories = await (await page.request.get("/api/community?approved=true")).json();
  const story = stories[0];
  await page.goto(`${ADVICE}?tab=community-stories`);
  await waitForHydration(page);
  await page.getByRole("link", { name: `Read story about ${story.title}` }).click();
  await expect(page.getByRole("dialog", { name: story.title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${story.url}$`));

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: story.title })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await page.goBack();
  await expect(page.getByRole("heading", { level: 1, name: "Advice & Solutions" })).toBeVisible();
  await expect(page.locator(tabIs("Community Stories"))).toBeVisible();
});
