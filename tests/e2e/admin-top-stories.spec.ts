// Admin › Top Stories: mark, unmark, create and delete top stories, and see the result
// on /news. news.spec.ts reads the same server's top stories in parallel, so this spec puts back
// what it changes: it unmarks what it marked and deletes what it created. It is the only spec
// that changes the top stories, so it may count them. The stories it marks are its own, made
// through the API as each test starts and deleted as it ends, never the sample content's.
import type { APIRequestContext, Page } from "@playwright/test";
import type { NewsArticle } from "../../src/shared/contracts/news.ts";
import { formatUkDate } from "../../src/shared/dates.ts";
import { expect, expectNoAxeViolations, test, unique } from "./fixtures.ts";

// The tests here count the top stories and fill the news page with their own: one at a time.
test.describe.configure({ mode: "serial" });

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const topStoriesTab = (page: Page) => page.getByRole("tab", { name: /^Top Stories/ });

/** News stories this file made, deleted after each test. */
const made: number[] = [];
test.afterEach(async ({ admin }) => {
  for (const id of made.splice(0)) await admin.delete(`/api/news/${id}`);
});

/** A news story of the test's own, not a top story, published now (so first in the admin's list). */
async function ownStory(admin: APIRequestContext, title: string): Promise<NewsArticle> {
  const answer = await admin.post("/api/news", {
    data: {
      title,
      excerpt: "A story the end-to-end tests make, mark and delete.",
      content: "This story exists only while an end-to-end test of the Top Stories tab runs.",
      category: "Testing",
      isTopStory: false,
      publishedAt: new Date().toISOString(),
    },
  });
  expect(answer.status(), "the test's own news story").toBe(201);
  const story: NewsArticle = await answer.json();
  made.push(story.id);
  return story;
}

async function topStoryCount(page: Page) {
  const stories: NewsArticle[] = await (
    await page.request.get("/api/news/top-stories?limit=50")
  ).json();
  return stories.length;
}

