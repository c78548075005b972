// Issue 49 in the self-assessment: a high-street café with no car park is asked whether it has
// one before any Blue Badge question, and its plan never tells it to mark a bay; a plan names a
// quick solution once; and "Update my answers" without JavaScript is titled for the page it shows.
import type { Page } from "@playwright/test";
import { fixOf } from "../../src/server/modules/assessments/fixes/index.ts";
import { AREAS, areaById } from "../../src/shared/assessment/areas/index.ts";
import { expectNoAxeViolationsWithoutScript } from "./axe-without-script.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  waitForHydration,
} from "./fixtures.ts";

const gettingThere = areaById("getting-there");
const byId = (id: string) =>
  gettingThere.questions.find((q) => q.id === id) ??
  (() => {
    throw new Error(`no question ${id}`);
  })();
const carPark = byId("getting-there.car-park");
const blueBadge = byId("getting-there.blue-badge-parking");
const MARK_A_BAY = fixOf(blueBadge.id).fix.action as string;

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
});

const heading = (page: Page) => page.getByRole("heading", { level: 1 });
const question = (page: Page, text: string) => page.getByRole("group", { name: text });

/** A café, 2–9 people, assessing only the way in. */
async function startGettingThere(page: Page) {
  await page.goto("/self-assessment");
  await page.getByRole("radio", { name: "Café, restaurant or pub" }).check();
  await page.getByRole("radio", { name: "2–9 people" }).check();
  await page.getByRole("checkbox", { name: /Getting there and getting in/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page)).toHaveText(gettingThere.title);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a café with no car park is never told to mark a Blue Badge bay", async ({ page }) => {
    await startGettingThere(page);
    await expect(question(page, carPark.text)).toBeVisible();
    await expect(question(page, blueBadge.text)).toHaveCount(0);
    // A finding asks what there is: Yes, No or Not sure.
    await expect(question(page, carPark.text).getByRole("radio")).toHaveCount(3);
    await expectNoAxeViolationsWithoutScript(page);
    for (const { text } of gettingThere.questions.filter((q) => !q.askedWhen?.after)) {
      await question(page, text).getByRole("radio", { name: "No", exact: true }).check();
    }
    await page.getByRole("button", { name: "Continue" }).click();
    // "No step-free main entrance" brings in "another entrance?"; "no car park" brings in nothing.
    await expect(page.getByRole("status")).toContainText("one more question");
    await expect(question(page, blueBadge.text)).toHaveCount(0);
    await question(page, byId("getting-there.step-free-alternative").text)
      .getByRole("radio", { name: "No", exact: true })
      .check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(heading(page)).toHaveText("Check your answers");
    await expect(page.getByText(carPark.text)).toBeVisible();
    await expect(page.getByText(blueBadge.text)).toHaveCount(0);

    await page.getByRole("button", { name: "See my results" }).click();
    await expect(heading(page)).toHaveText("Your results");
    await expect(page.getByRole("region", { name: "What to do first" })).toBeVisible();
    await expect(page.getByText(MARK_A_BAY)).toHaveCount(0);
    await expect(page.getByText(/Blue Badge bay/)).toHaveCount(0);
    await expect(page.getByText(/We have no car park of our own/)).toBeVisible();
    await expectNoAxeViolationsWithoutScript(page);
  });

  test("'Update my answers' is titled for 'Check your answers', the page it opens", async ({
    page,
    request,
  }) => {
    const digital = areaById("digital").questions;
    const made = await request.post("/api/assessments", {
      data: {
        businessType: "retail",
        businessSize: "2-9",
        focus: ["digital"],
        responses: Object.fromEntries(digital.map((q) => [q.id, "no"])),
      },
      headers: { "x-forwarded-for": clientAddress() },
    });
    expect(made.status()).toBe(201);
    const { token } = await made.json();
    await page.goto(`/self-assessment/results/${token}`);
    await expect(page).toHaveTitle("Your results | Self-assessment | Real Access");
    await page.getByRole("link", { name: "Update my answers" }).click();
    await expect(heading(page)).toHaveText("Check your answers");
    await expect(page).toHaveTitle(
      "Step 3 of 3: Check your answers | Self-assessment | Real Access",
    );
    await expectNoAxeViolationsWithoutScript(page);
  });
});

test("with JavaScript, a car park's Yes brings in the Blue Badge question at once", async ({
  page,
}) => {
  await page.goto("/self-assessment");
  await waitForHydration(page);
  await page.getByRole("radio", { name: "Café, restaurant or pub" }).check();
  await page.getByRole("radio", { name: "2–9 people" }).check();
  await page.getByRole("checkbox", { name: /Getting there and getting in/ }).check();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(heading(page)).toHaveText(gettingThere.title);
  await expect(question(page, blueBadge.text)).toHaveCount(0);
  await question(page, carPark.text).getByRole("radio", { name: "Yes", exact: true }).check();
  await expect(question(page, blueBadge.text)).toBeVisible();
  await expectNoAxeViolations(page);
  await question(page, carPark.text).getByRole("radio", { name: "No", exact: true }).check();
  await expect(question(page, blueBadge.text)).toHaveCount(0);
});

test("a plan names a quick solution once, with both actions that lead to it", async ({
  page,
  request,
}) => {
  const focus = ["getting-there", "inside"];
  const responses: Record<string, string> = Object.fromEntries(
    AREAS.filter((area) => focus.includes(area.id)).flatMap((area) =>
      area.questions.map((q) => [q.id, "yes"]),
    ),
  );
  // Both lead to the same quick solution, on signs.
  responses["getting-there.entrance-easy-to-find"] = "no";
  responses["inside.clear-signs"] = "no";
  const made = await request.post("/api/assessments", {
    data: { businessType: "hospitality", businessSize: "2-9", focus, responses },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(made.status()).toBe(201);
  const { token, recommendations } = await made.json();
  const shared = recommendations[0].quickSolution.title as string;
  expect(
    recommendations.map((r: { quickSolution: { title: string } }) => r.quickSolution.title),
  ).toEqual([shared, shared]);

  await page.goto(`/self-assessment/results/${token}`);
  await waitForHydration(page);
  await expect(page.getByRole("main").getByRole("link", { name: shared })).toHaveCount(1);
  for (const id of ["getting-there.entrance-easy-to-find", "inside.clear-signs"]) {
    await expect(page.getByText(fixOf(id).fix.action as string)).toBeVisible();
  }
  await expectNoAxeViolations(page);
});
