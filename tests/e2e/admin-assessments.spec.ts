// Admin › Self-assessments: two businesses assess their communication, both admitting
// the same gap; the admin opens the tab by keyboard and finds the totals and that gap. Other specs
// submit assessments to the same database in parallel, so this one checks its own gap and that the
// count grew by at least its two, never exact totals.
import type { APIRequestContext } from "@playwright/test";
import { areaById } from "../../src/shared/assessment/areas/index.ts";
import type { Answer } from "../../src/shared/assessment/model.ts";
import type { AssessmentSummary } from "../../src/shared/contracts/assessments.ts";
import { clientAddress, expect, expectNoAxeViolations, tabTo, test } from "./fixtures.ts";
import { applySettings, COLOUR_SETTINGS, expectNoColourViolations } from "./settings-helpers.ts";

const SUMMARY = "**/api/admin/assessments/summary";
const TAB_PATH = "/admin?tab=self-assessments";
const communication = areaById("communication");
// The first question id in the bank ("communication." sorts first): among gaps counted equally
// often the summary lists it first, so other specs' assessments cannot push it off the list
// without outnumbering it.
const [first] = [...communication.questions].sort((a, b) => a.id.localeCompare(b.id));
if (!first) throw new Error("the communication area has no questions");
const gap = first;

/** A communication-only assessment, all Yes but the gap question, sent from an address of its own. */
async function submitWithGap(request: APIRequestContext, answer: Answer) {
  const responses = Object.fromEntries(
    communication.questions.map((question) => [question.id, "yes" as Answer]),
  );
  responses[gap.id] = answer;
  const response = await request.post("/api/assessments", {
    data: { businessType: "retail", businessSize: "2-9", focus: ["communication"], responses },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(response.status(), `submitting an assessment answering ${answer}`).toBe(201);
}

async function assessmentCount(admin: APIRequestContext) {
  const answer = await admin.get("/api/admin/assessments/summary");
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as AssessmentSummary).count;
}

test("the admin opens Self-assessments by keyboard and finds the count and a common gap", async ({
  page,
  admin,
  signIn,
}) => {
  const before = await assessmentCount(admin);
  await submitWithGap(admin, "no");
  await submitWithGap(admin, "not-sure");
  await signIn();

  // Keyboard: Tab into the tab list, then End for the last tab (Your account) and two to the
  // left, past People.
  await tabTo(page, page.getByRole("tab", { selected: true }));
  await page.keyboard.press("End");
  for (let step = 0; step < 2; step += 1) await page.keyboard.press("ArrowLeft");
  const tab = page.getByRole("tab", { name: "Self-assessments" });
  await expect(tab).toBeFocused();
  await expect(tab).toHaveAttribute("aria-selected", "true");
  await expect(page).toHaveURL(/[?&]tab=self-assessments\b/);
  const panel = page.getByRole("tabpanel", { name: "Self-assessments" });
  await expect(panel.getByRole("heading", { level: 3, name: "Self-assessments" })).toBeVisible();

  // Totals: at least our two more than before, and an average in words.
  const count = panel.getByRole("definition").first();
  await expect(count).toHaveText(/^\d+$/);
  expect(Number(await count.textContent())).toBeGreaterThanOrEqual(before + 2);
  await expect(panel.getByRole("definition").nth(1)).toHaveText(/^\d{1,3} out of 100$/);

  // The areas table: communication was covered at least twice, and has an average score.
  const areas = panel.getByRole("table", { name: /how many assessments covered it/ });
  await expect(areas.getByRole("columnheader")).toHaveText(["Area", "Assessed", "Average score"]);
  await expect(areas.getByRole("rowheader")).toHaveCount(6);
  const communicationRow = areas.getByRole("row", { name: new RegExp(`^${communication.title}`) });
  await expect(communicationRow.getByRole("cell").first()).toHaveText(/^([2-9]|\d\d+)$/);
  await expect(communicationRow.getByRole("cell").nth(1)).toHaveText(/^\d{1,3} out of 100$/);

  // Our gap, answered No once and Not sure once, is listed with its area and count.
  await expect(panel.getByRole("heading", { level: 4, name: "Most common gaps" })).toBeVisible();
  const gaps = panel.getByRole("table", { name: /most often answered No, Partly or Not sure/ });
  const gapRow = gaps.getByRole("row").filter({
    has: page.getByRole("rowheader", { name: gap.text, exact: true }),
  });
  await expect(gaps.getByRole("columnheader")).toHaveText(["Rank", "Question", "Area", "Count"]);
  await expect(gapRow).toHaveCount(1);
  await expect(gapRow.getByRole("cell").nth(1)).toHaveText(communication.title);
  await expect(gapRow.getByRole("cell").nth(2)).toHaveText(/^([2-9]|\d\d+)$/);

  await expectNoAxeViolations(page);

  // At 320 px the page itself never scrolls sideways: a table wider than that scrolls in its box.
  await page.setViewportSize({ width: 320, height: 800 });
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });

  for (const settings of COLOUR_SETTINGS) {
    await applySettings(page, settings);
    await test.step(JSON.stringify(settings), () => expectNoColourViolations(page));
  }
});

test.describe("while loading, with no assessments and on failure", () => {
  test.use({ expectedHttpErrors: [/\/api\/admin\/assessments\/summary$/] });

  test("the tab says so in words", async ({ page, signIn }) => {
    const empty: AssessmentSummary = { count: 0, averageOverall: null, areas: [], commonGaps: [] };
    // Held until the loading state is seen, then answered empty, whatever the database holds.
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(SUMMARY, async (route) => {
      await answered;
      await route.fulfill({ json: empty });
    });

    await signIn(TAB_PATH);
    const panel = page.getByRole("tabpanel", { name: "Self-assessments" });
    await expect(panel.getByRole("status")).toHaveText("Loading the self-assessment summary…");
    answer();
    await expect(panel.getByText("No assessments yet.")).toBeVisible();
    await expect(panel.getByRole("table")).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.unroute(SUMMARY);
    await page.route(SUMMARY, (route) => route.fulfill({ status: 500, body: "boom" }));
    await page.reload();
    await expect(panel.getByRole("alert")).toHaveText(
      "Failed to load the self-assessment summary. Please try again later.",
    );
    await expectNoAxeViolations(page);
  });
});