/** Opens the Top Stories tab with the arrow keys. */
async function openTopStories(page: Page, signIn: () => Promise<void>) {
  await signIn();
  await page.getByRole("tab", { name: "Quick Solutions" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(topStoriesTab(page)).toHaveAttribute("aria-selected", "true");
  await expect(page.getByRole("heading", { level: 3, name: "Top Stories" })).toBeVisible();
}

/** The top story titles a visitor sees on /news, in a page of its own. */
async function newsPageTitles(page: Page) {
  const visitor = await page.context().newPage();
  await visitor.goto("/news");
  const titles = await visitor
    .getByRole("list", { name: "Top stories" })
    .getByRole("heading", { level: 3 })
    .allTextContents();
  await visitor.close();
  return titles;
}

test("mark, unmark, create and delete top stories, by keyboard, with their toasts", async ({
  page,
  signIn,
  admin,
}) => {
  // A long journey with three axe scans and four visits to /news, as before.
  test.setTimeout(90_000);
  const seaside = await ownStory(admin, unique("Seaside theatre adds relaxed performances"));
  const MARKED = seaside.title;
  const before = await topStoryCount(page);
  await openTopStories(page, signIn);
  await expect(topStoriesTab(page)).toHaveText(`Top Stories (${before})`);

  // The current top stories, each with its preview (the fallback to content for a story without
  // an excerpt is tested in src/shared/news.test.ts).
  const current = page.getByRole("region", { name: "Current top stories" });
  await expect(current.getByRole("listitem")).toHaveCount(before);

  // The available articles: 16rem high, scrollable, and a focusable named region.
  const available = page.getByRole("region", { name: "Available articles" });
  const box = await available.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    scrolls: el.scrollHeight > el.clientHeight,
    overflow: getComputedStyle(el).overflowY,
  }));
  expect(box).toEqual({ height: 256, scrolls: true, overflow: "auto" });
  await available.focus();
  await expect(available).toBeFocused();
  await page.keyboard.press("End");
  await expect.poll(() => available.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  await expectNoAxeViolations(page);

  // Mark an article: toast, count, badge, and visitors see it on /news.
  const item = available.getByRole("listitem").filter({ hasText: MARKED });
  await expect(item).toContainText(formatUkDate(seaside.publishedAt));
  await expect(item).toContainText(seaside.category);
  const markButton = item.getByRole("button", { name: `Mark top story: ${MARKED}` });
  await markButton.focus();
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText("Top Story Added");
  await expect(topStoriesTab(page)).toHaveText(`Top Stories (${before + 1})`);
  await expect(item).toContainText("Top story");
  await expect(current.getByRole("heading", { level: 5, name: MARKED })).toBeVisible();
  expect(await newsPageTitles(page)).toContain(MARKED);

  // Unmark it again, from the same button, which keeps focus.
  const unmarkButton = item.getByRole("button", { name: `Unmark top story: ${MARKED}` });
  await expect(unmarkButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText("Top Story Removed");
  await expect(topStoriesTab(page)).toHaveText(`Top Stories (${before})`);
  await expect(current.getByRole("heading", { level: 5, name: MARKED })).toHaveCount(0);
  expect(await newsPageTitles(page)).not.toContain(MARKED);

  // Or take it off from the current list itself, which keeps the article as news.
  await expect(markButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(topStoriesTab(page)).toHaveText(`Top Stories (${before + 1})`);
  await current.getByRole("button", { name: `Remove from top stories: ${MARKED}` }).focus();
  await page.keyboard.press("Enter");
  await expect(toast(page)).toContainText("Top Story Removed");
  await expect(topStoriesTab(page)).toHaveText(`Top Stories (${before})`);
  await expect(current.locator("h4:focus, h5:focus")).toHaveCount(1);
  await expect(item).toBeVisible();

  // The custom story form: an empty submit shows its messages by each field.
  const form = page.getByRole("form", { name: "Add a custom top story" });
  const create = form.getByRole("button", { name: "Create custom story" });
  await create.click();
  const messages = {
    Title: "Title must be at least 5 characters",
    Excerpt: "Excerpt must be at least 10 characters",
    Content: "Content must be at least 20 characters",
    Category: "Category is required",
  };
  for (const [label, message] of Object.entries(messages)) {
    await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
      new RegExp(message),
    );
    await expect(form.getByLabel(label, { exact: true })).toHaveAttribute("aria-invalid", "true");
  }
  await expect(form.getByRole("alert")).toContainText("There are 4 problems with the story");
  await expect(form.getByLabel("Title", { exact: true })).toBeFocused();
  await expectNoAxeViolations(page);

  // The source, when given, must be a web address; a picture is uploaded, never typed.
  await form.getByLabel("Source URL").fill("not a web address");
  await create.click();
  await expect(form.getByLabel("Source URL")).toHaveAccessibleDescription(/Must be a valid URL/);
  await expect(form.getByRole("textbox", { name: /Image URL|Picture/ })).toHaveCount(0);

  const title = unique("E2E custom story");
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Excerpt", { exact: true }).fill("A story written by the admin test.");
  await form
    .getByLabel("Content", { exact: true })
    .fill("This custom story is created and then deleted by an end-to-end test.");
  await form.getByLabel("Category", { exact: true }).fill("Testing");
  await form.getByLabel("Source URL").fill("https://news.example/e2e-custom-story");
  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/news"),
  );
  const startedAt = Date.now();
  await create.click();
  const payload = (await sent).postDataJSON();
  expect(payload).toMatchObject({
    title,
    category: "Testing",
    sourceUrl: "https://news.example/e2e-custom-story",
    isTopStory: true,
  });
  expect(payload).not.toHaveProperty("imageUrl");
  expect(Math.abs(Date.parse(payload.publishedAt) - startedAt)).toBeLessThan(10_000);
  await expect(toast(page)).toContainText("Custom Story Created");
  await expect(form.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(form.getByLabel("Source URL")).toHaveValue("");
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(topStoriesTab(page)).toHaveText(`Top Stories (${before + 1})`);
  expect((await newsPageTitles(page))[0]).toBe(title);

  // Delete it, after a confirmation that names it.
  await current.getByRole("button", { name: `Delete story: ${title}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete story" });
  await expect(confirm).toContainText(`Are you sure you want to delete "${title}"?`);
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Delete story" }).click();
  await expect(toast(page)).toContainText("Story Deleted");
  await expect(confirm).toBeHidden();
  // Its buttons have gone: focus continues from a neighbouring story or the list's heading.
  await expect(current.locator("h4:focus, h5:focus")).toHaveCount(1);
  await expect(current.getByRole("heading", { level: 5, name: title })).toHaveCount(0);
  await expect(topStoriesTab(page)).toHaveText(`Top Stories (${before})`);
  expect(await newsPageTitles(page)).not.toContain(title);
});

test.describe("when a news call fails", () => {
  test.use({ expectedHttpErrors: [/\/api\/news/] });

  test("each failure has its toast, and a 401 returns to the gate", async ({
    page,
    signIn,
    admin,
  }) => {
    // Every call below fails before it reaches the server, so nothing changes: an article of the
    // test's own to mark, and the oldest top story, to unmark and delete (the other test marks
    // and unmarks the newest ones meanwhile).
    const NOT_MARKED = (await ownStory(admin, unique("Bus company fits next-stop announcements")))
      .title;
    const topStories: NewsArticle[] = await (
      await admin.get("/api/news/top-stories?limit=50")
    ).json();
    const TOP_STORY = topStories.at(-1)?.title ?? "no top story";
    await openTopStories(page, signIn);
    const available = page.getByRole("region", { name: "Available articles" });
    const current = page.getByRole("region", { name: "Current top stories" });

    await page.route("**/api/news/*/mark-top-story", (route) =>
      route.fulfill({ status: 500, json: { error: "boom" } }),
    );
    await available.getByRole("button", { name: `Mark top story: ${NOT_MARKED}` }).click();
    await expect(toast(page)).toContainText(
      "There was an error marking the article as a top story.",
    );

    await page.route("**/api/news/*/unmark-top-story", (route) =>
      route.fulfill({ status: 500, json: { error: "boom" } }),
    );
    await available.getByRole("button", { name: `Unmark top story: ${TOP_STORY}` }).click();
    await expect(toast(page)).toContainText(
      "There was an error removing the article from top stories.",
    );

    await page.route(
      (url) => url.pathname.startsWith("/api/news/") && /\/\d+$/.test(url.pathname),
      (route) => route.fulfill({ status: 500, json: { error: "boom" } }),
    );
    await current.getByRole("button", { name: `Delete story: ${TOP_STORY}` }).click();
    await page
      .getByRole("alertdialog", { name: "Delete story" })
      .getByRole("button", { name: "Delete story" })
      .click();
    await expect(toast(page)).toContainText("There was an error deleting the story.");
    await page.getByRole("alertdialog").getByRole("button", { name: "Cancel" }).click();

    await page.route("**/api/news", (route) =>
      route.fulfill({ status: 422, json: { error: "Invalid body" } }),
    );
    const form = page.getByRole("form", { name: "Add a custom top story" });
    await form.getByLabel("Title", { exact: true }).fill("Never stored");
    await form.getByLabel("Excerpt", { exact: true }).fill("This never reaches the database.");
    await form.getByLabel("Content", { exact: true }).fill("The server answers with an error.");
    await form.getByLabel("Category", { exact: true }).fill("Testing");
    await form.getByRole("button", { name: "Create custom story" }).click();
    await expect(toast(page)).toContainText(
      "There was an error creating the custom story: 422: Invalid body",
    );
    // The form keeps what was typed, so nothing is lost.
    await expect(form.getByLabel("Title", { exact: true })).toHaveValue("Never stored");

    // The session has ended on the server: back to the gate.
    await page.route("**/api/news/*/mark-top-story", (route) =>
      route.fulfill({ status: 401, json: { error: "Sign in again" } }),
    );
    await available.getByRole("button", { name: `Mark top story: ${NOT_MARKED}` }).click();
    await expect(toast(page)).toContainText("Session Ended");
    await expect(page.getByLabel("Password", { exact: true })).toBeVisible();
  });
});

test("with five top stories or more, the tab says which one another would push off /news", async ({
  page,
  signIn,
  admin,
}) => {
  // Five top stories of the test's own, newer than any there: /news is full whatever else exists.
  const own: NewsArticle[] = [];
  for (let i = 0; i < 5; i += 1) {
    const story = await ownStory(admin, unique(`Relaxed opening ${i + 1}`));
    await admin.post(`/api/news/${story.id}/mark-top-story`);
    own.push(story);
  }
  await openTopStories(page, signIn);

  await expect(page.getByText("The news page shows the 5 newest.")).toBeVisible();
  await expect(page.getByText("The news page already shows 5 top stories.")).toBeVisible();
  // The oldest of the five shown: the test's first, unless another test's story came since.
  await expect(page.getByText(/Marking a newer article takes “.+” off it/)).toBeVisible();
  await expectNoAxeViolations(page);
  for (const story of own) await admin.post(`/api/news/${story.id}/unmark-top-story`);
});
