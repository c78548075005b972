// What kind of place a guide is about: a business chooses it by plain forms, with JavaScript off,
// when it starts the guide and again on its manage page; once the team publishes the guide, its
// page says it, and the A11yJSON export files it under A11yJSON's category. The pages that show
// it pass axe (with script on, as axe runs in the page).
import type { APIRequestContext, Page } from "@playwright/test";
import { agreeToOpenData, cafeResults } from "./access-guide-helpers.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

const KIND = "What kind of place is it?";

/** The team publishes the guide whose manage page is open; its id. */
async function publish(page: Page, admin: APIRequestContext) {
  const manageToken = new URL(page.url()).pathname.split("/").at(-1) ?? "";
  const managed = await page.request.get(`/api/access-guides/manage/${manageToken}`);
  const { id } = (await managed.json()) as { id: number };
  const approved = await admin.post(`/api/admin/access-guides/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  return id;
}

test("the kind of place, on the start form, the manage form and the guide, passes axe", async ({
  page,
  admin,
}) => {
  test.setTimeout(120_000);
  const NAME = unique("The Lending Library");
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const token = await cafeResults(page.request);
  await page.goto(`/access-guides/new?from=${token}`);
  await waitForHydration(page);
  await expect(page.getByLabel(KIND)).toHaveValue("");
  await expectNoAxeViolations(page);
  const created = await page.request.post("/api/access-guides", {
    data: {
      assessmentToken: token,
      name: NAME,
      category: "library",
      town: "Otley",
      postcode: "LS21 1BZ",
      location: { lat: 53.9059, lon: -1.6918 },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { manageToken } = (await created.json()) as { manageToken: string };
  await page.goto(`/access-guides/manage/${manageToken}`);
  await waitForHydration(page);
  await expect(page.getByLabel(KIND).locator("option:checked")).toHaveText("Library");
  await expectNoAxeViolations(page);
  await agreeToOpenData(page);
  await page.getByRole("button", { name: "Save and send for review" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved and sent for review" }),
  ).toBeVisible();
  await publish(page, admin);
  await page.reload();
  await page.getByRole("link", { name: `${NAME}, access guide` }).click();
  // Exact: the manage page's own heading ("Your access guide: …") holds the name too. The guide's
  // page fetches its code and data first, which can take a while on a busy machine.
  await expect(page.getByRole("heading", { level: 1, name: NAME, exact: true })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText("Kind of place: Library")).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a business chooses what kind of place it is and sees it on its guide", async ({
    page,
    admin,
  }) => {
    test.setTimeout(120_000);
    const NAME = unique("Curl Up and Dye");
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const token = await cafeResults(page.request);

    // The start form: the kind of place may be chosen now.
    await page.goto(`/access-guides/new?from=${token}`);
    await expect(page.getByLabel(KIND)).toHaveValue("");
    await expect(page.getByLabel(KIND)).toHaveAccessibleDescription(
      "It helps people find you on maps and in searches. If you leave it, we go by the type of business in your self-assessment; you can change it later.",
    );
    await page.getByLabel("Business name").fill(NAME);
    await page.getByLabel(KIND).selectOption({ label: "Hairdresser or barber" });
    await page.getByLabel("Town or city").fill("Hebden Bridge");
    await page.getByLabel("Postcode").fill("HX7 8AA");
    await page.getByLabel("Where the place is").fill("53.7437, -2.0142");
    await page.getByRole("button", { name: "Start my guide" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Your access guide: ${NAME}` }),
    ).toBeVisible();

    // The manage form keeps the choice, and changes it.
    const kind = page.getByLabel(KIND);
    await expect(kind.locator("option:checked")).toHaveText("Hairdresser or barber");
    await kind.selectOption({ label: "Shop" });
    await agreeToOpenData(page);
    await page.getByRole("button", { name: "Save and send for review" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved and sent for review" }),
    ).toBeVisible();
    await expect(page.getByLabel(KIND).locator("option:checked")).toHaveText("Shop");

    // The team publishes it; the business opens its guide from the manage page.
    const id = await publish(page, admin);
    await page.reload();
    await page.getByRole("link", { name: `${NAME}, access guide` }).click();
    await expect(page.getByRole("heading", { level: 1, name: NAME, exact: true })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText("Kind of place: Shop")).toBeVisible();

    const a11yJson = await page.request.get(`/api/access-guides/${id}/a11yjson`);
    expect(
      ((await a11yJson.json()) as { properties: { category: string } }).properties,
    ).toMatchObject({ category: "shop" });
  });
});
