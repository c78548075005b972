// The admin tests add and remove solutions while these run, so each test makes the solutions it
// looks for and counts only within one page.
import type { APIRequestContext } from "@playwright/test";
import { expect, test, unique, waitForHydration } from "./fixtures.ts";

async function createSolution(
  admin: APIRequestContext,
  fields: { issue: string; whyItsAnIssue?: string; possibleSolutions?: string },
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
  const search = page.getByRole("searchbox", { name: "Search quick solutions" });
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

test.describe("on a narrow screen", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("solutions are cards, and can still be searched and sorted", async ({ page }) => {
    await expect(page.getByRole("table")).toBeHidden();
    const cards = page.getByRole("article");
    await expect(cards.first()).toBeVisible();
    const total = await cards.count();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Issue (Z to A)" });
    const titles = await page
      .getByRole("article")
      .getByRole("heading", { level: 3 })
      .allInnerTexts();
    const collator = new Intl.Collator("en-GB", { sensitivity: "base" });
    expect(titles).toEqual([...titles].sort(collator.compare).reverse());
    await page.getByRole("searchbox", { name: "Search quick solutions" }).fill("interview");
    expect(await cards.count()).toBeLessThan(total);
  });
});
