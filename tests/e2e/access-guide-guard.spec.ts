// A guide's safeguards in the browser: deleting asks first, with JavaScript (a dialog) and without
// (a page), and says afterwards what happened; a guide in review is taken back by its business
// before it changes; the team takes a published guide down with a reason, and focus moves on.
import type { APIRequestContext, Page } from "@playwright/test";
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

async function newGuide(request: APIRequestContext, name: string) {
  const created = await request.post("/api/access-guides", {
    data: {
      assessmentToken: await cafeResults(request),
      name,
      town: "Todmorden",
      postcode: "OL14 5AB",
      location: { lat: 53.7137, lon: -2.0971 },
      details: { entrance: { stepFree: true, doorClearWidthMm: 900 } },
    },
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { id: number; manageToken: string };
}

const sendForReview = async (request: APIRequestContext, token: string) => {
  const sent = await request.post(`/api/access-guides/manage/${token}/submit`, {
    data: GUIDE_SUBMISSION,
    headers: { "x-forwarded-for": clientAddress() },
  });
  expect(sent.status(), await sent.text()).toBe(200);
};

const guideDeleted = (page: Page) =>
  expect(page.getByRole("heading", { level: 1, name: "Your guide is deleted" })).toBeVisible();

test("with JavaScript, deleting a guide asks in a dialog, and Keep it keeps it", async ({
  page,
}) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const guide = await newGuide(page.request, unique("Dialog Deli"));
  await page.goto(`/access-guides/manage/${guide.manageToken}`);
  await waitForHydration(page);
  const trigger = page.getByRole("button", { name: "Delete this guide" });
  await trigger.press("Enter");
  const dialog = page.getByRole("alertdialog", { name: "Delete this guide?" });
  await expect(dialog).toContainText("It cannot be undone");
  await expectNoAxeViolations(page);
  await dialog.getByRole("button", { name: "Keep it" }).press("Enter");
  // The page the link opens without JavaScript asks the same, and passes axe too.
  await page.goto(`/access-guides/manage/${guide.manageToken}/delete`);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 1, name: "Delete this guide?" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto(`/access-guides/manage/${guide.manageToken}`);
  await waitForHydration(page);
  await trigger.press("Enter");
  await dialog.getByRole("button", { name: "Keep it" }).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(trigger).toBeFocused();

  await trigger.press("Enter");
  await dialog.getByRole("button", { name: "Delete", exact: true }).press("Enter");
  await guideDeleted(page);
  await expectNoAxeViolations(page);
  const gone = await page.request.get(`/api/access-guides/manage/${guide.manageToken}`);
  expect(gone.status()).toBe(404);
});

test("with JavaScript, a guide in review is taken back before it changes", async ({ page }) => {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const guide = await newGuide(page.request, unique("Review Rooms"));
  await sendForReview(page.request, guide.manageToken);
  await page.goto(`/access-guides/manage/${guide.manageToken}`);
  await waitForHydration(page);
  const inReview = page.getByRole("region", { name: "With our team" });
  await expect(inReview).toContainText(
    "Your guide is with our team. You can change it once they have looked at it.",
  );
  await expectNoAxeViolations(page);
  await inReview.getByRole("button", { name: "Take it back from review" }).press("Enter");
  const said = page.getByRole("status").filter({ hasText: "Your guide is back with you" });
  await expect(said).toBeFocused();
  await expect(inReview).toBeHidden();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("deleting a guide asks on a page of its own, then says it is deleted", async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const guide = await newGuide(page.request, unique("Plain Pantry"));
    const manage = `/access-guides/manage/${guide.manageToken}`;
    await page.goto(manage);
    await page.getByRole("link", { name: "Delete this guide" }).click();
    await expect(page).toHaveURL(`${manage}/delete`);
    await expect(page.getByRole("heading", { level: 1, name: "Delete this guide?" })).toBeVisible();
    await expectNoAxeViolationsWithoutScript(page);
    // Keep it goes back, and the guide is still there.
    await page.getByRole("link", { name: "Keep it" }).click();
    await expect(page).toHaveURL(manage);
    await page.goto(`${manage}/delete`);
    await page.getByRole("button", { name: "Delete", exact: true }).click();
    await expect(page).toHaveURL("/access-guides/deleted");
    await guideDeleted(page);
    await expectNoAxeViolationsWithoutScript(page);
  });

  test("a guide in review is taken back by its button", async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const guide = await newGuide(page.request, unique("Plain Review Rooms"));
    await sendForReview(page.request, guide.manageToken);
    await page.goto(`/access-guides/manage/${guide.manageToken}`);
    await page.getByRole("button", { name: "Take it back from review" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your guide is back with you" }),
    ).toBeVisible();
  });
});

test("an editor takes a published guide down with a reason; focus moves on, and its page is gone", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const editor = await editorPage(browser);
  const name = unique("Closed Corner Café");
  const guide = await newGuide(editor.request, name);
  await sendForReview(editor.request, guide.manageToken);
  const approved = await editor.request.post(`/api/admin/access-guides/${guide.id}/approve`);
  expect(approved.status(), await approved.text()).toBe(200);
  const { url } = (await approved.json()) as { url: string };

  await editor.goto("/admin?tab=access-guides");
  await waitForHydration(editor);
  const list = editor.getByRole("region", { name: "Access guides on the site" });
  const headings = list.locator("ul > li h4");
  await expect(headings.filter({ hasText: name })).toHaveCount(1);
  const names = await headings.allTextContents();
  const index = names.findIndex((each) => each.startsWith(`${name},`));
  const next = names[index + 1] ?? names[index - 1];
  const focusTarget = next
    ? editor.getByRole("heading", { level: 4, name: next, exact: true })
    : editor.getByRole("heading", { level: 3, name: "Access guides on the site" });

  await list.getByRole("button", { name: `Take down: ${name}` }).press("Enter");
  const dialog = editor.getByRole("dialog", { name: `Take down the guide for ${name}` });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(editor);
  // The reason is required, and the summary says so.
  await dialog.getByRole("button", { name: "Take down with this reason" }).press("Enter");
  await expect(dialog.getByRole("alert")).toContainText("Say why the guide is coming off the site");
  await dialog
    .getByRole("textbox", { name: "Why is it coming off the site?" })
    .fill("A visitor tells us the café has closed.");
  await dialog.getByRole("button", { name: "Take down with this reason" }).press("Enter");
  await expect(dialog).toBeHidden();
  await expect(editor.getByRole("region", { name: /Notifications/ })).toContainText(
    "Guide Taken Down",
  );
  await expect(headings.filter({ hasText: name })).toHaveCount(0);
  await expect(focusTarget).toBeFocused();

  const page = await editor.request.get(url);
  expect(page.status()).toBe(404);
  const api = await editor.request.get(`/api/access-guides/${guide.id}`);
  expect(api.status()).toBe(410);
  await editor.context().close();
});
