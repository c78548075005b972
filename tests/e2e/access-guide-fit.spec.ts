// "Does it fit me?" (decision 043): a visitor fills in "Your access needs", with JavaScript and
// without, and the directory and the guide's page give their verdict with its reasons, after the
// few facts that decide a visit. By keyboard alone too; remembered on the device only when asked.

import type { APIRequestContext, Page } from "@playwright/test";
import { GUIDE_SUBMISSION } from "../../src/server/test/guide-submission.ts";
import { cafeResults } from "./access-guide-helpers.ts";
import { expectNoAxeViolationsWithoutScript } from "./axe-without-script.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  tabTo,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

/** A café with one 150 mm step and a fixed ramp, an 850 mm door, a RADAR toilet and parking. */
async function publishedGuide(request: APIRequestContext, admin: APIRequestContext) {
  const headers = { "x-forwarded-for": clientAddress() };
  const name = unique("The Mill Café");
  const town = unique("Hebden");
  const created = await request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(request),
      name,
      town,
      postcode: "HX7 8AA",
      location: { lat: 53.7437, lon: -2.0142 },
      details: {
        entrance: {
          stepFree: false,
          steps: 1,
          stepHeightMm: 150,
          ramp: true,
          rampType: "fixed",
          rampGradientPercent: 6,
          doorClearWidthMm: 850,
        },
        toilet: { accessible: true, doorClearWidthMm: 900, radarKey: true },
        parking: { blueBadgeBays: 2, distanceToEntranceM: 25 },
      },
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, manageToken } = await created.json();
  const sent = await request.post(`/api/access-guides/manage/${manageToken}/submit`, {
    data: GUIDE_SUBMISSION,
    headers,
  });
  expect(sent.status()).toBe(200);
  const approved = await admin.post(`/api/admin/access-guides/${id}/approve`);
  expect(approved.status()).toBe(200);
  const { url } = await approved.json();
  return { name, town, url: url as string };
}

const openNeeds = (page: Page) =>
  page.getByText("Your access needs: see what fits you", { exact: true }).click();

async function expectGlance(page: Page) {
  const glance = page.getByRole("region", { name: "At a glance" });
  await expect(glance.getByRole("term")).toHaveText(["Entrance", "Door", "Toilet", "Parking"]);
  await expect(glance.getByRole("definition")).toHaveText([
    "1 step of 150 mm, with a fixed ramp",
    "850 mm clear width",
    "Accessible, door 900 mm clear width, RADAR key",
    "2 Blue Badge bays, 25 metres from the entrance",
  ]);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a 900 mm chair sees the directory and the guide say it does not fit, and why", async ({
    page,
    request,
    admin,
  }) => {
    const { name, town } = await publishedGuide(request, admin);
    await page.goto(`/access-guides?town=${encodeURIComponent(town)}`);
    await openNeeds(page);
    await page.getByLabel("Width of your wheelchair or scooter, in mm").fill("900");
    await page.getByLabel("The highest single step you can manage, in mm").fill("0");
    await page.getByRole("button", { name: "Show what fits me" }).click();
    await expect(page).toHaveURL(/chairWidthMm=900/);
    await expect(page).toHaveURL(
      new RegExp(`town=${encodeURIComponent(town).replace(/%20/g, "\\+")}`),
    );

    const entry = page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
    await expect(entry.getByRole("heading", { level: 4 })).toHaveText("Does not fit your needs");
    await expect(entry).toContainText(
      "Does not fit: Entrance door 850 mm wide; your 900 mm chair needs 950 mm.",
    );
    await expect(entry).toContainText("Fits: One step, with a ramp of 6 % (1 in 12 is 8.3 %).");
    await expectNoAxeViolationsWithoutScript(page);

    // The guide opened from the list keeps the needs, and opens with what decides a visit.
    await entry.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectGlance(page);
    const onGuide = page.getByRole("region", { name: "Does not fit your needs" });
    await expect(onGuide).toContainText(
      "Does not fit: Entrance door 850 mm wide; your 900 mm chair needs 950 mm.",
    );
    await expectNoAxeViolationsWithoutScript(page);
  });

  test("a figure it cannot read is named on the form, and the rest still counts", async ({
    page,
    request,
    admin,
  }) => {
    const { url } = await publishedGuide(request, admin);
    await page.goto(`${url}?chairWidthMm=wide&needs=accessible-toilet`);
    await expect(
      page.getByText("Enter your chair's width as a whole number of millimetres, from 400 to 1500"),
    ).toBeVisible();
    await expect(page.getByLabel("Width of your wheelchair or scooter, in mm")).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await expect(page.getByRole("region", { name: "Fits your needs" })).toContainText(
      "Fits: Locked with a RADAR key: bring yours, or ask staff for theirs.",
    );
    await expectNoAxeViolationsWithoutScript(page);
  });
});

test("by keyboard alone, a 700 mm chair that manages a 200 mm step is not turned away, and the needs can be remembered and forgotten", async ({
  page,
  request,
  admin,
}) => {
  const { url, town, name } = await publishedGuide(request, admin);
  await page.goto(url);
  await waitForHydration(page);
  await expectGlance(page);
  const summary = page.getByText("Your access needs: see what fits you", { exact: true });
  await tabTo(page, summary);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("Width of your wheelchair or scooter, in mm")).toBeFocused();
  await page.keyboard.type("700");
  await page.keyboard.press("Tab");
  await page.keyboard.type("200");
  await tabTo(page, page.getByRole("checkbox", { name: "Remember my needs on this device" }));
  await page.keyboard.press("Space");
  await tabTo(page, page.getByRole("button", { name: "Show what fits me" }));
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(/chairWidthMm=700&maxStepMm=200$/);
  const verdict = page.getByRole("region", { name: "Check before you go" });
  await expect(verdict).toContainText(
    "Fits: Entrance door 850 mm wide; your 700 mm chair needs 750 mm.",
  );
  await expect(verdict).toContainText(
    "Fits: One step of 150 mm; you manage a step of up to 200 mm.",
  );
  await expect(verdict).toContainText(
    "Check: Narrowest route inside: not measured by the business. Check before you go.",
  );
  await expectNoAxeViolations(page);

  // Remembered on this device: the directory, opened plain, judges by the same needs.
  await page.goto(`/access-guides?town=${encodeURIComponent(town)}`);
  await waitForHydration(page);
  await expect(page).toHaveURL(/chairWidthMm=700&maxStepMm=200/);
  const entry = page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });
  await expect(entry.getByRole("heading", { level: 4 })).toHaveText("Check before you go");

  await openNeeds(page);
  const forget = page.getByRole("button", { name: "Forget my needs on this device" });
  await forget.focus();
  await page.keyboard.press("Enter");
  await expect(page).not.toHaveURL(/chairWidthMm/);
  await expect(entry.getByRole("heading", { level: 4 })).toHaveCount(0);
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole("region", { name: "Check before you go" })).toHaveCount(0);
  await expect(page).not.toHaveURL(/chairWidthMm/);
});
