// Photos in an access guide (decision 036): a café owner adds a photo with its alt text from the
// guide's page by keyboard, the team approves the guide, and visitors see the photo on its page,
// described by that text; the same upload works without JavaScript, alt text required.
import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import { GUIDE_SUBMISSION } from "../../src/server/test/guide-submission.ts";
import { editorPage, startGuide } from "./access-guide-helpers.ts";
import {
  clientAddress,
  expect,
  expectNoAxeViolations,
  test,
  unique,
  waitForHydration,
} from "./fixtures.ts";

const DOOR = "The café's front door, with a grey portable ramp across its single step";

/** A guide started from a café's results through the API: its manage page's address and id. */
async function newGuide(request: APIRequestContext, name: string) {
  const { id, manageToken } = await startGuide(request, {
    name,
    town: "Todmorden",
    postcode: "OL14 5AA",
    location: { lat: 53.7137, lon: -2.0971 },
  });
  return { id, manageToken, manageUrl: `/access-guides/manage/${manageToken}` };
}

const doorPhoto = async () => ({
  name: "front-door.jpg",
  mimeType: "image/jpeg",
  buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: "#5b6f84" } })
    .jpeg()
    .toBuffer(),
});

test("a photo added with its alt text is shown on the guide once approved", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const NAME = unique("The Canal Café");
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const guide = await newGuide(page.request, NAME);

  await page.goto(guide.manageUrl);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { level: 2, name: "Photos" })).toBeVisible();
  await page.getByLabel("Photo", { exact: true }).setInputFiles(await doorPhoto());
  await page.getByLabel("Alt text", { exact: true }).focus();
  await page.keyboard.type(DOOR);
  await page.getByRole("button", { name: "Add photo" }).focus();
  await page.keyboard.press("Enter");

  await expect(page.getByRole("status").filter({ hasText: "Your photo is added." })).toBeVisible();
  const mine = page.getByRole("img", { name: DOOR });
  await expect(mine).toBeVisible();
  // Visible as soon as it is in the page; its pixels may still be on their way.
  await expect
    .poll(() => mine.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByLabel("Alt text of photo 1")).toHaveValue(DOOR);
  await expectNoAxeViolations(page);

  // Sent for review: the editor sees the photo with its alt text beneath, and approves.
  const sent = await page.request.post(`/api/access-guides/manage/${guide.manageToken}/submit`, {
    data: GUIDE_SUBMISSION,
  });
  expect(sent.status()).toBe(200);
  const editor = await editorPage(browser);
  await editor.goto("/admin?tab=access-guides");
  await waitForHydration(editor);
  const waiting = editor.getByRole("listitem").filter({ hasText: NAME });
  await expect(waiting.getByRole("figure")).toContainText(DOOR);
  await expectNoAxeViolations(editor);
  await editor.getByRole("button", { name: `Approve and publish: ${NAME}` }).focus();
  await editor.keyboard.press("Enter");
  await expect(editor.getByRole("region", { name: /Notifications/ })).toContainText(
    "Guide Published",
  );
  await editor.context().close();
  const { url } = (await (await page.request.get(`/api/access-guides/${guide.id}`)).json()) as {
    url: string;
  };

  await page.goto(url);
  await expect(page.getByRole("heading", { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Photos" })).toBeVisible();
  const shown = page.getByRole("figure").getByRole("img", { name: DOOR });
  await shown.scrollIntoViewIfNeeded();
  await expect(shown).toBeVisible();
  await expect
    .poll(() => shown.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expectNoAxeViolations(page);
});

const CHOOSE_AGAIN =
  "Choose your photo again: your browser cannot keep a chosen file when the page reloads.";

/**
 * A photo sent without its alt text, the likeliest mistake: the manage page comes back at its own
 * address, never "Page not found", its error summary first and focused, each problem a link to
 * its field, saying plainly that the file must be chosen again.
 */
async function altTextForgotten(page: Page, javaScript: boolean) {
  await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
  const name = unique("The Wharf Tearoom");
  const guide = await newGuide(page.request, name);
  await page.goto(guide.manageUrl);
  if (javaScript) await waitForHydration(page);
  await page.getByLabel("Photo", { exact: true }).setInputFiles(await doorPhoto());
  await page.getByRole("button", { name: "Add photo" }).click();

  await expect(page).toHaveTitle(/^Error: /);
  expect(new URL(page.url()).pathname).toBe(guide.manageUrl);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Your access guide: ${name}`);
  const summary = page.locator("#guide-errors");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading", { level: 2 })).toHaveText(
    "There are 2 problems with your photo",
  );
  await expect(summary.getByRole("link")).toHaveText([
    CHOOSE_AGAIN,
    /^Describe the photo in a sentence/,
  ]);
  await expect(page.getByLabel("Photo", { exact: true })).toHaveAccessibleDescription(
    /Choose your photo again/,
  );
  // axe runs in the page, so only where script may.
  if (javaScript) await expectNoAxeViolations(page);
  await summary.getByRole("link", { name: /^Describe the photo/ }).click();
  if (javaScript) await expect(page.getByLabel("Alt text", { exact: true })).toBeFocused();
  else expect(new URL(page.url()).hash).toBe("#photo-alt-new");
  // Chosen again, with its words, it goes in.
  await page.getByLabel("Photo", { exact: true }).setInputFiles(await doorPhoto());
  await page.getByLabel("Alt text", { exact: true }).fill(DOOR);
  await page.getByRole("button", { name: "Add photo" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your photo is added." })).toBeVisible();
  await expect(page.getByRole("img", { name: DOOR })).toBeVisible();
}

test("a photo without alt text comes back on the manage page with its summary focused", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await altTextForgotten(page, true);
});

test.describe("without JavaScript", () => {
  test("a photo without alt text comes back on the manage page with its summary focused", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await altTextForgotten(page, false);
  });

  test.use({ javaScriptEnabled: false });

  test("a photo needs its alt text, and is added by a plain form", async ({ page }) => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientAddress() });
    const guide = await newGuide(page.request, unique("The Lock Bakery"));
    await page.goto(guide.manageUrl);
    await page.getByLabel("Photo", { exact: true }).setInputFiles(await doorPhoto());
    await page.getByRole("button", { name: "Add photo" }).click();
    await expect(page.getByLabel("Alt text", { exact: true })).toHaveAccessibleDescription(
      /Describe the photo in a sentence/,
    );

    await page.getByLabel("Photo", { exact: true }).setInputFiles(await doorPhoto());
    await page.getByLabel("Alt text", { exact: true }).fill(DOOR);
    await page.getByRole("button", { name: "Add photo" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Your photo is added." }),
    ).toBeVisible();
    await expect(page.getByRole("img", { name: DOOR })).toBeVisible();
  });
});
