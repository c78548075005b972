import { expect, test, waitForHydration } from "./fixtures.ts";

test.beforeEach(async ({ page }) => {
  await page.goto("/advice-and-solutions");
  await waitForHydration(page);
});

test("Quick Solutions is the default tab and lists every solution", async ({ page }) => {
  await expect(page.getByRole("tab", { name: "Quick Solutions" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // The admin tests may add a solution meanwhile, so count what is shown.
  const rows = await page.getByRole("table").getByRole("rowheader").count();
  expect(rows).toBeGreaterThanOrEqual(24);
  await expect(page.getByRole("status").filter({ hasText: "solutions found" })).toHaveText(
    `${rows} solutions found`,
  );
});

test("search filters case-insensitively across all three columns", async ({ page }) => {
  const search = page.getByRole("searchbox", { name: "Search quick solutions" });
  await search.fill("CAPTIONS");
  const rows = page.getByRole("table").getByRole("rowheader");
  const count = await rows.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(24);
  await expect(page.getByText(`${count} solution${count === 1 ? "" : "s"} found`)).toBeVisible();
  for (const text of await page.getByRole("table").getByRole("row").allInnerTexts()) {
    expect(text.toLowerCase()).toMatch(/captions|issue/);
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
    const total = await cards.count();
    expect(total).toBeGreaterThanOrEqual(24);
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
