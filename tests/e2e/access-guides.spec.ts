// A measured access guide a business publishes (decision 036), as a café owner and an editor work by
// keyboard: from the self-assessment results to a guide, filled in and sent for review; the editor
// sends it back with a reason, which the owner reads on the guide's page; the owner measures again
// and sends it; the editor publishes it; visitors find it in the directory under its town and
// needs, read its page with its JSON-LD, and take its facts as A11yJSON. Then the same start
// without JavaScript.
import type { Page } from "@playwright/test";
import { agreeToOpenData, cafeResults, editorPage } from "./access-guide-helpers.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

const TOWN = "Hebden Bridge";

async function openGuideQueue(page: Page) {
  await page.goto("/admin?tab=access-guides");
  await waitForHydration(page);
  await expect(
    page.getByRole("heading", { name: "Access guides waiting for review" }),
  ).toBeVisible();
}

/** Presses a control from the keyboard, as someone without a mouse would. */
async function press(page: Page, name: string | RegExp, role: "button" | "link" = "button") {
  await page.getByRole(role, { name }).focus();
  await page.keyboard.press("Enter");
}

test("results → guide → review → sent back → measured again → published and found", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const NAME = unique("The Bridge Café");
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const token = await cafeResults(page.request);

  // From the results page to the start of a guide.
  await page.goto(`/self-assessment/results/${token}`);
  await waitForHydration(page);
  await press(page, "Publish an access guide", "link");
  await expect(
    page.getByRole("heading", { level: 1, name: "Publish an access guide" }),
  ).toBeVisible();
  await page.getByLabel("Business name").fill(NAME);
  await page.getByLabel("Town or city").fill(TOWN);
  await page.getByLabel("Postcode").fill("hx7 8aa");
  await page
    .getByLabel("Where the place is")
    .fill("https://www.google.com/maps/@53.7437,-2.0142,19z");
  await page.getByLabel("Your e-mail address (optional)").fill("owner@bridge-cafe.example");
  await expectNoAxeViolations(page);
  await press(page, "Start my guide");

  // The guide, with what the answers said filled in and the rest blank.
  await expect(
    page.getByRole("heading", { level: 1, name: `Your access guide: ${NAME}` }),
  ).toBeVisible();
  const manageUrl = page.url();
  await expect(
    page.getByLabel("Is there a working hearing loop where customers talk to staff?"),
  ).toHaveValue("yes");
  await expect(page.getByRole("group", { name: "The entrance" })).toBeVisible();
  await page.getByLabel("Is the main entrance step-free?").selectOption("no");
  await page.getByLabel("Number of steps at the main entrance").fill("1");
  await page.getByLabel("Door clear width, in millimetres").fill("85");
  await agreeToOpenData(page);
  await press(page, "Save and send for review");
  // A door of 85 mm is a slip of the tape: the summary says so and leads to the field.
  await expect(page.getByRole("alert")).toContainText("between 500 and 2500 mm");
  await expectNoAxeViolations(page);
  await press(page, /Door clear width must be between/, "link");
  await expect(page.getByLabel("Door clear width, in millimetres")).toBeFocused();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("850");
  await press(page, "Save and send for review");
  await expect(
    page.getByRole("status").filter({ hasText: "Saved and sent for review" }),
  ).toBeVisible();
  await expect(page.getByText("Waiting for review")).toBeVisible();

  // Nobody else sees it yet.
  const guideId = await page.evaluate(async (url) => {
    const path = new URL(url).pathname.replace(
      "/access-guides/manage/",
      "/api/access-guides/manage/",
    );
    return ((await (await fetch(path)).json()) as { id: number }).id;
  }, manageUrl);
  expect((await page.request.get(`/api/access-guides/${guideId}`)).status()).toBe(404);

  // The editor sends it back with a reason.
  const editor = await editorPage(browser);
  await openGuideQueue(editor);
  await expectNoAxeViolations(editor);
  await press(editor, `Send back with a reason: ${NAME}`);
  const dialog = editor.getByRole("dialog");
  await dialog
    .getByLabel(/What should the business change/)
    .fill(
      "Please measure the door's clear width with the door fully open, from the door to the stop.",
    );
  await press(editor, "Send back with this reason");
  await expect(editor.getByRole("region", { name: /Notifications/ })).toContainText(
    "Guide Sent Back",
  );

  // The owner reads the reason, measures again and sends it.
  await page.goto(manageUrl);
  await expect(page.getByText("Sent back: our team asked for a change")).toBeVisible();
  await expect(page.getByText("with the door fully open, from the door to the stop")).toBeVisible();
  await page.getByLabel("Door clear width, in millimetres").fill("820");
  await agreeToOpenData(page);
  await press(page, "Save and send for review");
  await expect(
    page.getByRole("status").filter({ hasText: "Saved and sent for review" }),
  ).toBeVisible();

  // The editor publishes it.
  await openGuideQueue(editor);
  await press(editor, `Approve and publish: ${NAME}`);
  await expect(editor.getByRole("region", { name: /Notifications/ })).toContainText(
    "Guide Published",
  );

  // Visitors find it in the directory, from the main navigation, by town and need.
  await page.goto("/");
  await page
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: "Access guides" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Access guides" })).toBeVisible();
  await page.getByLabel("Town or postcode", { exact: true }).fill(TOWN);
  await page.getByLabel("Hearing loop").check();
  await press(page, "Search guides");
  await expect(page).toHaveURL(/town=Hebden\+Bridge&need=hearing-loop/);
  await expect(page.getByRole("link", { name: NAME })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/access-guides?town=HX7&need=step-free`);
  await expect(page.getByRole("link", { name: NAME })).toHaveCount(0);

  // Its page: the facts, when they were checked, JSON-LD for the place, and A11yJSON.
  await page.goto(`/access-guides?town=${encodeURIComponent(TOWN)}`);
  await press(page, NAME, "link");
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByText("Last checked by the business:")).toBeVisible();
  // The fact's own line (the OpenStreetMap section's reasons quote it too).
  await expect(page.getByRole("definition").filter({ hasText: /^820 mm$/ })).toBeVisible();
  await expect(page.getByText("owner@bridge-cafe.example")).toHaveCount(0);
  await expectNoAxeViolations(page);
  // Structured data is for crawlers, which load the page itself.
  await page.reload();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const place = jsonLd
    .flatMap((text) => JSON.parse(text))
    .find((item) => item["@type"] === "LocalBusiness");
  expect(place).toMatchObject({
    name: NAME,
    address: { addressLocality: TOWN, postalCode: "HX7 8AA" },
  });
  const a11yLink = page.getByRole("link", { name: /A11yJSON/ });
  const a11y = await page.request.get((await a11yLink.getAttribute("href")) ?? "");
  const { properties } = await a11y.json();
  expect(properties.accessibility.entrances[0].properties.door.width).toEqual({
    value: 820,
    unit: "mm",
  });
  expect(properties.accessibility.hasInductionLoop).toBe(true);
  await editor.context().close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a guide is started, filled in and sent for review by plain forms", async ({ page }) => {
    const NAME = unique("The Quiet Bookshop");
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const token = await cafeResults(page.request);
    await page.goto(`/self-assessment/results/${token}`);
    await page.getByRole("link", { name: "Publish an access guide" }).click();
    await page.getByLabel("Business name").fill(NAME);
    await page.getByLabel("Town or city").fill(TOWN);
    await page.getByLabel("Postcode").fill("HX7 8AA");
    await page.getByRole("button", { name: "Start my guide" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Your access guide: ${NAME}` }),
    ).toBeVisible();
    await page.getByLabel("Is the main entrance step-free?").selectOption("yes");
    await page.getByLabel("Door clear width, in millimetres").fill("1000");
    await page
      .getByLabel("Where the place is")
      .fill("https://www.openstreetmap.org/?mlat=53.7437&mlon=-2.0142#map=19/53.7437/-2.0142");
    await agreeToOpenData(page);
    await page.getByRole("button", { name: "Save and send for review" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Saved and sent for review" }),
    ).toBeVisible();
    await expect(page.getByLabel("Door clear width, in millimetres")).toHaveValue("1000");
  });

  test("a form sent with a problem says what, links to the field and keeps what was typed", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const token = await cafeResults(page.request);
    await page.goto(`/self-assessment/results/${token}`);
    await page.getByRole("link", { name: "Publish an access guide" }).click();
    await page.getByLabel("Town or city").fill(TOWN);
    await page.getByRole("button", { name: "Start my guide" }).click();

    const summary = page.getByRole("alert").filter({ hasText: "with your guide" });
    await expect(
      summary.getByRole("heading", {
        level: 2,
        name: /^There (is a problem|are \d+ problems) with your guide$/,
      }),
    ).toBeVisible();
    const name = page.getByLabel("Business name");
    const first = summary.getByRole("link").first();
    expect(await first.getAttribute("href")).toBe(`#${await name.getAttribute("id")}`);
    await expect(page.getByLabel("Town or city")).toHaveValue(TOWN);
  });
});
