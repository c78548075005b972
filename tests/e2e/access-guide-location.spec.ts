// Where the place is, as a business sets it: a link pasted without JavaScript, "Use my current
// location" with it, from the keyboard alone on a 320 px phone; refused for review until set;
// then seen by the team with a link to check it, and given to search engines as `geo`.
import type { Browser, Page } from "@playwright/test";
import { agreeToOpenData, cafeResults, editorPage } from "./access-guide-helpers.ts";
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
import { applySettings, expectNoColourViolations } from "./settings-helpers.ts";

const NEEDED =
  "Set where the place is before you send the guide for review: visitors find guides near them by it";
const OSM_LINK = "https://www.openstreetmap.org/?mlat=53.7437&mlon=-2.0142#map=19/53.7437/-2.0142";
const CHECK_LINK = "Check it on OpenStreetMap (opens in a new tab)";

/** A new guide with no location yet, its manage page opened at phone width. */
async function newGuide(page: Page, name: string) {
  await page.setViewportSize({ width: 320, height: 800 });
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const created = await page.request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(page.request),
      name,
      town: "Hebden Bridge",
      postcode: "HX7 8AA",
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, manageToken } = (await created.json()) as { id: number; manageToken: string };
  await page.goto(`/access-guides/manage/${manageToken}`);
  return { id, manageToken };
}

/** The team reads the point in its queue, checks the link, and publishes the guide. */
async function teamPublishes(browser: Browser, name: string) {
  const editor = await editorPage(browser);
  await editor.goto("/admin?tab=access-guides");
  await waitForHydration(editor);
  const item = editor.getByRole("listitem").filter({ has: editor.getByRole("heading", { name }) });
  await expect(
    item.getByText("Where the place is: 53.7437, -2.0142 (latitude, longitude)."),
  ).toBeVisible();
  await expect(item.getByRole("link", { name: CHECK_LINK })).toHaveAttribute("href", OSM_LINK);
  await item.getByRole("button", { name: `Approve and publish: ${name}` }).click();
  await expect(editor.getByRole("region", { name: /Notifications/ })).toContainText(
    "Guide Published",
  );
  await editor.context().close();
}

/** The published page gives search engines the point as `geo`. */
async function publishedGeo(page: Page, id: number) {
  const guide = await page.request.get(`/api/access-guides/${id}`);
  const html = await (await page.request.get((await guide.json()).url)).text();
  const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? "";
  return (JSON.parse(json) as { geo?: unknown }).geo;
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a pasted OpenStreetMap link sets the place; review is refused until then", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await newGuide(page, unique("The Canal Tearoom"));
    await expect(page.getByRole("button", { name: "Use my current location" })).toHaveCount(0);
    await agreeToOpenData(page);
    await page.getByRole("button", { name: "Save and send for review" }).click();

    const summary = page.locator("#guide-errors");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([NEEDED]);
    await expect(summary.getByRole("link")).toHaveAttribute("href", "#guide-location");
    const field = page.getByLabel("Where the place is");
    await expect(field).toHaveAccessibleDescription(
      `Paste a link from OpenStreetMap or Google Maps, or type the latitude and longitude, like 53.7437, -2.0142. Put it at your main entrance if you can: it is how visitors find guides near them. ${NEEDED}`,
    );
    await expectNoAxeViolationsWithoutScript(page);

    await field.fill(OSM_LINK);
    // The tick given with the refused post comes back ticked.
    await expect(page.getByRole("checkbox", { name: /open data/ })).toBeChecked();
    await page.getByRole("button", { name: "Save and send for review" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved and sent for review" }),
    ).toBeVisible();
    await expect(field).toHaveValue("53.7437, -2.0142");
    await expect(
      page.getByText("Your guide is at 53.7437, -2.0142 (latitude, longitude)."),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: CHECK_LINK })).toHaveAttribute("href", OSM_LINK);
    await expectNoAxeViolationsWithoutScript(page);
  });
});

test("“Use my current location” from the keyboard, then the team sees it and it reaches geo", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = unique("The Lock Keeper's Café");
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: 53.7437, longitude: -2.0142, accuracy: 12 });
  const { id } = await newGuide(page, name);
  await waitForHydration(page);

  const button = page.getByRole("button", { name: "Use my current location" });
  await tabTo(page, button);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Found you" })).toHaveText(
    "Found you to within 12 metres: 53.7437, -2.0142. Save your changes to keep it.",
  );
  await expect(page.getByLabel("Where the place is")).toHaveValue("53.7437, -2.0142");
  await expectNoAxeViolations(page);

  await agreeToOpenData(page);
  await tabTo(page, page.getByRole("button", { name: "Save and send for review" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("status").filter({ hasText: "Saved and sent for review" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: CHECK_LINK })).toHaveAttribute("href", OSM_LINK);

  await teamPublishes(browser, name);
  expect(await publishedGeo(page, id)).toEqual({
    "@type": "GeoCoordinates",
    latitude: 53.7437,
    longitude: -2.0142,
  });
});

test("says when the device can tell only roughly, or the browser refuses", async ({ page }) => {
  test.setTimeout(90_000);
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ latitude: 53.7437, longitude: -2.0142, accuracy: 850 });
  await newGuide(page, unique("The Weavers' Rest"));
  await waitForHydration(page);
  const status = page.getByRole("status").filter({ hasText: "metres" });
  await page.getByRole("button", { name: "Use my current location" }).click();
  await expect(status).toHaveText(
    "Your device could only tell where you are to within 850 metres, too rough to find your door. Try again outside, or paste a link from a map instead.",
  );
  await expect(page.getByLabel("Where the place is")).toHaveValue("");

  await page.context().clearPermissions();
  await page.getByRole("button", { name: "Use my current location" }).click();
  await expect(page.getByRole("status").filter({ hasText: "did not let us" })).toHaveText(
    "Your browser did not let us know where you are. You can allow it in your browser's settings, or paste a link from a map instead.",
  );
});

test("the location part at 320 px, dark and high contrast", async ({ page }, testInfo) => {
  test.setTimeout(90_000);
  const { manageToken } = await newGuide(page, unique("The Packhorse Inn"));
  await page.request.patch(`/api/access-guides/manage/${manageToken}`, {
    data: { location: { lat: 53.7437, lon: -2.0142 } },
  });
  await page.reload();
  await waitForHydration(page);
  const part = page.locator("#where-the-place-is");
  for (const [label, settings] of [
    ["dark", { colorTheme: "dark" }],
    ["high-contrast", { colorTheme: "navy-peach", highContrast: true }],
  ] as const) {
    await applySettings(page, settings);
    await expectNoColourViolations(page, "#where-the-place-is");
    await part.screenshot({ path: testInfo.outputPath(`location-part-320-${label}.png`) });
  }
});
