// Every quick solution has a page of its own. A keyboard user goes from the Quick
// Solutions list to one solution's page, which reads well in every colour theme and at 320 px.
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  tabTo,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";
import { applySettings, COLOUR_SETTINGS, expectNoColourViolations } from "./settings-helpers.ts";

test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
});

test("a quick solution's own page, reached from the list with the keyboard, passes axe in every theme and fits 320 px", async ({
  page,
  admin,
}) => {
  const issue = unique("Doorbell out of reach");
  const created = await admin.post("/api/admin/quick-solutions", {
    data: {
      issue,
      whyItsAnIssue:
        "A wheelchair user or a short person cannot reach a bell set high by the door.",
      possibleSolutions:
        "Move the bell to between 750 and 1000 mm from the ground. Put a sign beside it saying staff will come to the door.",
      displayOrder: 0,
      costBand: "under-50",
      effortBand: "low",
    },
  });
  expect(created.status()).toBe(201);
  const { id } = await created.json();

  await page.goto(`/advice-and-solutions?search=${encodeURIComponent(issue)}`);
  await waitForHydration(page);
  const link = page.getByRole("table").getByRole("link", { name: issue, exact: true });
  await tabTo(page, link);
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(
    new RegExp(`/advice-and-solutions/quick-solutions/${id}-doorbell-out-of-reach-[a-z0-9]+$`),
  );
  const heading = page.getByRole("heading", { level: 1, name: issue });
  await expect(heading).toBeFocused();
  await expect(page).toHaveTitle(`${issue} | Real Access`);
  const ratings = page.getByRole("definition");
  await expect(ratings).toHaveText(["Under £50: less than £50", "Low: an hour or two"]);
  await expect(page.getByRole("heading", { level: 2, name: "Possible solutions" })).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: "Put a sign beside it" })).toHaveText(
    "Put a sign beside it saying staff will come to the door.",
  );
  await expect(page.getByRole("link", { name: "All quick solutions" })).toHaveAttribute(
    "href",
    "/advice-and-solutions",
  );

  await expectNoAxeViolations(page);
  for (const settings of COLOUR_SETTINGS) {
    await applySettings(page, settings);
    await test.step(JSON.stringify(settings), () => expectNoColourViolations(page));
  }

  await page.setViewportSize({ width: 320, height: 800 });
  await expect(heading).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});

test("an unknown quick solution is the 404 screen", async ({ page }) => {
  const missing = await page.goto("/advice-and-solutions/quick-solutions/2147483647-no-such-fix");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeVisible();
});
