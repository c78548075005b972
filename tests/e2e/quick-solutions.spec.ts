// The admin tests add and remove solutions while these run, so each test makes the solutions it
// looks for and counts only within one page.
import type { APIRequestContext } from "@playwright/test";
import { expect, expectNoAxeViolations, test, unique, waitForHydration } from "./fixtures.ts";

async function createSolution(
  admin: APIRequestContext,
  fields: {
    issue: string;
    whyItsAnIssue?: string;
    possibleSolutions?: string;
    costBand?: string;
    effortBand?: string;
  },
) {
  const answer = await admin.post("/api/admin/quick-solutions", {
    data: {
      whyItsAnIssue: "Some customers cannot get in or find their way.",
      possibleSolutions: "Ask what would help, then make one change at a time.",
      displayOrder: 0,
      ...fields,
    },
  });
  expect(answer.status(), `creating "${fields.issue}"`).toBe(201);
}

test.beforeEach(async ({ page }) => {
  await page.goto("/advice-and-solutions");
  await waitForHydration(page);
});

test("Quick Solutions is the default tab and lists every solution", async ({ page, admin }) => {
  const issue = unique("A heavy door at the side entrance");
  await createSolution(admin, { issue });
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole("tab", { name: "Quick Solutions" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("rowheader", { name: issue })).toBeVisible();
  const rows = await page.getByRole("table").getByRole("rowheader").count();
  await expect(page.getByRole("status").filter({ hasText: "solutions found" })).toHaveText(
    `${rows} solutions found`,
  );
});

test("search filters case-insensitively across all three columns", async ({ page, admin }) => {
  const word = `zq${Math.random().toString(36).slice(2, 8)}`;
  await createSolution(admin, { issue: unique(`No ${word} at the counter`) });
  await createSolution(admin, {
    issue: unique("A quiet corner"),
    whyItsAnIssue: `Loud ${word} music.`,
  });
  await createSolution(admin, {
    issue: unique("Menus"),
    possibleSolutions: `Offer ${word} in print.`,
  });
  await page.reload();
  await waitForHydration(page);
  // The page's one search box; the tab's own box, which competed with it, is gone.
  const search = page.getByRole("searchbox", { name: "Search all advice and solutions" });
  await search.fill(word.toUpperCase());
  const rows = page.getByRole("table").getByRole("rowheader");
  await expect(rows).toHaveCount(3);
  await expect(page.getByText("3 solutions found")).toBeVisible();
  for (const text of await page.getByRole("table").getByRole("row").allInnerTexts()) {
    expect(text.toLowerCase()).toMatch(new RegExp(`${word}|issue`));
  }
  await search.fill("zzzz no such barrier");
  await expect(page.getByText("No solutions found")).toBeVisible();
  await expect(page.getByText("0 solutions found")).toBeVisible();
  await expect(page.getByRole("table")).toHaveCount(0);
});

test("columns sort ascending on the first click and toggle after", async ({ page }) => {
  const header = page.getByRole("columnheader", { name: "Issue", exact: true });
  const issues = page.getByRole("table").getByRole("rowheader");
  const original = await issues.allInnerTexts();
  const collator = new Intl.Collator("en-GB", { sensitivity: "base" });
  const ascending = [...original].sort(collator.compare);

  await expect(header).not.toHaveAttribute("aria-sort");
  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "ascending");
  expect(await issues.allInnerTexts()).toEqual(ascending);

  await header.getByRole("button").click();
  await expect(header).toHaveAttribute("aria-sort", "descending");
  expect(await issues.allInnerTexts()).toEqual([...ascending].reverse());

  const solutions = page.getByRole("columnheader", { name: "Possible Solutions" });
  await solutions.getByRole("button").click();
  await expect(solutions).toHaveAttribute("aria-sort", "ascending");
  await expect(header).not.toHaveAttribute("aria-sort");
});

test("a sort is announced, and cost limits and the global search's tab counts narrow the list", async ({
  page,
  admin,
}) => {
  const word = `zq${Math.random().toString(36).slice(2, 8)}`;
  const free = unique(`A ${word} sign by the till`);
  const dear = unique(`A ${word} platform lift`);
  await createSolution(admin, { issue: free, costBand: "free", effortBand: "low" });
  await createSolution(admin, { issue: dear, costBand: "over-500", effortBand: "high" });
  await page.reload();
  await waitForHydration(page);
  const status = page.getByRole("status").filter({ hasText: "found" });
  const rows = page.getByRole("table").getByRole("row");
  // "Quick Solutions, 2 found" (Chromium puts a space before the comma, as the count is a box).
  const countedTab = (name: string, count: number) =>
    page.getByRole("tab", { name: new RegExp(`^${name} ?, ${count} found$`) });

  // Sorting says so in the status line a screen reader hears.
  const issue = page.getByRole("columnheader", { name: "Issue", exact: true });
  await issue.getByRole("button").click();
  await expect(status).toHaveText(/ solutions found\. Sorted by Issue, A to Z\.$/);
  await issue.getByRole("button").click();
  await expect(status).toHaveText(/ solutions found\. Sorted by Issue, Z to A\.$/);

  // The global search finds both, ranked; each tab says how many it found.
  await page.getByRole("searchbox", { name: "Search all advice and solutions" }).fill(word);
  await expect(countedTab("Quick Solutions", 2)).toBeVisible();
  await expect(countedTab("Expert Articles", 0)).toBeVisible();
  await expect(countedTab("Community Stories", 0)).toBeVisible();
  await expect(rows.filter({ hasText: word })).toHaveCount(2);
  await expect(rows.filter({ hasText: dear })).toContainText("Over £500");

  // A cost limit leaves the free one, its cost in words; the tab's count follows.
  await page.getByRole("combobox", { name: "Cost" }).selectOption({ label: "Free" });
  await expect(rows.filter({ hasText: word })).toHaveCount(1);
  await expect(page.getByRole("row", { name: free })).toContainText("Free");
  await expect(countedTab("Quick Solutions", 1)).toBeVisible();
  await expect(status).toHaveText("1 solution found");
  await expectNoAxeViolations(page);

  await page.getByRole("combobox", { name: "Cost" }).selectOption({ label: "Any cost" });
  await expect(rows.filter({ hasText: word })).toHaveCount(2);
});

test.describe("on a narrow screen", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("solutions are cards with their cost and effort, and can still be searched and sorted", async ({
    page,
  }) => {
    await expect(page.getByRole("table")).toBeHidden();
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const step = cards.filter({ hasText: "Single step at the shop entrance" });
    await expect(step.getByRole("term")).toHaveText(["Cost:", "Effort:"]);
    await expect(step.getByRole("definition")).toHaveText(["£50–£500", "Low"]);
    const total = await cards.count();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Issue (Z to A)" });
    const titles = await page
      .getByRole("article")
      .getByRole("heading", { level: 3 })
      .allInnerTexts();
    const collator = new Intl.Collator("en-GB", { sensitivity: "base" });
    expect(titles).toEqual([...titles].sort(collator.compare).reverse());
    await page
      .getByRole("searchbox", { name: "Search all advice and solutions" })
      .fill("interview");
    await expect.poll(() => cards.count()).toBeLessThan(total);
  });
});
