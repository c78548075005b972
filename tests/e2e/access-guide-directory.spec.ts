// The directory's search says what it found, as Advice's does ("16 solutions found"), keeps focus
// where it was with JavaScript, and sums up each guide: the way in, the door and the toilet.
import type { APIRequestContext, Page } from "@playwright/test";
import { GUIDE_SUBMISSION } from "../../src/server/test/guide-submission.ts";
import { cafeResults } from "./access-guide-helpers.ts";
import { expectNoAxeViolationsWithoutScript } from "./axe-without-script.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

/** A guide published through the API: made from results, sent for review, approved. */
async function publishedGuide(request: APIRequestContext, admin: APIRequestContext, town: string) {
  const headers = { "x-forwarded-for": clientAddress() };
  const name = unique("The Station Café");
  const created = await request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(request),
      name,
      town,
      postcode: "BD24 9AA",
      location: { lat: 54.0684, lon: -2.2776 },
      details: {
        entrance: { stepFree: false, steps: 1, ramp: true, doorClearWidthMm: 850 },
        toilet: { accessible: true },
      },
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, manageToken } = await created.json();
  const sent = await request.post(`/api/access-guides/manage/${manageToken}/submit`, {
    headers,
    data: GUIDE_SUBMISSION,
  });
  expect(sent.status()).toBe(200);
  const approved = await admin.post(`/api/admin/access-guides/${id}/approve`);
  expect(approved.status()).toBe(200);
  return name;
}

async function expectSummary(page: Page, name: string) {
  const guide = page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
  await expect(guide.getByRole("term")).toHaveText(["Entrance:", "Door:", "Toilet:"]);
  await expect(guide.getByRole("definition")).toHaveText([
    "1 step, with a ramp",
    "850 mm clear width",
    "Accessible",
  ]);
}

test("the search says how many it found, keeps focus on the form, and sums up each guide", async ({
  page,
  request,
  admin,
}) => {
  const town = unique("Settle");
  const name = await publishedGuide(request, admin, town);
  await page.goto("/access-guides");
  await waitForHydration(page);
  await page.getByLabel("Town or postcode", { exact: true }).fill(town);
  const send = page.getByRole("button", { name: "Search guides" });
  await send.focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(`town=${encodeURIComponent(town).replace(/%20/g, "\\+")}`),
  );
  await expect(page.getByRole("status")).toHaveText(`1 guide found in ${town}`);
  await expect(send).toBeFocused();
  await expectSummary(page, name);
  await expectNoAxeViolations(page);

  // Nothing found is said too.
  await page.getByLabel("Town or postcode", { exact: true }).fill(`${town} nowhere`);
  await send.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status")).toHaveText(`0 guides found in ${town} nowhere`);
  await expect(send).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the search's page says how many it found and sums up each guide", async ({
    page,
    request,
    admin,
  }) => {
    const town = unique("Giggleswick");
    const name = await publishedGuide(request, admin, town);
    await page.goto("/access-guides");
    await page.getByLabel("Town or postcode", { exact: true }).fill(town);
    await page.getByRole("button", { name: "Search guides" }).click();
    await expect(page.getByRole("status")).toHaveText(`1 guide found in ${town}`);
    await expectSummary(page, name);
    await expectNoAxeViolationsWithoutScript(page);
  });
});
