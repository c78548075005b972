// "Search you can bookmark": Advice & Solutions keeps its search, filters and sort in
// its address, so a reload keeps the list, a shared address opens it, and a visitor without
// JavaScript gets the same list from the server. Each test makes the solutions it looks for (a word
// no other solution has) and reads only those.
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures.ts";

const PATH = "/advice-and-solutions";

/** Four solutions sharing a word of their own: two free, one under £50, one over £500. */
async function makeSolutions(admin: APIRequestContext) {
  const word = `zv${Math.random().toString(36).slice(2, 8)}`;
  const solutions = [
    { issue: `Bell ${word} at the side door`, costBand: "under-50", effortBand: "low" },
    { issue: `Flag ${word} for the queue`, costBand: "free", effortBand: "low" },
    { issue: `Lift ${word} to the first floor`, costBand: "over-500", effortBand: "high" },
    { issue: `Sign ${word} by the till`, costBand: "free", effortBand: "medium" },
  ];
  for (const fields of solutions) {
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
  const [bell, flag, lift, sign] = solutions.map((solution) => solution.issue) as [
    string,
    string,
    string,
    string,
  ];
  return { word, bell, flag, lift, sign };
}

const issues = (page: Page) => page.getByRole("table").getByRole("rowheader");
const status = (page: Page) => page.getByRole("status").filter({ hasText: "found" });
const searchBox = (page: Page) =>
  page.getByRole("searchbox", { name: "Search all advice and solutions" });
const historyLength = (page: Page) => page.evaluate(() => history.length);

test("a filtered, searched and sorted list is kept in the address, through a reload and Back", async ({
  page,
  admin,
}) => {
  const { word, bell, flag, lift, sign } = await makeSolutions(admin);
  await page.goto(PATH);
  await waitForHydration(page);
  const entries = await historyLength(page);

  // Typing replaces the address, once it pauses: no history entry per key.
  await searchBox(page).pressSequentially(word, { delay: 20 });
  await expect(page).toHaveURL(`${PATH}?search=${word}`);
  await expect(issues(page)).toHaveText([bell, flag, lift, sign]);
  expect(await historyLength(page)).toBe(entries);

  // A limit and a sort are each a step in history.
  await page.getByRole("combobox", { name: "Cost" }).selectOption({ label: "Under £50" });
  await expect(issues(page)).toHaveText([bell, flag, sign]);
  const issueHeader = page.getByRole("columnheader", { name: "Issue", exact: true });
  await issueHeader.getByRole("button").click();
  await issueHeader.getByRole("button").click();
  await expect(issueHeader).toHaveAttribute("aria-sort", "descending");
  await expect(issues(page)).toHaveText([sign, flag, bell]);
  const address = `${PATH}?search=${word}&maxCost=under-50&sort=issue-desc`;
  await expect(page).toHaveURL(address);
  expect(await historyLength(page)).toBe(entries + 3);
  await expect(status(page)).toHaveText("3 solutions found. Sorted by Issue, Z to A.");

  // A reload shows the same list, the same way round, and the controls say so.
  await page.reload();
  await waitForHydration(page);
  await expect(issues(page)).toHaveText([sign, flag, bell]);
  await expect(status(page)).toHaveText("3 solutions found. Sorted by Issue, Z to A.");
  await expect(searchBox(page)).toHaveValue(word);
  await expect(page.getByRole("combobox", { name: "Cost" })).toHaveValue("under-50");
  await expect(issueHeader).toHaveAttribute("aria-sort", "descending");

  // Back undoes the sort, then the limit, keeping the search in its box.
  await page.goBack();
  await expect(issueHeader).toHaveAttribute("aria-sort", "ascending");
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(`${PATH}?search=${word}`);
  await expect(issues(page)).toHaveText([bell, flag, lift, sign]);
  await expect(page.getByRole("combobox", { name: "Cost" })).toHaveValue("");
  await expect(searchBox(page)).toHaveValue(word);

  // Clearing the search leaves the address as plain as the page is.
  await searchBox(page).clear();
  await expect(page).toHaveURL(PATH);
});

test("the filtered page passes axe, and money words narrow the list and say how", async ({
  page,
  admin,
}) => {
  const { word, bell, flag, lift, sign } = await makeSolutions(admin);
  await page.goto(`${PATH}?search=cheap+${word}&sort=cost-asc`);
  await waitForHydration(page);
  await expect(issues(page)).toHaveText([flag, sign, bell]);
  await expect(
    page.getByText(
      "“cheap” is read as a cost, so this shows solutions that are free or under £50.",
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // Without "cheap" in the search, every cost shows again.
  await searchBox(page).fill(word);
  await expect(issues(page)).toHaveText([flag, sign, bell, lift]);
  await expect(page).toHaveURL(`${PATH}?search=${word}&sort=cost-asc`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a shared address opens the same filtered, sorted list, and the form and headers work", async ({
    page,
    admin,
  }) => {
    const { word, bell, flag, lift, sign } = await makeSolutions(admin);
    await page.goto(`${PATH}?search=${word}&maxCost=under-50&sort=issue-desc`);
    await expect(issues(page)).toHaveText([sign, flag, bell]);
    await expect(status(page)).toHaveText("3 solutions found. Sorted by Issue, Z to A.");
    await expect(page.getByTestId("solution-skeleton")).toHaveCount(0);
    await expect(searchBox(page)).toHaveValue(word);

    // A column header sends the form with its sort.
    await page.getByRole("columnheader", { name: "Cost" }).getByRole("button").click();
    await expect(page).toHaveURL(/[?&]sort=cost-asc(&|$)/);
    await expect(issues(page)).toHaveText([flag, sign, bell]);
    await expect(status(page)).toHaveText("3 solutions found. Sorted by Cost, lowest first.");

    // The search form is a plain GET to the same page: a new limit and the search go together.
    await page.getByRole("combobox", { name: "Cost" }).selectOption({ label: "Any cost" });
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]search=${word}(&|$)`));
    await expect(issues(page)).toHaveText([flag, sign, bell, lift]);
    await expect(status(page)).toHaveText("4 solutions found. Sorted by Cost, lowest first.");
  });
});
