// The business's manage page: it shows its own address with "Copy link", as the results
// page does; a refused save brings its error summary into focus, with script as without; and a
// measurement unusual for its unit is asked about, kept only when the owner ticks that it is right.
import type { Page } from "@playwright/test";
import { cafeResults } from "./access-guide-helpers.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

/** A new guide's manage page, opened. */
async function openNewGuide(page: Page, javaScript: boolean) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const created = await page.request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(page.request),
      name: unique("The Packhorse Café"),
      town: "Todmorden",
      postcode: "OL14 5AA",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { manageToken } = (await created.json()) as { manageToken: string };
  await page.goto(`/access-guides/manage/${manageToken}`);
  if (javaScript) await waitForHydration(page);
}

const STEP = "Height of the tallest step, in millimetres";
const STEP_HINT =
  '15 mm is lower than a kerb — did you mean 150 mm? Change it, or tick "Yes, 15 mm is right" to keep it.';

/** A step of 15 mm is asked about, leads to its field, and is kept once ticked as right. */
async function stepOf15mm(page: Page, javaScript: boolean) {
  await openNewGuide(page, javaScript);
  await page.getByLabel(STEP).fill("15");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveTitle(/^Error: /);
  const summary = page.locator("#guide-errors");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveText([STEP_HINT]);
  await expect(page.getByLabel(STEP)).toHaveAccessibleDescription(STEP_HINT);
  if (javaScript) await expectNoAxeViolations(page);
  await summary.getByRole("link").click();
  if (javaScript) await expect(page.getByLabel(STEP)).toBeFocused();
  await page.getByLabel("Yes, 15 mm is right").check();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your changes are saved." }),
  ).toBeVisible();
  await expect(page.getByLabel(STEP)).toHaveValue("15");
  await expect(page.getByLabel("Yes, 15 mm is right")).toBeChecked();
}

test("a step of 15 mm is asked about, and kept once ticked as right", async ({ page }) => {
  test.setTimeout(90_000);
  await stepOf15mm(page, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a step of 15 mm is asked about, and kept once ticked as right", async ({ page }) => {
    test.setTimeout(90_000);
    await stepOf15mm(page, false);
  });
});

test("the new guide form's summary takes focus with script running", async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const token = await cafeResults(page.request);
  await page.goto(`/access-guides/new?from=${token}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Start my guide" }).click();
  await expect(page).toHaveTitle(/^Error: /);
  const summary = page.locator("#guide-errors");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link").first()).toHaveText("Enter the business's name");
  await expectNoAxeViolations(page);
  await summary.getByRole("link").first().click();
  await expect(page.getByLabel("Business name")).toBeFocused();
});

test("the manage page shows its own address and copies it", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const created = await page.request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(page.request),
      name: unique("The Mill Pond Café"),
      town: "Todmorden",
      postcode: "OL14 5AA",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { manageToken } = (await created.json()) as { manageToken: string };
  await page.goto(`/access-guides/manage/${manageToken}`);
  await waitForHydration(page);

  const shown = page.locator("p", { hasText: "Your guide's page:" });
  await expect(shown).toHaveText(/^Your guide's page: https?:\/\/\S+\/access-guides\/manage\/\S+$/);
  const address = (await shown.textContent())?.replace("Your guide's page: ", "") ?? "";
  expect(address.endsWith(`/access-guides/manage/${manageToken}`)).toBe(true);
  await expect(
    page.getByText("Give your e-mail address below and we will e-mail it to you."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
  await expectNoAxeViolations(page);

  // A refused save: its summary is first, and takes focus, with script running.
  await page.getByLabel("Postcode").fill("not a postcode");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveTitle(/^Error: /);
  const summary = page.locator("#guide-errors");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading", { level: 2 })).toHaveText(
    "There is a problem with your guide",
  );
  await summary.getByRole("link").click();
  await expect(page.getByLabel("Postcode")).toBeFocused();
});
