// The business self-assessment, by keyboard with JavaScript, by plain form posts
// without it, and its results: recommendations that lead to their fix, the draft guide, update,
// delete and the printed report.
import type { APIRequestContext, Page } from "@playwright/test";
import { fixOf } from "../../src/server/modules/assessments/fixes/index.ts";
import { AREAS, areaById } from "../../src/shared/assessment/areas/index.ts";
import { costLabel } from "../../src/shared/quick-solution-bands.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  tabTo,
  test,
  waitForHydration,
} from "./fixtures.ts";
import {
  applySettings,
  COLOUR_SETTINGS,
  expectNoColourViolations,
  seedSettings,
} from "./settings-helpers.ts";

const digital = areaById("digital");
const primary = digital.questions.filter((question) => question.primary);
const firstPrimary =
  primary[0] ??
  (() => {
    throw new Error("the digital area has no primary question");
  })();

const inside = areaById("inside");
const insideQuestion = (id: string) =>
  inside.questions.find((q) => q.id === id) ??
  (() => {
    throw new Error(`no question ${id}`);
  })();
const keptClear = insideQuestion("inside.toilet-kept-clear");
const accessibleToilet = insideQuestion("inside.accessible-toilet");
const largeBuilding = insideQuestion("inside.large-public-building");
const changingPlaces = insideQuestion("inside.changing-places");

test.beforeEach(async ({ page }) => {
  // Its own address, so the hourly submission limit never joins two tests.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
});

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const question = (page: Page, text: string) => page.getByRole("group", { name: text });

