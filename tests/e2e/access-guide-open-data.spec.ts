// A guide's facts as open data (decision 046): the business is asked to agree on the manage page
// before its guide goes for review, told in the error summary when it has not, with the link
// leading to the box, with and without JavaScript and passing axe; once published, the guide is
// in the GeoJSON feed at its point, with the licence, and its page names the licence.
import { GUIDE_DATA_LICENCE } from "../../src/shared/access-guides/licence.ts";
import { LICENCE_NEEDED_MESSAGE } from "../../src/shared/access-guides/licence-words.ts";
import { agreeToOpenData, cafeResults, editorPage } from "./access-guide-helpers.ts";
import { expectNoAxeViolationsWithoutScript } from "./axe-without-script.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

const POINT = { lat: 53.7425, lon: -2.0138 };

test("a business agrees to open data before sending, and its guide is in the GeoJSON feed", async ({
  page,
  browser,
}) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const name = unique("The Open Data Café");
  const made = await page.request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(page.request),
      name,
      town: "Hebden Bridge",
      postcode: "HX7 8AA",
      location: POINT,
      details: { entrance: { stepFree: true, doorClearWidthMm: 900 } },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id, manageToken } = (await made.json()) as { id: number; manageToken: string };
  await page.goto(`/access-guides/manage/${manageToken}`);
  await waitForHydration(page);

  // Sent without the tick: the summary says why and leads to the box.
  await page.getByRole("button", { name: "Save and send for review" }).click();
  const summary = page.getByRole("alert");
  await expect(summary).toContainText(LICENCE_NEEDED_MESSAGE);
  await expectNoAxeViolations(page);
  await summary.getByRole("link", { name: LICENCE_NEEDED_MESSAGE }).click();
  await expect(page.getByRole("checkbox", { name: /^I agree that the facts/ })).toBeFocused();
  await expect(
    page.getByRole("link", { name: `Read the ${GUIDE_DATA_LICENCE.name}` }),
  ).toHaveAttribute("href", GUIDE_DATA_LICENCE.url);

  await agreeToOpenData(page);
  await page.getByRole("button", { name: "Save and send for review" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Saved and sent for review" }),
  ).toBeVisible();

  const editor = await editorPage(browser);
  const approved = await editor.request.post(`/api/admin/access-guides/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const { url } = (await approved.json()) as { url: string };
  await editor.context().close();

  const feed = await page.request.get("/api/access-guides.geojson");
  expect(feed.headers()["content-type"]).toBe("application/geo+json; charset=utf-8");
  const collection = (await feed.json()) as {
    license: { url: string };
    features: { geometry: { coordinates: number[] }; properties: { originalId: string } }[];
  };
  expect(collection.license.url).toBe(GUIDE_DATA_LICENCE.url);
  const feature = collection.features.find((each) => each.properties.originalId === String(id));
  expect(feature?.geometry.coordinates).toEqual([POINT.lon, POINT.lat]);

  await page.goto(url);
  await expect(
    page.getByRole("complementary", { name: "About this guide" }).getByRole("link", {
      name: GUIDE_DATA_LICENCE.name,
    }),
  ).toHaveAttribute("href", GUIDE_DATA_LICENCE.url);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guide sent without the tick comes back with the reason and everything typed", async ({
    page,
  }) => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const made = await page.request.post("/api/access-guides", {
      data: {
        assessmentToken: await cafeResults(page.request),
        name: unique("The Plain Form Café"),
        town: "Hebden Bridge",
        postcode: "HX7 8AA",
        location: POINT,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { manageToken } = (await made.json()) as { manageToken: string };
    await page.goto(`/access-guides/manage/${manageToken}`);
    await page.getByLabel("Door clear width, in millimetres").fill("880");
    await page.getByRole("button", { name: "Save and send for review" }).click();
    await expect(page.getByRole("alert")).toContainText(LICENCE_NEEDED_MESSAGE);
    await expect(page.getByLabel("Door clear width, in millimetres")).toHaveValue("880");
    await expectNoAxeViolationsWithoutScript(page);
    await agreeToOpenData(page);
    await page.getByRole("button", { name: "Save and send for review" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved and sent for review" }),
    ).toBeVisible();
  });
});
