// Each expert article, approved story and news item has a page of its own that a visitor
// can link to, open without JavaScript, and (for stories) like there.
import { slugify } from "../../src/shared/permalinks.ts";
import {
  approvedStory,
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
});

test("an expert article's dialog links to its own page, which behaves like the rest of the site", async ({
  page,
}) => {
  await page.goto("/advice-and-solutions?tab=expert-articles");
  await waitForHydration(page);
  const firstCard = page.getByRole("tabpanel").getByRole("article").first();
  const title = (await firstCard.getByRole("heading").textContent()) ?? "";
  await firstCard.getByRole("link", { name: /^Read more/ }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Link to this article" }).click();

  await expect(page).toHaveURL(
    new RegExp(`/advice-and-solutions/articles/\\d+-${slugify(title)}$`),
  );
  const heading = page.getByRole("heading", { level: 1, name: title });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${title} | Real Access`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an article page opens, and a wrong slug lands on the right address", async ({
    page,
    request,
  }) => {
    const [article] = await (await request.get("/api/advice/articles")).json();
    await page.goto(article.url.replace(/-[^/]*$/, "-an-old-title"));
    await expect(page).toHaveURL(new RegExp(`${article.url}$`));
    await expect(page.getByRole("heading", { level: 1, name: article.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "All expert articles" })).toBeVisible();
  });
});

test("a story can be liked on its own page", async ({ page, admin }) => {
  const { title } = await approvedStory(admin, {
    title: unique("The ramp our regulars asked for"),
  });
  const stories = await (await page.request.get("/api/community?approved=true")).json();
  const story = stories.find((candidate: { title: string }) => candidate.title === title);
  await page.goto(story.url);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const like = page.getByRole("button", { name: new RegExp(`^Like ${title}`) });
  await expect(like).toHaveAttribute("aria-pressed", "false");
  await like.click();
  await expect(like).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
});

test("a news item has its own page, linked from its card, and an unknown one is the 404 screen", async ({
  page,
  request,
}) => {
  const [item] = await (await request.get("/api/news/top-stories?limit=1")).json();
  await page.goto("/news");
  await waitForHydration(page);
  await page.getByRole("link", { name: item.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${item.url}$`));
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeFocused();
  await expectNoAxeViolations(page);

  const missing = await page.goto("/news/2147483647-no-such-story");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
});
