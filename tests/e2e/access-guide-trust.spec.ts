// Trust you can see: each section of a published guide says who measured it and
// when; a visitor says "wrong" about the entrance and reports the guide, with JavaScript and
// without it, in at most two steps and without an account; the team sees both in the admin,
// beside the guides waiting for review, and acts on them.
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config.ts";
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

/** A guide with an entrance and a toilet, sent for review and approved by an editor. */
async function publishedGuide(request: APIRequestContext, browser: Browser, name: string) {
  const created = await request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(request),
      name,
      town: "Todmorden",
      postcode: "OL14 5AA",
      location: { lat: 53.7137, lon: -2.0971 },
      details: {
        entrance: { stepFree: false, steps: 1, doorClearWidthMm: 850 },
        toilet: { accessible: true },
      },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, manageToken } = (await created.json()) as { id: number; manageToken: string };
  expect(
    (
      await request.post(`/api/access-guides/manage/${manageToken}/submit`, {
        data: GUIDE_SUBMISSION,
      })
    ).status(),
  ).toBe(200);
  const editor = await editorPage(browser);
  const approved = await editor.request.post(`/api/admin/access-guides/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  await editor.context().close();
  const { url } = (await (await request.get(`/api/access-guides/${id}`)).json()) as { url: string };
  return url;
}

const entrance = (page: Page) => page.getByRole("region", { name: "The entrance" });
const today = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Europe/London",
}).format(new Date());

/** An editor's browser with JavaScript, whatever the test's own pages have. */
async function editorWithScript(browser: Browser) {
  const context = await browser.newContext({
    javaScriptEnabled: true,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  const page = await context.newPage();
  const signedIn = await page.request.post("/api/admin/login", {
    data: { password: E2E_ADMIN_PASSWORD },
  });
  expect(signedIn.status(), "the editor signs in").toBe(204);
  return page;
}

/** The team's view: the correction and the report, each acted on. */
async function teamSeesBoth(browser: Browser, name: string, note: string, details: string) {
  const editor = await editorWithScript(browser);
  await editor.goto("/admin?tab=access-guides");
  await waitForHydration(editor);
  await expect(editor.getByRole("tab", { name: /^Access Guides \(\d+\)$/ })).toBeVisible();
  const reports = editor.getByRole("region", { name: "Reports of problems with guides" });
  const report = reports.getByRole("listitem").filter({ hasText: details });
  await expect(report.getByRole("heading", { name: `${name}: The place has moved` })).toBeVisible();
  const corrections = editor.getByRole("region", {
    name: "Visitors who said part of a guide was wrong",
  });
  const correction = corrections.getByRole("listitem").filter({ hasText: note });
  await expect(correction.getByRole("heading", { name: `${name}: The entrance` })).toBeVisible();
  await expectNoAxeViolations(editor);

  await report.getByRole("button", { name: `Mark handled: the report of ${name}` }).click();
  await expect(reports.getByText(details)).toHaveCount(0);
  await correction
    .getByRole("button", { name: `Accept and ask the business to check: ${name}, The entrance` })
    .click();
  await expect(corrections.getByText(note)).toHaveCount(0);
  await editor.context().close();
}

test("a visitor says the entrance was wrong and reports the guide; the team sees both", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const NAME = unique("The Golden Lion");
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const url = await publishedGuide(page.request, browser, NAME);
  await page.goto(url);
  await waitForHydration(page);
  await expect(entrance(page)).toContainText(`Measured by the business, ${today}`);

  // Two steps: open "Was this right?", then "No".
  const note = unique("The step is higher now");
  await entrance(page).getByText("Was this right?").click();
  await entrance(page).getByLabel("If something was wrong, what was it? (optional)").fill(note);
  await expectNoAxeViolations(page);
  await entrance(page).getByRole("button", { name: "No, something was wrong" }).click();
  await expect(entrance(page).getByRole("status")).toHaveText(
    "Thank you for telling us. Our team will look at what you said and ask the business to check it.",
  );

  const details = unique("It is now on Water Street");
  const report = page.getByRole("region", { name: "Report a problem with this guide" });
  await report.getByText("Tell us what is wrong").click();
  // Sent without a reason, the form says what is missing.
  await report.getByRole("button", { name: "Send the report" }).click();
  await expect(report.getByRole("alert")).toHaveText("Choose what the problem is");
  await report.getByLabel("The place has moved").check();
  await report.getByLabel("Anything else we should know (optional)").fill(details);
  await expectNoAxeViolations(page);
  await report.getByRole("button", { name: "Send the report" }).click();
  await expect(report.getByRole("status")).toHaveText(
    "Thank you for your report. Our team will look at it and act on it.",
  );

  await teamSeesBoth(browser, NAME, note, details);
  // The entrance is now being checked.
  await page.reload();
  await expect(entrance(page)).toContainText("Being checked:");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a visitor says the entrance was wrong and reports the guide by plain forms", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const NAME = unique("The Shoulder of Mutton");
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const url = await publishedGuide(page.request, browser, NAME);
    await page.goto(url);
    await expect(entrance(page)).toContainText(`Measured by the business, ${today}`);

    const note = unique("There is a second step inside the door");
    await entrance(page).getByText("Was this right?").click();
    await entrance(page).getByLabel("If something was wrong, what was it? (optional)").fill(note);
    await entrance(page).getByRole("button", { name: "No, something was wrong" }).click();
    await expect(page).toHaveURL(/\?answered=entrance-wrong#was-this-right-entrance$/);
    await expect(entrance(page).getByRole("status")).toHaveText(
      "Thank you for telling us. Our team will look at what you said and ask the business to check it.",
    );
    await expectNoAxeViolationsWithoutScript(page);

    // A report without a reason comes back saying so, then goes with one.
    const details = unique("Moved to the market square");
    const report = page.getByRole("region", { name: "Report a problem with this guide" });
    await report.getByText("Tell us what is wrong").click();
    await report.getByLabel("Anything else we should know (optional)").fill(details);
    await report.getByRole("button", { name: "Send the report" }).click();
    await expect(page).toHaveTitle(/^Error: /);
    await expect(report.getByText("Choose what the problem is")).toBeVisible();
    await expect(report.getByLabel("Anything else we should know (optional)")).toHaveValue(details);
    await expectNoAxeViolationsWithoutScript(page);
    await report.getByLabel("The place has moved").check();
    await report.getByRole("button", { name: "Send the report" }).click();
    await expect(page).toHaveURL(/\?reported=1#report-guide-title$/);
    await expect(report.getByRole("status")).toHaveText(
      "Thank you for your report. Our team will look at it and act on it.",
    );

    await teamSeesBoth(browser, NAME, note, details);
  });
});