/** Results made through the API: every digital answer Yes but the first, which is No. */
async function makeResults(request: APIRequestContext) {
  const responses = Object.fromEntries(digital.questions.map((q) => [q.id, "yes"]));
  responses[firstPrimary.id] = "no";
  const answer = await request.post("/api/assessments", {
    data: { businessType: "retail", businessSize: "2-9", focus: ["digital"], responses },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()).token as string;
}

test("a business owner completes the assessment with the keyboard alone", async ({ page }) => {
  await page.goto("/self-assessment");
  await waitForHydration(page);
  await expect(heading(page)).toHaveText("About your business");

  await tabTo(page, page.getByRole("radio", { name: "Retail shop" }));
  await page.keyboard.press("ArrowDown"); // native radios: the arrow moves and selects
  await expect(page.getByRole("radio", { name: "Café, restaurant or pub" })).toBeChecked();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Space");
  await expect(page.getByRole("radio", { name: "1 person" })).toBeChecked();
  await tabTo(page, page.getByRole("checkbox", { name: /Website and digital/ }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");

  await expect(heading(page)).toHaveText("Website and digital");
  await expect(heading(page)).toBeFocused();
  await expect(page).toHaveTitle(
    "Step 2 of 3: Website and digital | Self-assessment | Real Access",
  );

  // Continue with nothing answered: the error summary takes focus and names each question.
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  const summary = page.getByRole("alert").filter({ hasText: "There are" });
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Error: Step 2 of 3: Website and digital \|/);
  await expect(summary.getByRole("link")).toHaveCount(primary.length);
  await expect(summary.getByRole("link").first()).toHaveText(
    `Answer the question: ${firstPrimary.text}`,
  );

  for (const [index, { text }] of primary.entries()) {
    await tabTo(page, question(page, text).getByRole("radio", { name: "Yes", exact: true }));
    await page.keyboard.press("Space");
    // The first answer is No: two arrows along from Yes.
    if (index === 0) await page.keyboard.press("ArrowRight");
    if (index === 0) await page.keyboard.press("ArrowRight");
  }
  await expect(
    question(page, firstPrimary.text).getByRole("radio", { name: "No", exact: true }),
  ).toBeChecked();

  // Back goes to the previous step, and Forward returns with the answers kept.
  await page.goBack();
  await expect(heading(page)).toHaveText("About your business");
  await expect(page.getByRole("radio", { name: "Café, restaurant or pub" })).toBeChecked();
  await page.goForward();
  await expect(heading(page)).toHaveText("Website and digital");
  await expect(
    question(page, firstPrimary.text).getByRole("radio", { name: "No", exact: true }),
  ).toBeChecked();

  // A reload loses nothing, but asks before showing answers kept in this browser.
  await page.reload();
  await waitForHydration(page);
  await expect(heading(page)).toHaveText("You have answers saved in this browser");
  await expect(heading(page)).toBeFocused();
  await tabTo(page, page.getByRole("button", { name: "Continue where you left off" }));
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Website and digital");
  await expect(
    question(page, firstPrimary.text).getByRole("radio", { name: "No", exact: true }),
  ).toBeChecked();

  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await page.keyboard.press("Enter");
  await expect(heading(page)).toHaveText("Check your answers");
  await expect(page.getByText("Café, restaurant or pub")).toBeVisible();
  await tabTo(page, page.getByRole("button", { name: "See my results" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/\/self-assessment\/results\/[A-Za-z0-9_-]{32}$/);
  await expect(heading(page)).toHaveText("Your results");
  await expect(page.getByText(/Overall: \d+ out of 100/)).toBeVisible();
  const first = page
    .getByRole("region", { name: "What to do first" })
    .getByRole("listitem")
    .first();
  await expect(first).toContainText(fixOf(firstPrimary.id).fix.action ?? "(no action)");

  // The recommendation leads to the quick solution's own page.
  const learnMore = first.getByRole("link").first();
  const title = (await learnMore.textContent()) ?? "";
  await tabTo(page, learnMore);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/advice-and-solutions\/quick-solutions\/\d+-/);
  await expect(heading(page)).toHaveText(title);
  await expectNoAxeViolations(page);
});

test("saved answers on a shared tablet are offered back, and Start again clears them", async ({
  page,
}) => {
  await page.goto("/self-assessment");
  await waitForHydration(page);
  await page.getByRole("radio", { name: "Health or care" }).check();
  await page.getByRole("radio", { name: "10–49 people" }).check();
  await page.getByRole("checkbox", { name: /Website and digital/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page)).toHaveText("Website and digital");

  await page.goto("/self-assessment");
  await waitForHydration(page);
  await expect(page.getByRole("button", { name: "Continue where you left off" })).toBeVisible();
  await page.getByRole("button", { name: "Start again" }).click();
  await expect(heading(page)).toHaveText("About your business");
  await expect(page.getByRole("radio", { name: "Health or care" })).not.toBeChecked();
  await page.reload();
  await waitForHydration(page);
  await expect(heading(page)).toHaveText("About your business");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the journey completes by form posts, and the results can be deleted", async ({ page }) => {
    await page.goto("/self-assessment");
    // Every area that could apply is counted until areas are chosen: never "1 of 2", then "2 of 8".
    await expect(page).toHaveTitle(
      "Step 1 of 8: About your business | Self-assessment | Real Access",
    );
    await expect(page.getByText("Self-assessment · Step 1 of 8")).toBeVisible();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert")).toContainText("There are 3 problems");
    await expect(page).toHaveTitle(/^Error: Step 1 of 8: About your business \|/);
    await expect(page.getByRole("link", { name: "Choose your type of business" })).toBeVisible();

    await page.getByRole("radio", { name: "Online only" }).check();
    await page.getByRole("radio", { name: "10–49 people" }).check();
    await page.getByRole("checkbox", { name: /Website and digital/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page)).toHaveText("Website and digital");
    await expect(page).toHaveTitle(/^Step 2 of 3: Website and digital \|/);
    // An online business is not asked about its premises.
    const online = primary.filter((q) => !q.askedWhen?.premises);
    await expect(question(page, firstPrimary.text)).toHaveCount(firstPrimary.askedWhen ? 0 : 1);
    for (const { text } of online) {
      await question(page, text).getByRole("radio", { name: "Partly" }).check();
    }
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page)).toHaveText("Check your answers");
    await expect(page.getByText("Online only")).toBeVisible();

    // Change, then Continue returns to the check page.
    await page
      .getByRole("button", { name: /Change your answers about website and digital/ })
      .click();
    await question(page, online[0]?.text ?? "")
      .getByRole("radio", { name: "Yes", exact: true })
      .check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page)).toHaveText("Check your answers");

    await page.getByRole("button", { name: "See my results" }).click();
    await expect(page).toHaveURL(/\/self-assessment\/results\//);
    await expect(heading(page)).toHaveText("Your results");
    await expect(page.getByText(/Overall: \d+ out of 100/)).toBeVisible();
    const resultsUrl = page.url();

    await page.getByRole("link", { name: "Delete these results" }).click();
    await expect(heading(page)).toHaveText("Delete your results?");
    await page.getByRole("button", { name: "Delete these results" }).click();
    await expect(page.getByText("Your results have been deleted.")).toBeVisible();
    const gone = await page.goto(resultsUrl);
    expect(gone?.status()).toBe(404);
    await expect(heading(page)).toHaveText("We could not find these results");
  });
});

