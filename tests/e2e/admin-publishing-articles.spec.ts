// Writing an expert article in the admin with the keyboard: an image uploaded with
// alt text that says nothing ("photo") and a vague link are both found by the checks; one takes
// the author to its words, the fix clears the error, and the published article is on its page,
// with the image in modern formats, and in the feed, by its author.
import sharp from "sharp";
import { expect, expectNoAxeViolations, test, unique } from "./fixtures.ts";
import { applySettings, COLOUR_SETTINGS, expectNoColourViolations } from "./settings-helpers.ts";

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#7a9a5b" } })
    .jpeg()
    .toBuffer();

test("an editor writes, checks, fixes and publishes an article with the keyboard", async ({
  page,
  signIn,
}) => {
  const title = unique("Portable ramps that people can use");
  const toasts = page.getByRole("region", { name: /Notifications/ });
  await signIn("/admin?tab=articles");
  const session = await (await page.request.get("/api/admin/session")).json();
  const author: string = session.user.displayName;
  await expect(page.getByRole("heading", { level: 3, name: "Expert articles" })).toBeVisible();

  await page.getByRole("button", { name: "Write a new article" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 3, name: "New article" })).toBeFocused();

  await page.getByLabel("Title").focus();
  await page.keyboard.type(title);
  await page.keyboard.press("Tab");
  await page.keyboard.type("What to look for in a portable ramp, and how to offer it.");
  await page.getByLabel("Category").focus();
  await page.keyboard.press("ArrowDown"); // the first category
  await page.getByLabel("Tags").focus();
  await page.keyboard.type("ramps, entrances");
  const text = page.getByRole("textbox", { name: "Text" });
  await text.focus();
  await page.keyboard.insertText(
    [
      "## Choosing a ramp",
      "",
      "A ramp should be long enough for a gentle slope and wide enough for a wheelchair.",
      "",
      "Our supplier list is [here](/advice-and-solutions).",
    ].join("\n"),
  );

  // An image, from the toolbar, with alt text that describes nothing.
  await page.getByRole("button", { name: "Image…" }).focus();
  await page.keyboard.press("Enter");
  const upload = page.getByRole("dialog", { name: "Add an image" });
  await upload.getByLabel("Image file").setInputFiles({
    name: "IMG_2041.jpg",
    mimeType: "image/jpeg",
    buffer: await photo(),
  });
  await upload.getByLabel("Alt text").focus();
  await page.keyboard.type("photo");
  await upload.getByRole("button", { name: "Upload and add" }).press("Enter");
  await expect(upload).toBeHidden();
  await expect(text).toHaveValue(/!\[photo\]\(\/media\/\d+-[0-9a-f]{20}-1200x800\.jpg\)/);

  // Both checks show, each saying in words how serious it is.
  const checks = page.getByRole("region", { name: "Accessibility checks" });
  await expect(checks.getByRole("status")).toHaveText(
    "1 error and 1 warning. Errors must be fixed before publishing.",
  );
  const items = checks.getByRole("listitem");
  await expect(items.filter({ hasText: "Error:" })).toContainText("just “photo”");
  await expect(items.filter({ hasText: "Warning:" })).toContainText("“here”");
  await expectNoAxeViolations(page);

  // "Show in the text" moves focus into the text and selects the words to change.
  await checks
    .getByRole("button", { name: /^Show in the text: This image’s text alternative/ })
    .press("Enter");
  await expect(text).toBeFocused();
  const selected = await text.evaluate((area: HTMLTextAreaElement) =>
    area.value.slice(area.selectionStart, area.selectionEnd),
  );
  expect(selected).toBe("photo");
  await page.keyboard.insertText("A folding aluminium ramp across a shop's front step");
  await expect(checks.getByRole("status")).toHaveText("0 errors and 1 warning.");

  // A source it draws on, and a quick solution it ends with.
  await page.getByRole("button", { name: "Add a source" }).press("Enter");
  await page.getByLabel("Title", { exact: true }).nth(1).focus();
  await page.keyboard.type("Approved Document M: access to and use of buildings");
  await page.keyboard.press("Tab");
  await page.keyboard.type("GOV.UK");
  await page.keyboard.press("Tab");
  await page.keyboard.type(
    "https://www.gov.uk/government/publications/access-to-and-use-of-buildings-approved-document-m",
  );
  // One field to search the quick solutions, not a checkbox for each.
  const related = page.getByRole("combobox", { name: "Related quick solutions" });
  await related.focus();
  // Focus brings the field up the screen, and the page reports that scroll a frame later; a list
  // opened within that frame (no person is that quick) closes at the report, as lists do when the
  // page scrolls under them.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.keyboard.press("ArrowDown");
  const firstSolution = page.getByRole("listbox").getByRole("option").first();
  await expect(firstSolution).toBeVisible();
  const solutionName = (await firstSolution.textContent())?.trim() ?? "";
  await page.keyboard.press("Enter");
  await page.keyboard.press("Escape");
  await expect(page.getByRole("grid", { name: /Chosen/ }).getByRole("row")).toContainText([
    solutionName,
  ]);

  // Save, then publish, accepting the warning.
  await page.getByRole("button", { name: "Save draft" }).press("Enter");
  await expect(toasts).toContainText("Draft saved");
  await page.getByRole("button", { name: "Publish…" }).press("Enter");
  const dialog = page.getByRole("dialog", { name: "Publish article" });
  await expect(dialog.getByText("The checks found 1 warning:")).toBeVisible();
  await dialog.getByRole("button", { name: "Publish now" }).press("Enter");
  await expect(dialog.getByRole("alert")).toHaveText(
    "Tick the box to say you have read the warnings, or fix them first.",
  );
  await dialog.getByLabel("I have read the warnings and want to publish anyway").press("Space");
  await dialog.getByRole("button", { name: "Publish now" }).press("Enter");
  await expect(toasts).toContainText("Article published");
  await expect(dialog).toBeHidden();

  // On its own page, by the person who wrote it, with its image, and in the feed.
  const address = await page.getByText(/on the site at /).textContent();
  const path = address?.match(/(\/advice-and-solutions\/articles\/[\w-]+)/)?.[1] ?? "";
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Choosing a ramp" })).toBeVisible();
  await expect(page.getByText(`By ${author}`)).toBeVisible();
  await expect(
    page.getByRole("link", { name: /Approved Document M: access to and use of buildings/ }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: solutionName })).toBeVisible();
  const image = page.getByRole("img", {
    name: "A folding aluminium ramp across a shop's front step",
  });
  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveAttribute("width", "1200");
  await expect(image).toHaveAttribute("height", "800");
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc))
    .toMatch(/\/media\/\d+-[0-9a-f]{20}-(800|1200)\.avif$/);
  await expectNoAxeViolations(page);
  const feed = await page.request.get("/feeds/articles.xml");
  expect(await feed.text()).toContain(title);
});

