// The directory near a place: "Use my location" with JavaScript (and what it says when the browser
// will not share), "Near a postcode" without it (this site holds no postcode locations in tests,
// so it says so and lists the postcode's district), the distance on each entry, "Next page" links
// without JavaScript, and all of it at 320 px.

import type { APIRequestContext } from "@playwright/test";
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

interface Place {
  name: string;
  town: string;
  postcode: string;
  location?: { lat: number; lon: number };
}

/** A guide published through the API: made from results, sent for review, approved. */
async function publish(request: APIRequestContext, admin: APIRequestContext, place: Place) {
  const headers = { "x-forwarded-for": clientAddress() };
  const created = await request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(request),
      location: spot(),
      ...place,
      details: { entrance: { stepFree: true, doorClearWidthMm: 900 } },
    },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, manageToken } = await created.json();
  const sent = await request.post(`/api/access-guides/manage/${manageToken}/submit`, {
    data: GUIDE_SUBMISSION,
    headers,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const approved = await admin.post(`/api/admin/access-guides/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
}

/** A spot in Shetland of this run's own, so no other test's guide lies between. */
const spot = () => ({
  lat: Number((59.95 + Math.random() * 0.6).toFixed(4)),
  lon: Number((-1.55 + Math.random() * 0.5).toFixed(4)),
});

const entry = (page: import("@playwright/test").Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("link", { name }) });

test.describe("with JavaScript", () => {
  test("“Use my location” lists the nearest guides first, each with its distance", async ({
    browser,
    request,
    admin,
  }) => {
    const here = spot();
    const near = unique("The Voe Café");
    const further = unique("The Voe Bakery");
    // 0.0090° of latitude is 1.0 km.
    await publish(request, admin, { name: near, town: "Voe", postcode: "ZE2 9PX", location: here });
    await publish(request, admin, {
      name: further,
      town: "Voe",
      postcode: "ZE2 9PX",
      location: { lat: Number((here.lat + 0.009).toFixed(4)), lon: here.lon },
    });
    const context = await browser.newContext({
      geolocation: { latitude: here.lat, longitude: here.lon },
      permissions: ["geolocation"],
      viewport: { width: 320, height: 800 },
    });
    const page = await context.newPage();
    await page.goto("/access-guides");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(page).toHaveURL(/near=/);
    await expect(page.getByRole("status")).toContainText("near your location, nearest first");
    const names = page.getByRole("list").first().getByRole("heading", { level: 3 });
    await expect(names.nth(0)).toHaveText(near);
    await expect(names.nth(1)).toHaveText(further);
    await expect(entry(page, near)).toContainText("0.0 km away");
    await expect(entry(page, further)).toContainText("1.0 km away");
    // At 320 px the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolations(page);
    await context.close();
  });

  test("says so plainly when the browser will not share its location", async ({ browser }) => {
    const context = await browser.newContext({ permissions: [] });
    const page = await context.newPage();
    await page.goto("/access-guides");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Use my location" }).click();
    await expect(
      page.getByText(
        "Your browser did not share your location, so we cannot list guides near you. Search near a postcode or by town instead, or allow location for this site in your browser's settings and try again.",
      ),
    ).toBeVisible();
    await expect(page).not.toHaveURL(/near=/);
    await context.close();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("near a postcode says the site cannot place it and lists its district", async ({
    page,
    request,
    admin,
  }) => {
    const name = unique("The Quarff Tearoom");
    await publish(request, admin, { name, town: "Quarff", postcode: "ZE2 9EY", location: spot() });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto("/access-guides");
    // "Use my location" needs a script, so without one it is not offered.
    await expect(page.getByRole("button", { name: "Use my location" })).toHaveCount(0);
    await page.getByLabel("Near a postcode").fill("ze2 9ab");
    await page.getByRole("button", { name: "Search guides" }).click();
    await expect(page).toHaveURL(/nearPostcode=ze2\+9ab/);
    await expect(
      page.getByText(
        "We cannot find places near a postcode yet, as this site does not hold postcode locations, so these are the guides in ZE2, by name.",
      ),
    ).toBeVisible();
    await expect(page.getByText("You can search by town above.")).toBeVisible();
    await expect(entry(page, name)).toBeVisible();
    await expect(page.getByLabel("Near a postcode")).toHaveValue("ze2 9ab");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolationsWithoutScript(page);
  });

  test("“Next page” goes on from where the first page ended", async ({ page, request, admin }) => {
    const town = unique("Scalloway");
    // One more than a page holds; their names sort in the order they are made.
    const names = Array.from(
      { length: 21 },
      (_, index) => `${town} Café ${String(index + 1).padStart(2, "0")}`,
    );
    for (const name of names) await publish(request, admin, { name, town, postcode: "ZE1 0TN" });
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(`/access-guides?town=${encodeURIComponent(town)}`);
    await expect(page.getByRole("status")).toHaveText(`21 guides found in ${town}`);
    const headings = page.getByRole("list").first().getByRole("heading", { level: 3 });
    await expect(headings).toHaveText(names.slice(0, 20));
    const pages = page.getByRole("navigation", { name: "Pages of guides" });
    await expect(pages.getByRole("link", { name: "First page" })).toHaveCount(0);
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(headings).toHaveText(names.slice(20));
    await expect(pages.getByRole("link", { name: "Next page" })).toHaveCount(0);
    await expect(pages.getByRole("link", { name: "First page" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolationsWithoutScript(page);
    await pages.getByRole("link", { name: "First page" }).click();
    await expect(headings).toHaveText(names.slice(0, 20));
  });
});
