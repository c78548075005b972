// A published guide offers its OpenStreetMap tags to mappers (decision 042): each tag with its
// rule, the lines to paste and a link to a new note on openstreetmap.org, with and without
// JavaScript, passing axe in every colour setting; and its manage page gives Google's five
// attributes, each with its reason.
import type { Browser, Page } from "@playwright/test";
import { GUIDE_SUBMISSION } from "../../src/server/test/guide-submission.ts";
import { cafeResults, editorPage } from "./access-guide-helpers.ts";
import { expectNoAxeViolationsWithoutScript } from "./axe-without-script.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";
import { applySettings, COLOUR_SETTINGS, expectNoColourViolations } from "./settings-helpers.ts";

const DETAILS = {
  entrance: { stepFree: true, doorClearWidthMm: 850, doorType: "automatic" },
  inside: { lift: true, liftWidthMm: 1100, liftDepthMm: 1400 },
  toilet: { accessible: true },
  hearingLoop: true,
};

/** A guide made, sent and approved through the API: its page's address and manage page's. */
async function publishedGuide(page: Page, browser: Browser, name: string) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const assessmentToken = await cafeResults(page.request);
  const made = await page.request.post("/api/access-guides", {
    data: {
      assessmentToken,
      name,
      town: "Hebden Bridge",
      postcode: "HX7 8AA",
      location: { lat: 53.7437, lon: -2.0142 },
      details: DETAILS,
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id, manageToken } = (await made.json()) as { id: number; manageToken: string };
  const sent = await page.request.post(`/api/access-guides/manage/${manageToken}/submit`, {
    data: GUIDE_SUBMISSION,
  });
  expect(sent.status()).toBe(200);
  const editor = await editorPage(browser);
  const approved = await editor.request.post(`/api/admin/access-guides/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const { url } = (await approved.json()) as { url: string };
  await editor.context().close();
  return { url, manageUrl: `/access-guides/manage/${manageToken}` };
}

async function expectSuggestion(page: Page) {
  const section = page.getByRole("region", { name: "Suggest these to OpenStreetMap" });
  await expect(section.getByRole("term")).toHaveText([
    "wheelchair=yes",
    "toilets:wheelchair=yes",
    "hearing_loop=yes",
    /^check_date=\d{4}-\d{2}-\d{2}$/,
    "step_count=0",
    "door:width=0.85",
    "automatic_door=yes",
  ]);
  await expect(section.getByRole("definition").first()).toHaveText(
    "Step-free entrance and a door 850 mm wide (775 mm or more), an accessible toilet.",
  );
  await expect(section.locator("pre")).toContainText("wheelchair=yes\ntoilets:wheelchair=yes");
  // Every guide sent for review has a place now, so the note opens there.
  await expect(section).toContainText("The link below opens a note at the place on the map.");
  await expect(
    section.getByRole("link", { name: "Leave a note on openstreetmap.org" }),
  ).toHaveAttribute(
    "href",
    "https://www.openstreetmap.org/note/new?lat=53.743700&lon=-2.014200#map=19/53.743700/-2.014200",
  );
}

test("a guide suggests its OpenStreetMap tags, passing axe in every colour setting", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const name = unique("The Mill Café");
  const guide = await publishedGuide(page, browser, name);
  await page.goto(guide.url);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expectSuggestion(page);
  await expectNoAxeViolations(page);
  for (const settings of COLOUR_SETTINGS) {
    await applySettings(page, settings);
    await test.step(JSON.stringify(settings), () => expectNoColourViolations(page));
  }

  // The manage page: Google's five attributes, the lift among them, each with its reason.
  await page.goto(guide.manageUrl);
  await waitForHydration(page);
  const google = page.getByRole("region", { name: "For your Google Business Profile" });
  await expect(google.getByRole("term")).toHaveText([
    "Wheelchair-accessible entrance",
    "Wheelchair-accessible car park",
    "Wheelchair-accessible lift",
    "Wheelchair-accessible toilet",
    "Wheelchair-accessible seating",
  ]);
  await expect(google.getByRole("definition").nth(2)).toHaveText(
    "YesYour lift's car is 1100 × 1400 mm: room for a wheelchair (1000 × 1250 mm).",
  );
  await expectNoAxeViolations(page);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the tags and the note link are there, and pass axe", async ({ page, browser }) => {
    test.setTimeout(90_000);
    const name = unique("The Lock Bakery");
    const guide = await publishedGuide(page, browser, name);
    await page.goto(guide.url);
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expectSuggestion(page);
    await expectNoAxeViolationsWithoutScript(page);
  });
});