test.describe("questions that fit, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a café is asked about an accessible toilet only after saying it has toilets, whether it is kept clear only after saying it has one, and about Changing Places only for a large building", async ({
    page,
  }) => {
    await page.goto("/self-assessment");
    await page.getByRole("radio", { name: "Café, restaurant or pub" }).check();
    await page.getByRole("radio", { name: "2–9 people" }).check();
    await page.getByRole("checkbox", { name: /Inside the premises/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page)).toHaveText(inside.title);
    await expect(page).toHaveTitle(`Step 2 of 3: ${inside.title} | Self-assessment | Real Access`);
    await expect(question(page, changingPlaces.text)).toHaveCount(0);
    await expect(question(page, keptClear.text)).toHaveCount(0);
    // Asked by the kind and size of its building, not by its staff.
    await question(page, largeBuilding.text)
      .getByRole("radio", { name: "No", exact: true })
      .check();
    // A finding asks what there is: Yes, No or Not sure.
    await expect(question(page, largeBuilding.text).getByRole("radio")).toHaveCount(3);

    for (const { text } of inside.questions.filter((q) => q.primary && !q.askedWhen?.after)) {
      await question(page, text).getByRole("radio", { name: "Yes", exact: true }).check();
    }
    await page.getByRole("button", { name: "Continue" }).click();
    // "Yes, we have toilets" brings in the follow-up: the step stays, with no error, to ask it.
    await expect(heading(page)).toHaveText(inside.title);
    await expect(page.getByRole("status")).toContainText("one more question");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(question(page, keptClear.text)).toHaveCount(0);
    await question(page, accessibleToilet.text)
      .getByRole("radio", { name: "Yes", exact: true })
      .check();
    await page.getByRole("button", { name: "Continue" }).click();
    // "Yes, one is accessible" brings in the next.
    await expect(page.getByRole("status")).toContainText("one more question");
    await question(page, keptClear.text).getByRole("radio", { name: "No", exact: true }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page)).toHaveText("Check your answers");
    await expect(page.getByText(keptClear.text)).toBeVisible();
    await expect(page.getByText(changingPlaces.text)).toHaveCount(0);
  });
});

test("a café answering No throughout gets five numbered first steps, costed as their quick solutions, that print on two pages", async ({
  page,
  request,
  context,
}) => {
  test.slow(); // a long results page, printed
  const responses = Object.fromEntries(
    AREAS.flatMap((area) => area.questions.map((q) => [q.id, "no"])),
  );
  const answer = await request.post("/api/assessments", {
    data: {
      businessType: "hospitality",
      businessSize: "2-9",
      focus: AREAS.map((area) => area.id),
      responses,
    },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(answer.status()).toBe(201);
  const { token, firstSteps, recommendations } = await answer.json();
  expect(firstSteps).toHaveLength(5);

  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(`/self-assessment/results/${token}`);
  await waitForHydration(page);
  const first = page.getByRole("region", { name: "What to do first" });
  const steps = first.getByRole("list").first().getByRole("listitem");
  await expect(steps).toHaveCount(5);
  for (const [index, id] of firstSteps.entries()) {
    const item = recommendations.find((r: { questionId: string }) => r.questionId === id);
    const step = steps.nth(index);
    // Numbered where everyone can see it, not only in a hidden heading.
    await expect(step.getByText(String(index + 1), { exact: true })).toBeVisible();
    await expect(step.getByRole("heading")).toHaveText(`Step ${index + 1}: ${item.action}`);
    if (item.kind === "fix") {
      await expect(step).toContainText(costLabel(item.quickSolution.costBand));
      expect(item.quickSolution.costBand).not.toBe("over-500");
    }
  }
  await expect(page.getByRole("heading", { name: "Free, this week" })).toBeVisible();
  await expect(page.getByText("Changing Places")).toHaveCount(0);

  await expect(
    page.getByText(/Anyone with the link can see, change or delete these results/),
  ).toBeVisible();
  await expect(page.getByText(/We keep results for two years/)).toBeVisible();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    new RegExp(`/self-assessment/results/${token}$`),
  );
  await expectNoAxeViolations(page);
  // The numbered steps and the plan's groups in every colour setting.
  for (const settings of COLOUR_SETTINGS) {
    await applySettings(page, settings);
    await test.step(JSON.stringify(settings), () => expectNoColourViolations(page));
  }

  await page.emulateMedia({ media: "print" });
  await expect(page.getByText(new RegExp(`Your results: .*${token}`))).toBeVisible();
  const pdf = await page.pdf({ format: "A4" });
  const pages = pdf.toString("latin1").match(/\/Type\s*\/Page[^s]/g) ?? [];
  expect(pages.length).toBeLessThanOrEqual(2);
});

/** From results, "Update my answers": the first question put right, and the results seen. */
async function updateFirstAnswer(page: Page) {
  await page.getByRole("link", { name: "Update my answers" }).click();
  await expect(heading(page)).toHaveText("Check your answers");
  await expect(page.getByText("Self-assessment · Step 3 of 3")).toBeVisible();
  await page.getByRole("button", { name: /Change your answers about website and digital/ }).click();
  await question(page, firstPrimary.text).getByRole("radio", { name: "Yes", exact: true }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "See my results" }).click();
}