test("the editor, its checks and an earlier version's changes pass axe in every theme and fit 320 px", async ({
  page,
  admin,
  signIn,
}) => {
  const [category] = await (await admin.get("/api/advice/categories")).json();
  const created = await admin.post("/api/admin/articles", {
    data: {
      title: unique("Hearing loops at the counter"),
      excerpt: "Fit a loop, test it weekly and put up the sign.",
      categoryId: category.id,
      tags: ["hearing"],
      content: "## Why loops matter\n\nA loop carries the voice straight to a hearing aid.",
    },
  });
  const article = await created.json();
  await admin.patch(`/api/admin/articles/${article.id}`, {
    data: {
      content:
        "## Why loops matter\n\nIn order to help, a loop carries your voice straight to a hearing aid. Read more [here](/contact).\n\n![](https://example.com/loop.png)",
    },
  });

  await page.setViewportSize({ width: 320, height: 800 });
  await signIn("/admin?tab=articles");
  await page.getByRole("button", { name: article.title }).click();
  await expect(
    page.getByRole("heading", { level: 3, name: `Edit: ${article.title}` }),
  ).toBeVisible();
  const checks = page.getByRole("region", { name: "Accessibility checks" });
  await expect(checks.getByRole("status")).toContainText("1 error");
  // The two saves compared: added and removed words marked in the text, not by colour alone.
  const versions = page.getByRole("region", { name: /Earlier versions/ });
  await expect(versions.getByRole("insertion").first()).toContainText("added:");
  await expect(versions.getByRole("deletion").first()).toContainText("removed:");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page);
  for (const settings of COLOUR_SETTINGS) {
    await applySettings(page, settings);
    await test.step(JSON.stringify(settings), () => expectNoColourViolations(page));
  }
});

test("the editor says how deeply lists may nest, and past it shows one error and the plain words", async ({
  page,
  signIn,
}) => {
  await signIn("/admin?tab=articles");
  await page.getByRole("button", { name: "Write a new article" }).click();
  await page.getByLabel("Title").fill(unique("Lists inside lists"));
  await page.getByLabel("Excerpt").fill("Nine lists deep, which no reader can follow.");
  await page.getByLabel("Category").focus();
  await page.keyboard.press("ArrowDown");
  const text = page.getByRole("textbox", { name: "Text" });
  // Told before writing: the field's description gives the limits.
  await expect(text).toHaveAccessibleDescription(/lists and quotes nested at most 8 deep\./);
  await text.fill(`${"- ".repeat(9)}Too deep to follow`);

  const checks = page.getByRole("region", { name: "Accessibility checks" });
  await expect(checks.getByRole("listitem")).toHaveCount(1);
  await expect(checks.getByRole("listitem")).toContainText(
    "Lists and quotes can be nested at most 8 deep.",
  );
  // The preview shows the words as they are, not nine lists.
  const preview = page.getByRole("region", { name: "Preview" });
  await expect(preview.getByRole("list")).toHaveCount(0);
  await expect(preview).toContainText("- - - - - - - - - Too deep to follow");

  await page.getByRole("button", { name: "Save draft" }).click();
  const summary = page.getByRole("alert");
  await expect(summary.getByRole("link", { name: /nested at most 8 deep/ })).toBeVisible();
  await expect(text).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
});
