// WCAG 1.4.10 Reflow and 1.4.12 Text Spacing: at 320 px nothing but a data table may scroll
// sideways, including with the site's own largest text, widest fonts and widest spacing. And
// WCAG 1.4.4 Resize Text with 1.4.10: at 320 px with the browser's text at 200 %, every page
// still reads without scrolling sideways (a low-vision visitor on a phone does both at once).
import type { APIRequestContext, Page } from "@playwright/test";
import { GUIDE_SUBMISSION } from "../../src/server/test/guide-submission.ts";
import { cafeResults } from "./access-guide-helpers.ts";
import { clientAddress, expect, test, unique, waitForHydration } from "./fixtures.ts";
import { JOURNEY_PAGES, PAGES } from "./routes.ts";
import { reloadWithSettings } from "./settings-helpers.ts";
import { expectNoSidewaysScroll } from "./sideways-overflow.ts";

const WIDEST_SETTINGS = [
  { fontSize: 120, fontFamily: "opendyslexic", lineSpacing: "2x" },
  { fontSize: 120, fontFamily: "verdana" },
];

test.use({ viewport: { width: 320, height: 700 } });

for (const { path, heading } of [...PAGES, ...JOURNEY_PAGES]) {
  test(`${path} fits 320 px with the largest text and widest fonts`, async ({ page }) => {
    await page.goto(path);
    for (const settings of WIDEST_SETTINGS) {
      await reloadWithSettings(page, settings);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expectNoSidewaysScroll(page, JSON.stringify(settings));
    }
  });
}

/**
 * Text at 200 % as a visitor sets it in the browser (Chrome's Settings › Appearance › Customise
 * fonts, Firefox's default size): the default font size doubles, from 16 to 32 px. The site's
 * own Text Size setting stops at 120 %, so it cannot stand in; and doubling the root's font-size
 * in CSS would leave the rem-based breakpoints (Tailwind's sm, md, lg) where they were, when a
 * browser measures media queries in its default font size too. The page's layout then is what
 * such a visitor gets: narrow-screen layout, every rem twice as wide. (A Playwright screenshot
 * resets the sizes, so take one only after measuring.)
 */
async function doubleTheText(page: Page) {
  const browser = await page.context().newCDPSession(page);
  await browser.send("Page.setFontSizes", { fontSizes: { standard: 32, fixed: 26 } });
}

/** Opens `path` with text at 200 % (and its scripts run, unless `script` is false), and checks
 * the page does not scroll sideways. */
async function expectReflowsWithDoubleText(
  page: Page,
  path: string,
  heading: string | RegExp,
  script = true,
) {
  await doubleTheText(page);
  await page.goto(path);
  if (script) await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  // The simulation took: the page's text is twice the usual size.
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe("32px");
  await expectNoSidewaysScroll(page, `${path} with text at 200 %`);
}

test.describe("text at 200 % in 320 px", () => {
  for (const { path, heading } of [...PAGES, ...JOURNEY_PAGES]) {
    test(`${path} does not scroll sideways`, async ({ page }) => {
      await expectReflowsWithDoubleText(page, path, heading);
    });
  }

  test("the Menu and its links do not scroll sideways", async ({ page }) => {
    await expectReflowsWithDoubleText(page, "/about", "About Us");
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await expectNoSidewaysScroll(page, "the open Menu");
  });

  test("the self-assessment results and Check your answers do not scroll sideways", async ({
    page,
  }) => {
    const token = await cafeResults(page.request);
    await answerAgain(page.request, token);
    await expectReflowsWithDoubleText(page, `/self-assessment/results/${token}`, "Your results");
    // The scores over time still read as a table, a row for each time, when stacked to fit.
    const history = page.getByRole("table", { name: /Your overall score each time you answered/ });
    await expect(history.getByRole("row")).toHaveCount(3);
    await expect(history.getByRole("rowheader").first()).toContainText("(these results)");
    await page.getByText("Show the scores as a table").click();
    const scores = page.getByRole("table", { name: "Your score in each area" });
    await expect(scores.getByRole("row")).toHaveCount(2);
    await expectNoSidewaysScroll(page, "the results with the scores' table open");
    // Update my answers starts at Check your answers, each area's name a heading beside Change.
    await expectReflowsWithDoubleText(page, `/self-assessment?from=${token}`, "Check your answers");
  });

  test("an access guide's manage page and its published page do not scroll sideways", async ({
    page,
    admin,
  }) => {
    const name = unique(GUIDE_NAME);
    const guide = await publishedGuide(page.request, admin, name);
    await expectReflowsWithDoubleText(page, guide.manageUrl, `Your access guide: ${name}`);
    await expectReflowsWithDoubleText(page, guide.url, name);
    await expect(page.getByRole("link", { name: GUIDE_EMAIL })).toBeVisible();
  });
});