/** The same address shows the new results, the change, and the dated history. */
async function expectUpdatedInPlace(page: Page, token: string) {
  await expect(page).toHaveURL(new RegExp(`/self-assessment/results/${token}$`));
  await expect(page.getByText("Overall: 100 out of 100")).toBeVisible();
  await expect(
    page.getByText(/Last time, on .*, you scored \d+ out of 100: up \d+ points?\./),
  ).toBeVisible();
  const history = page.getByRole("table", { name: /Your overall score each time you answered/ });
  await expect(history.getByRole("row")).toHaveCount(3);
  await expect(history.getByRole("row").nth(1)).toContainText("(these results)");
  await expect(history.getByRole("row").nth(1)).toContainText("100 out of 100");
}

test("Update my answers keeps the results' address, which shows the new results and the history", async ({
  page,
  request,
}) => {
  const token = await makeResults(request);
  await page.goto(`/self-assessment/results/${token}`);
  await waitForHydration(page);
  await updateFirstAnswer(page);
  await expectUpdatedInPlace(page, token);
  // The address printed before shows the new results too.
  await page.goto(`/self-assessment/results/${token}`);
  await expect(page.getByText("Overall: 100 out of 100")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("updating without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Update my answers keeps the results' address by plain form posts", async ({
    page,
    request,
  }) => {
    const token = await makeResults(request);
    await page.goto(`/self-assessment/results/${token}`);
    await updateFirstAnswer(page);
    await expectUpdatedInPlace(page, token);
  });
});

test("the draft guide downloads as text, and the results print as a clean report", async ({
  page,
  request,
}) => {
  const token = await makeResults(request);
  await page.goto(`/self-assessment/results/${token}`);
  await waitForHydration(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download as a text file" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("accessibility-guide.txt");
  const text = await (await download.createReadStream()).toArray();
  expect(Buffer.concat(text).toString("utf8")).toContain("How to ask for help");

  await page.emulateMedia({ media: "print" });
  await expect(heading(page)).toBeVisible();
  await expect(page.getByRole("region", { name: "What to do first" })).toBeVisible();
  for (const chrome of [
    page.getByRole("banner"),
    page.getByRole("contentinfo"),
    page.getByRole("button", { name: "Accessibility Settings" }),
    page.getByRole("link", { name: "Update my answers" }),
  ]) {
    await expect(chrome).toBeHidden();
  }
});

for (const theme of ["default", "dark"] as const) {
  test(`every step and the results pass axe at 320 px in the ${theme} theme`, async ({ page }) => {
    test.slow(); // four full axe scans on long pages
    await page.setViewportSize({ width: 320, height: 800 });
    if (theme === "dark") await seedSettings(page, { colorTheme: "dark" });
    await page.goto("/self-assessment");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "There are" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("radio", { name: "Retail shop" }).check();
    await page.getByRole("radio", { name: "1 person" }).check();
    await page.getByRole("checkbox", { name: /Website and digital/ }).check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page)).toHaveText("Website and digital");
    await expectNoAxeViolations(page);
    for (const { text } of primary) {
      await question(page, text).getByRole("radio", { name: "No", exact: true }).check();
    }
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page)).toHaveText("Check your answers");
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "See my results" }).click();
    await expect(heading(page)).toHaveText("Your results");
    await expectNoAxeViolations(page);
  });
}
