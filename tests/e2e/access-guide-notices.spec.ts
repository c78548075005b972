// Live notices on an access guide: from its manage page a business posts "the lift is
// out of use until…" with a note, a visitor sees it at once at the top of the guide and beside its
// section, and once the business ends it the guide no longer says it. With JavaScript and
// without; a note with a web address is refused with words.
import type { APIRequestContext, Page } from "@playwright/test";
import { GUIDE_SUBMISSION } from "../../src/server/test/guide-submission.ts";
import { addDays, noticeHeadline, ukToday } from "../../src/shared/access-guides/notices.ts";
import { cafeResults } from "./access-guide-helpers.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

const NOTE = "An engineer is booked. Staff will bring orders down to you.";

/** A guide the team has published, with a lift: its manage page's address and its own page's. */
async function publishedGuide(request: APIRequestContext, admin: APIRequestContext, name: string) {
  const headers = { "x-forwarded-for": clientAddress() };
  const token = await cafeResults(request);
  const made = await request.post("/api/access-guides", {
    headers,
    data: {
      assessmentToken: token,
      name,
      town: "Hebden Bridge",
      postcode: "HX7 8AD",
      location: { lat: 53.7414, lon: -2.0128 },
      details: { inside: { lift: true, liftWidthMm: 1100 } },
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { id, manageToken } = (await made.json()) as { id: number; manageToken: string };
  const sent = await request.post(`/api/access-guides/manage/${manageToken}/submit`, {
    headers,
    data: GUIDE_SUBMISSION,
  });
  expect(sent.status()).toBe(200);
  const approved = await admin.post(`/api/admin/access-guides/${id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const { url } = (await approved.json()) as { url: string };
  return { manageUrl: `/access-guides/manage/${manageToken}`, url };
}

/** Three days ahead, and the words the guide says it in. */
function threeDaysAhead() {
  const until = addDays(ukToday(new Date()), 3);
  return { until, headline: noticeHeadline({ facility: "lift", until }, new Date()) };
}

async function postAndEnd(page: Page, admin: APIRequestContext, withScript: boolean) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const guide = await publishedGuide(page.request, admin, unique("The Mill Café"));
  const { until, headline } = threeDaysAhead();

  await page.goto(guide.manageUrl);
  if (withScript) await waitForHydration(page);
  const notices = page.getByRole("region", { name: "Notices and checks" });
  await notices.getByLabel("What is out of use?").selectOption("lift");
  await notices.getByLabel("The last day it will be out of use").fill(until);
  await notices.getByLabel("A short note (optional)").fill(NOTE);
  await notices.getByRole("button", { name: "Post notice" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your notice is on your guide now." }),
  ).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: headline })).toContainText(NOTE);
  // Axe runs in the page's own script, so only where script runs.
  if (withScript) await expectNoAxeViolations(page);

  // A visitor, in a browser of their own, sees it at the top and beside the lift.
  const visitor = await page
    .context()
    .browser()
    ?.newContext({
      javaScriptEnabled: withScript,
      extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
    });
  if (!visitor) throw new Error("no browser");
  const reader = await visitor.newPage();
  await reader.goto(guide.url);
  if (withScript) await waitForHydration(reader);
  const atTop = reader.getByRole("region", { name: "Out of use at the moment" });
  await expect(atTop).toContainText(`${headline} ${NOTE}`);
  await expect(
    reader.getByRole("region", { name: "Moving around inside" }).getByText(headline),
  ).toBeVisible();
  if (withScript) await expectNoAxeViolations(reader);

  // The business ends it early; the guide no longer says it.
  await page
    .getByRole("button", { name: "End this notice", description: new RegExp(headline) })
    .click();
  await expect(
    page.getByRole("status").filter({ hasText: "Your notice has ended and is off your guide." }),
  ).toBeVisible();
  await expect(page.getByText(headline)).toHaveCount(0);
  await reader.reload();
  await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(reader.getByText(headline)).toHaveCount(0);
  await visitor.close();
}

test("a business posts a notice that visitors see at once, then ends it", async ({
  page,
  admin,
}) => {
  test.setTimeout(90_000);
  await postAndEnd(page, admin, true);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a business posts a notice that visitors see at once, then ends it", async ({
    page,
    admin,
  }) => {
    test.setTimeout(90_000);
    await postAndEnd(page, admin, false);
  });

  test("a note with a web address comes back with the problem beside it", async ({
    page,
    admin,
  }) => {
    test.setTimeout(90_000);
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const guide = await publishedGuide(page.request, admin, unique("The Wharf Café"));
    await page.goto(guide.manageUrl);
    const notices = page.getByRole("region", { name: "Notices and checks" });
    await notices.getByLabel("The last day it will be out of use").fill(threeDaysAhead().until);
    await notices.getByLabel("A short note (optional)").fill("Details at www.example.com");
    await notices.getByRole("button", { name: "Post notice" }).click();
    const problem =
      "Leave web addresses out of the note: say in words what visitors can do instead";
    await expect(page.getByRole("alert")).toContainText(problem);
    await expect(page.getByLabel("A short note (optional)")).toHaveAccessibleDescription(
      new RegExp(problem),
    );
    await expect(page.getByLabel("A short note (optional)")).toHaveValue(
      "Details at www.example.com",
    );
  });
});