test.describe("text at 200 % in 320 px, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading } of [...PAGES, ...JOURNEY_PAGES]) {
    test(`${path} with its Menu open does not scroll sideways`, async ({ page }) => {
      await expectReflowsWithDoubleText(page, path, heading, false);
      // Without JavaScript, Menu opens its links under the header, in the page.
      await page.locator("summary", { hasText: "Menu" }).click();
      await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible();
      await expectNoSidewaysScroll(page, `${path} with the Menu open`);
    });
  }
});

/** The café answers again, so its results have a score from before to list. */
async function answerAgain(request: APIRequestContext, token: string) {
  const answer = await request.put(`/api/assessments/${token}`, {
    data: {
      businessType: "hospitality",
      businessSize: "2-9",
      focus: ["communication"],
      responses: {
        "communication.contact-in-writing": "yes",
        "communication.relay-uk": "yes",
        "communication.hearing-loop": "yes",
        "communication.plain-english": "yes",
        "communication.large-print": "yes",
        "communication.easy-read": "yes",
        "communication.bsl-interpreter": "no",
        "communication.background-noise": "yes",
      },
    },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

// A real business's long name, e-mail address and web address: the words that do not wrap.
const GUIDE_NAME = "The Old Station Tearooms and Community Bakery";
const GUIDE_EMAIL = "bookings@oldstationtearoomsandcommunitybakery.co.uk";
const GUIDE_DETAILS = {
  entrance: { stepFree: false, steps: 1, stepHeightMm: 150, doorClearWidthMm: 850 },
  toilet: { accessible: true, transferSpaceMm: 800 },
  hearingLoop: true,
  contact: {
    phone: "01422 845 123 (ask for the duty manager)",
    website: "https://www.oldstationtearoomsandcommunitybakery.co.uk/visiting-us/accessibility",
    openingHours: "Monday to Saturday, 8am to 5pm; Sundays and bank holidays, 10am to 4pm",
  },
};

/** A guide with every long word a business might give, sent for review and published. */
async function publishedGuide(request: APIRequestContext, admin: APIRequestContext, name: string) {
  const headers = { "x-forwarded-for": clientAddress() };
  const token = await cafeResults(request);
  const created = await request.post("/api/access-guides", {
    headers,
    data: {
      assessmentToken: token,
      name,
      town: "Hebden Bridge",
      postcode: "HX7 8AA",
      location: { lat: 53.7437, lon: -2.0142 },
      contactEmail: GUIDE_EMAIL,
      publishContactEmail: true,
      details: GUIDE_DETAILS,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, manageToken } = (await created.json()) as { id: number; manageToken: string };
  const sent = await request.post(`/api/access-guides/manage/${manageToken}/submit`, {
    headers,
    data: GUIDE_SUBMISSION,
  });
  expect(sent.status(), await sent.text()).toBe(200);
  const approved = await admin.post(`/api/admin/access-guides/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const { url } = (await (await request.get(`/api/access-guides/${id}`)).json()) as { url: string };
  return { manageUrl: `/access-guides/manage/${manageToken}`, url };
}
