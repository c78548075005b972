// The business's manage page (issue 49): it shows its own address with "Copy link", as the results
// page does, and a refused save brings its error summary into focus, with script as without.
import { cafeResults } from "./access-guide-helpers.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

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
