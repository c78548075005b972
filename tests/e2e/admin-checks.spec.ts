// The checks beside the text know what publishing knows (issue 49): an image whose /media/
// address names no image is an error the editor sees before pressing Publish, and the publish step
// names the check and takes them to its words; should the server still refuse, its refusal names
// the check in the step, not as an unexplained toast. And the checks' own words: a reading age on
// one scale, and a whole sentence in capitals selected with its full stop.

import { parseMarkdown } from "../../src/shared/markdown/parse.ts";
import { readingAgeOf, readingAgeText } from "../../src/shared/publishing-checks/reading-age.ts";
import { expect, expectNoAxeViolations, test, unique } from "./fixtures.ts";

const MISSING_IMAGE =
  "![A doorbell at wheelchair height](/media/987654-0123456789abcdef0123-800x600.jpg)";
const MISSING_MESSAGE =
  "This image’s address names no image in this site’s media library, so the page would show a broken picture.";

const selectedText = (area: import("@playwright/test").Locator) =>
  area.evaluate((element: HTMLTextAreaElement) =>
    element.value.slice(element.selectionStart, element.selectionEnd),
  );

test.describe("an image that names no image of the library", () => {
  // The refusal the second test provokes on purpose.
  test.use({ expectedHttpErrors: [/\/api\/admin\/news\/\d+\/publish$/] });

  async function openNewsWithMissingImage(
    admin: import("@playwright/test").APIRequestContext,
    signIn: (path?: string) => Promise<void>,
    page: import("@playwright/test").Page,
  ) {
    const title = unique("A bell at the side door");
    const created = await admin.post("/api/admin/news", {
      data: {
        title,
        excerpt: "The library fitted a bell at the side door.",
        category: "Venues",
        content: `The library has fitted a bell at its side door.\n\n${MISSING_IMAGE}`,
      },
    });
    expect(created.status()).toBe(201);
    await signIn("/admin?tab=news");
    await page.getByRole("button", { name: title }).click();
    await expect(page.getByRole("heading", { level: 3, name: `Edit: ${title}` })).toBeVisible();
  }

  test("is an error beside the text, and the publish step names it and shows where it is", async ({
    page,
    admin,
    signIn,
  }) => {
    await openNewsWithMissingImage(admin, signIn, page);
    const checks = page.getByRole("region", { name: "Accessibility checks" });
    await expect(checks.getByRole("status")).toHaveText(
      "1 error and 0 warnings. Errors must be fixed before publishing.",
    );
    await expect(checks.getByRole("listitem")).toHaveText(
      new RegExp(`^Error: Image from the media library\\. ${MISSING_MESSAGE}`),
    );
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "Publish…" }).press("Enter");
    const dialog = page.getByRole("dialog", { name: "Publish news item" });
    await expect(
      dialog.getByText(
        `The “Image from the media library” check stops publishing: ${MISSING_MESSAGE} Fix it under Accessibility checks, then publish.`,
      ),
    ).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Publish now" })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await dialog
      .getByRole("button", { name: `Show in the text: ${MISSING_MESSAGE}` })
      .press("Enter");
    await expect(dialog).toBeHidden();
    const text = page.getByRole("textbox", { name: "Text" });
    await expect(text).toBeFocused();
    expect(await selectedText(text)).toBe(MISSING_IMAGE);
  });

  test("refused by the server all the same, the step names the check in place of a bare toast", async ({
    page,
    admin,
    signIn,
  }) => {
    // As if the library's answer were out of date: the browser is told every image is there.
    await page.route("**/api/admin/media/references", async (route) => {
      const { references } = route.request().postDataJSON() as { references: string[] };
      await route.fulfill({
        json: { images: references.map((reference) => ({ reference, found: "yes" })) },
      });
    });
    await openNewsWithMissingImage(admin, signIn, page);
    const checks = page.getByRole("region", { name: "Accessibility checks" });
    await expect(checks.getByRole("status")).toHaveText("No problems found.");

    await page.getByRole("button", { name: "Publish…" }).press("Enter");
    const dialog = page.getByRole("dialog", { name: "Publish news item" });
    await dialog.getByRole("button", { name: "Publish now" }).press("Enter");
    const refusal = dialog.getByRole("alert");
    await expect(refusal).toContainText(
      `The “Image from the media library” check stops publishing: ${MISSING_MESSAGE} Fix it under Accessibility checks, then publish.`,
    );
    // Said once, in the step beside the way to its words: no toast besides.
    await expect(page.getByText(/was not published/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await refusal.getByRole("button", { name: `Show in the text: ${MISSING_MESSAGE}` }).click();
    const text = page.getByRole("textbox", { name: "Text" });
    await expect(text).toBeFocused();
    expect(await selectedText(text)).toBe(MISSING_IMAGE);
  });
});

test("the reading age and the readability warning agree, and a shouted sentence is selected with its full stop", async ({
  page,
  admin,
  signIn,
}) => {
  const [category] = await (await admin.get("/api/advice/categories")).json();
  // One sentence of one-syllable words: US grade 9.5, a reading age of 15.
  const hard =
    "When you ring the bell at the side door one of us will come out to help you up the step and in through the door and find you a seat by the till.";
  const content = `${hard}\n\nRing the bell. PLEASE WAIT HERE. We will come out.`;
  const age = readingAgeOf(parseMarkdown(content), content);
  const created = await admin.post("/api/admin/articles", {
    data: {
      title: unique("Ringing the bell"),
      excerpt: "What happens when you ring.",
      categoryId: category.id,
      tags: [],
      content: hard,
    },
  });
  const article = await created.json();
  await signIn("/admin?tab=articles");
  await page.getByRole("button", { name: article.title }).click();
  const checks = page.getByRole("region", { name: "Accessibility checks" });
  await expect(checks.getByText(/^Reading age:/)).toHaveText(
    "Reading age: 15. Many readers will find it hard going: aim for 14 or below.",
  );
  await expect(checks.getByRole("listitem")).toContainText([
    "Warning: Reading age. This article has a reading age of 15, so many readers will find it hard going.",
  ]);

  const text = page.getByRole("textbox", { name: "Text" });
  await text.fill(content);
  await expect(checks.getByText(/^Reading age:/)).toHaveText(readingAgeText(age));
  await checks
    .getByRole("button", { name: /^Show in the text: The sentence “PLEASE WAIT HERE”/ })
    .press("Enter");
  await expect(text).toBeFocused();
  expect(await selectedText(text)).toBe("PLEASE WAIT HERE.");
  await expectNoAxeViolations(page);
});
